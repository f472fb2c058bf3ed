-- Seeds this session's random() for the in-database loop's keys and schedule (0..2^31-2 mapped into [0, 1)).
SELECT setseed(?::float8 / 2147483647);
