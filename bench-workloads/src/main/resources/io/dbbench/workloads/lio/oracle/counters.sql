-- Instance counters (the container's in a PDB); the user needs SELECT on V$SYSSTAT and V$SYS_TIME_MODEL
-- (e.g. the SELECT_CATALOG_ROLE). DB CPU is in microseconds.
SELECT DECODE(name, 'session logical reads', 'logical reads', name) AS name, value
  FROM v$sysstat
 WHERE name IN ('session logical reads', 'physical reads', 'db block changes', 'redo size')
UNION ALL
SELECT 'DB CPU microseconds', value FROM v$sys_time_model WHERE stat_name = 'DB CPU';
