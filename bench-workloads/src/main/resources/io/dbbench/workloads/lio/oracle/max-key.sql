SELECT MAX(id) FROM lio_table;
