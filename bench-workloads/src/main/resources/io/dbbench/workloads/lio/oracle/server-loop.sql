-- The worker loop as one anonymous PL/SQL block (lio run --loop server), as SLOB's worker runs: no client
-- round trip per operation. lio_table is renamed by LioSql. The same rules as the client loop: an exact
-- per-100 schedule of updates and scans, shuffled; a key b uniform in [WORK_UNIT + 1, keys - WORK_UNIT],
-- or on every hotspot_every-th operation in the hot spot; each update committed on its own; think time
-- uniform in [min, max] ms. It runs until run_millis have passed on the database's clock or max_ops
-- (0 = none). Binds, each named once so the driver binds them by position: 12 inputs, then 6 outputs (the
-- operation counts and the microseconds spent in each type). The scan is dynamic SQL so that the block
-- compiles where lio_scan was not created (the runner refuses scans then).
DECLARE
  TYPE op_list IS VARRAY(100) OF PLS_INTEGER;
  work_unit      PLS_INTEGER := :work_unit;
  key_count      NUMBER := :key_count;
  update_pct     PLS_INTEGER := :update_pct;
  scan_pct       PLS_INTEGER := :scan_pct;
  heavy          PLS_INTEGER := :heavy;
  hotspot_every  PLS_INTEGER := :hotspot_every;
  hotspot_offset NUMBER := :hotspot_offset;
  hotspot_keys   NUMBER := :hotspot_keys;
  think_min_ms   NUMBER := :think_min_ms;
  think_max_ms   NUMBER := :think_max_ms;
  run_millis     NUMBER := :run_millis;
  max_ops        NUMBER := :max_ops;
  stop_at        TIMESTAMP WITH TIME ZONE := SYSTIMESTAMP + NUMTODSINTERVAL(run_millis / 1000, 'SECOND');
  schedule       op_list := op_list();
  slot           PLS_INTEGER := 101;
  done           NUMBER := 0;
  op             PLS_INTEGER;
  j              PLS_INTEGER;
  swap           PLS_INTEGER;
  low_key        NUMBER;
  high_key       NUMBER;
  b              NUMBER;
  n              NUMBER;
  started        TIMESTAMP WITH TIME ZONE;
  select_time    INTERVAL DAY(9) TO SECOND(6) := INTERVAL '0' SECOND;
  update_time    INTERVAL DAY(9) TO SECOND(6) := INTERVAL '0' SECOND;
  scan_time      INTERVAL DAY(9) TO SECOND(6) := INTERVAL '0' SECOND;
  selects        NUMBER := 0;
  updates        NUMBER := 0;
  scans          NUMBER := 0;

  FUNCTION micros(t INTERVAL DAY TO SECOND) RETURN NUMBER IS
  BEGIN
    RETURN ((EXTRACT(DAY FROM t) * 24 + EXTRACT(HOUR FROM t)) * 60 + EXTRACT(MINUTE FROM t)) * 60000000
           + EXTRACT(SECOND FROM t) * 1000000;
  END micros;
BEGIN
  schedule.EXTEND(100);
  FOR i IN 1 .. 100 LOOP
    IF i <= update_pct THEN
      schedule(i) := 2;
    ELSIF i <= update_pct + scan_pct THEN
      schedule(i) := 3;
    ELSE
      schedule(i) := 1;
    END IF;
  END LOOP;
  WHILE SYSTIMESTAMP < stop_at AND (max_ops = 0 OR done < max_ops) LOOP
    IF slot > 100 THEN
      -- Fisher-Yates: a fresh order of the same 100 operations
      FOR i IN REVERSE 2 .. 100 LOOP
        j := 1 + TRUNC(DBMS_RANDOM.VALUE * i);
        swap := schedule(i);
        schedule(i) := schedule(j);
        schedule(j) := swap;
      END LOOP;
      slot := 1;
    END IF;
    op := schedule(slot);
    slot := slot + 1;
    done := done + 1;
    low_key := work_unit + 1;
    high_key := key_count - work_unit;
    IF hotspot_every > 0 AND MOD(done, hotspot_every) = 0 THEN
      low_key := hotspot_offset + work_unit + 1;
      high_key := hotspot_offset + hotspot_keys;
    END IF;
    b := low_key + TRUNC(DBMS_RANDOM.VALUE * (high_key - low_key + 1));
    started := SYSTIMESTAMP;
    IF op = 1 THEN
      SELECT COUNT(c2) INTO n FROM lio_table WHERE id > b - work_unit AND id < b;
      select_time := select_time + (SYSTIMESTAMP - started);
      selects := selects + 1;
    ELSIF op = 2 THEN
      IF heavy = 1 THEN
        UPDATE lio_table SET c2 = c2 + 1, c3 = c3 + 1, c4 = c5, c5 = c4, pad = pad
         WHERE id > b - work_unit AND id < b;
      ELSE
        UPDATE lio_table SET c2 = c2 + 1, c3 = c3 + 1 WHERE id > b - work_unit AND id < b;
      END IF;
      COMMIT;
      update_time := update_time + (SYSTIMESTAMP - started);
      updates := updates + 1;
    ELSE
      EXECUTE IMMEDIATE 'SELECT COUNT(c2) FROM lio_scan' INTO n;
      scan_time := scan_time + (SYSTIMESTAMP - started);
      scans := scans + 1;
    END IF;
    IF think_max_ms > 0 THEN
      DBMS_SESSION.SLEEP((think_min_ms + TRUNC(DBMS_RANDOM.VALUE * (think_max_ms - think_min_ms + 1))) / 1000);
    END IF;
  END LOOP;
  :selects := selects;
  :updates := updates;
  :scans := scans;
  :select_micros := micros(select_time);
  :update_micros := micros(update_time);
  :scan_micros := micros(scan_time);
END;
/
