-- Every column but the key; the swapped and self-assigned columns keep the row length.
UPDATE lio_table SET c2 = c2 + 1, c3 = c3 + 1, c4 = c5, c5 = c4, pad = pad WHERE id > :low_key AND id < :high_key;
