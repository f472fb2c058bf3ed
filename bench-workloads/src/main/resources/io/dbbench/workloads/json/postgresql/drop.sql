-- JSON schema, PostgreSQL: the index goes with the table.
DROP TABLE passengers;
