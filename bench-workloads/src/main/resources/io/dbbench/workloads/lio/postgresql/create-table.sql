-- Logical-I/O test table, PostgreSQL. lio_table and {rows} are filled in by LioSchema.
-- One row per block: a row of about 1.1 KB with fillfactor 10 only goes to an empty page, so every
-- key a range count touches is a different table block. Keys are inserted in random order so that
-- index order and table order differ. Autovacuum stays off: it would add block reads of its own. c2 is
-- nullable on purpose, as on Oracle: COUNT(c2) must read every table row, never be answered as COUNT(*)
-- by an index-only scan (the index holds only id).
CREATE TABLE lio_table (
    id  bigint       NOT NULL,
    c2  bigint,
    c3  bigint       NOT NULL,
    c4  varchar(128) NOT NULL,
    c5  varchar(128) NOT NULL,
    pad varchar(800) NOT NULL
) WITH (fillfactor = 10, autovacuum_enabled = false);

INSERT INTO lio_table (id, c2, c3, c4, c5, pad)
SELECT k, k, k, rpad(md5(k::text), 128, 'x'), rpad(md5((k + 1)::text), 128, 'y'), rpad(md5((k + 2)::text), 800, 'z')
  FROM generate_series(1, ?) AS k
 ORDER BY random();

CREATE INDEX lio_table_id ON lio_table (id);

ANALYZE lio_table;
