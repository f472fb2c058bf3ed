-- The range count: about WORK_UNIT keys, each in its own table block.
SELECT COUNT(c2) FROM lio_table WHERE id > ? AND id < ?;
