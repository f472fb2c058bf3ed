-- PostgreSQL 15+: this session's pending statistics reach pg_stat_database before its next reply.
SELECT pg_stat_force_next_flush();
