-- The worker loop as one server-side block (lio run --loop server), SLOB's way: no client round trip
-- per operation. A procedure in this session's temporary schema, so it needs no CREATE privilege, leaves
-- nothing behind, and names its table statically (lio_table is renamed by LioSql) for cached plans.
-- The same rules as the client loop: an exact per-100 schedule of updates and scans, shuffled; a key b
-- uniform in [WORK_UNIT + 1, keys - WORK_UNIT], or on every hotspot_every-th operation in the hot spot;
-- each update committed on its own (COMMIT in a procedure: CALL at top level, autocommit); think time
-- uniform in [min, max] ms. It runs until run_millis have passed on the server's clock or max_ops
-- (0 = none), and returns its operation counts and the time spent in each kind of operation.
CREATE OR REPLACE PROCEDURE pg_temp.lio_server_loop(
    work_unit int, keys bigint, update_pct int, scan_pct int, heavy int,
    hotspot_every int, hotspot_offset bigint, hotspot_keys bigint,
    think_min_ms bigint, think_max_ms bigint, run_millis bigint, max_ops bigint,
    INOUT selects bigint, INOUT updates bigint, INOUT scans bigint,
    INOUT select_micros float8, INOUT update_micros float8, INOUT scan_micros float8)
LANGUAGE plpgsql AS $$
DECLARE
  stop_at timestamptz := clock_timestamp() + run_millis * interval '1 millisecond';
  schedule smallint[] := array_fill(1::smallint, ARRAY[100]);
  slot int := 101;
  done bigint := 0;
  op smallint;
  j int;
  swap smallint;
  low bigint;
  high bigint;
  b bigint;
  n bigint;
  started timestamptz;
  select_time interval := interval '0';
  update_time interval := interval '0';
  scan_time interval := interval '0';
BEGIN
  selects := 0;
  updates := 0;
  scans := 0;
  FOR i IN 1 .. update_pct LOOP
    schedule[i] := 2;
  END LOOP;
  FOR i IN update_pct + 1 .. update_pct + scan_pct LOOP
    schedule[i] := 3;
  END LOOP;
  WHILE clock_timestamp() < stop_at AND (max_ops = 0 OR done < max_ops) LOOP
    IF slot > 100 THEN
      -- Fisher-Yates: a fresh order of the same 100 operations
      FOR i IN REVERSE 100 .. 2 LOOP
        j := 1 + floor(random() * i)::int;
        swap := schedule[i];
        schedule[i] := schedule[j];
        schedule[j] := swap;
      END LOOP;
      slot := 1;
    END IF;
    op := schedule[slot];
    slot := slot + 1;
    done := done + 1;
    low := work_unit + 1;
    high := keys - work_unit;
    IF hotspot_every > 0 AND done % hotspot_every = 0 THEN
      low := hotspot_offset + work_unit + 1;
      high := hotspot_offset + hotspot_keys;
    END IF;
    b := low + floor(random() * (high - low + 1))::bigint;
    started := clock_timestamp();
    IF op = 1 THEN
      SELECT COUNT(c2) INTO n FROM lio_table WHERE id > b - work_unit AND id < b;
      select_time := select_time + (clock_timestamp() - started);
      selects := selects + 1;
    ELSIF op = 2 THEN
      IF heavy = 1 THEN
        UPDATE lio_table SET c2 = c2 + 1, c3 = c3 + 1, c4 = c5, c5 = c4, pad = pad
         WHERE id > b - work_unit AND id < b;
      ELSE
        UPDATE lio_table SET c2 = c2 + 1, c3 = c3 + 1 WHERE id > b - work_unit AND id < b;
      END IF;
      COMMIT;
      update_time := update_time + (clock_timestamp() - started);
      updates := updates + 1;
    ELSE
      SELECT COUNT(c2) INTO n FROM lio_scan;
      scan_time := scan_time + (clock_timestamp() - started);
      scans := scans + 1;
    END IF;
    IF think_max_ms > 0 THEN
      PERFORM pg_sleep((think_min_ms + floor(random() * (think_max_ms - think_min_ms + 1))) / 1000.0);
    END IF;
  END LOOP;
  select_micros := extract(epoch FROM select_time) * 1e6;
  update_micros := extract(epoch FROM update_time) * 1e6;
  scan_micros := extract(epoch FROM scan_time) * 1e6;
END $$;
