-- Stress Test schema, Oracle: secondary index, created after the initial load.
-- Names stay within 30 characters for databases before 12.2.
CREATE INDEX stresstest_asmallvarchar_ix ON stresstesttable (asmallvarchar);
