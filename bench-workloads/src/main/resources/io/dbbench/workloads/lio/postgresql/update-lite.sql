UPDATE lio_table SET c2 = c2 + 1, c3 = c3 + 1 WHERE id > ? AND id < ?;
