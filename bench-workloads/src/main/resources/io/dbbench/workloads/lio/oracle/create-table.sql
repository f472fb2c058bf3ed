-- Logical-I/O test table, Oracle. lio_table and {rows} are filled in by LioSchema.
-- One row per block: PCTFREE 99 leaves room for a single row per 8 KB block, and MINIMIZE
-- RECORDS_PER_BLOCK, taken while the table holds one row, makes Oracle keep it that way. Keys 2..rows
-- follow in random order so that index order and table order differ. c2 is nullable on purpose: the range
-- count is COUNT(c2), and with c2 NOT NULL the optimiser rewrites it to COUNT(*), answers it from the index
-- alone and reads ~3 blocks instead of ~WORK_UNIT table blocks.
CREATE TABLE lio_table (
    id  NUMBER(12)    NOT NULL,
    c2  NUMBER(12),
    c3  NUMBER(12)    NOT NULL,
    c4  VARCHAR2(128) NOT NULL,
    c5  VARCHAR2(128) NOT NULL,
    pad VARCHAR2(800) NOT NULL
) PCTFREE 99 PCTUSED 1;

INSERT INTO lio_table (id, c2, c3, c4, c5, pad)
VALUES (1, 1, 1, RPAD('1', 128, 'x'), RPAD('2', 128, 'y'), RPAD('3', 800, 'z'));

COMMIT;

ALTER TABLE lio_table MINIMIZE RECORDS_PER_BLOCK;

INSERT INTO lio_table (id, c2, c3, c4, c5, pad)
SELECT k, k, k, RPAD(TO_CHAR(k), 128, 'x'), RPAD(TO_CHAR(k + 1), 128, 'y'), RPAD(TO_CHAR(k + 2), 800, 'z')
  FROM (SELECT LEVEL + 1 AS k FROM dual CONNECT BY LEVEL <= :row_count - 1)
 ORDER BY DBMS_RANDOM.VALUE;

COMMIT;

CREATE INDEX lio_table_id ON lio_table (id);
