-- This database's block counters: every block request (hit or read) is a logical read; blks_read
-- alone are the ones that missed shared buffers.
SELECT s.name, s.value
  FROM pg_stat_database d
 CROSS JOIN LATERAL (VALUES ('logical reads', d.blks_hit + d.blks_read),
                            ('physical reads', d.blks_read),
                            ('commits', d.xact_commit),
                            ('rows updated', d.tup_updated)) AS s (name, value)
 WHERE d.datname = current_database();
