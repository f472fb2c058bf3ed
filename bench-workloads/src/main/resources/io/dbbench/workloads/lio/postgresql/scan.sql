SELECT COUNT(c2) FROM lio_scan;
