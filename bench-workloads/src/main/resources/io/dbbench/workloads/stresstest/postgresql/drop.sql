-- Stress Test schema, PostgreSQL: the index and the primary key go with the table.
DROP TABLE stresstesttable;
