SELECT LOWER(table_name) FROM user_tables WHERE table_name LIKE 'LIO\_%' ESCAPE '\' ORDER BY table_name;
