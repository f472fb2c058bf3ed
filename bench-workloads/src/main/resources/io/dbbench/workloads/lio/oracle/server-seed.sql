-- Seeds this session's DBMS_RANDOM for the in-database loop's keys and schedule.
BEGIN
  DBMS_RANDOM.SEED(:seed);
END;
/
