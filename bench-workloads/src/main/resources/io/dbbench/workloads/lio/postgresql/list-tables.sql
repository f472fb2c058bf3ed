SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'lio\_%' ORDER BY tablename;
