-- Stress Test schema, PostgreSQL: secondary index, created after the initial load.
CREATE INDEX stresstest_asmallvarchar_ix ON stresstesttable (asmallvarchar);
