-- Keys of one logical-I/O table for lio validate: create loads keys 1..rows, each once.
SELECT COUNT(*), COUNT(DISTINCT id), MIN(id), MAX(id) FROM lio_table;
