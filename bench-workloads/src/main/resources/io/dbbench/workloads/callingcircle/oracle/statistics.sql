-- Calling Circle schema, oracle: optimizer statistics after the load, so the first run's plans know the
-- tables' sizes.
BEGIN
    DBMS_STATS.GATHER_TABLE_STATS(USER, 'CC_CUSTOMERS');
END;
/
BEGIN
    DBMS_STATS.GATHER_TABLE_STATS(USER, 'CC_ACCOUNTS');
END;
/
BEGIN
    DBMS_STATS.GATHER_TABLE_STATS(USER, 'CC_CIRCLES');
END;
/
BEGIN
    DBMS_STATS.GATHER_TABLE_STATS(USER, 'CC_CALLS');
END;
/
