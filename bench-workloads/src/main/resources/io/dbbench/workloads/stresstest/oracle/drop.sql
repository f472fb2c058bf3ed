-- Stress Test schema, Oracle: the index and the primary key go with the table;
-- PURGE skips the recycle bin so a reinstall starts clean.
DROP TABLE stresstesttable PURGE;
