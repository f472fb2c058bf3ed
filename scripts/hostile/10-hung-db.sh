# Issue 35, faults 1, 2 and 5: a run must never lose its results or overrun because the database hangs
# (its postmaster and children stopped with SIGSTOP) or went away for the rest of the run. Runs of 12 s
# (-rt is h:mm.ss), the database stopped about 5 s into the load; every case brings the server back before
# it returns.

# hung_ms_now: wall milliseconds, for the time a run takes after its signal
hung_ms_now() { date +%s%3N; }

# hung_run_bg: a 12 s run of 4 users in the background, returning once its load has started (its first live
# line), so the database is stopped inside the load however long the JVM took to start on a loaded machine
hung_run_bg() {
  dbbench_bg -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 4 -rt 0:00.12 -r res.xml
  local i
  for i in $(seq 1 120); do
    if grep -q '\[4/4\]' "$OUT" 2>/dev/null; then
      LOAD_SEEN=$SECONDS # about a second into the load: its first live line
      return 0
    fi
    sleep 0.5
  done
  LOAD_SEEN=$SECONDS
}

# hung_run_then_signal SIGNAL: a 12 s run, the database stopped at 5 s, SIGNAL at 8 s; sets AFTER_MS (signal
# to exit), RC, and resumes the server
hung_run_then_signal() {
  hung_run_bg
  sleep 4
  pg_stop_hard
  sleep 3
  local sent
  sent=$(hung_ms_now)
  kill -"$1" "$BG_PID"
  dbbench_wait
  AFTER_MS=$(($(hung_ms_now) - sent))
  pg_resume 2>/dev/null
}

hung_signal_case() {
  local signal=$1 want=$2
  need_stress || { not_handled "stress create failed"; return; }
  hung_run_then_signal "$signal"
  # 5 s to write the results, 2 s more for the JVM's own exit on a loaded machine
  if [ "$RC" = "$want" ] && results_whole && [ "$AFTER_MS" -le 7000 ]; then
    handled "exit $RC ${AFTER_MS} ms after SIG$signal, results written"
  else
    not_handled "exit $RC ${AFTER_MS} ms after SIG$signal, files: $(ls -A "$CASE_DIR" | tr '\n' ' ')"
  fi
}

case_10_sigint_while_hung() { hung_signal_case INT 130; }
case_11_sigterm_while_hung() { hung_signal_case TERM 143; }

# No signal: the run ends at its planned end plus the 10 s stop grace, says whom it waits for, then abandons
case_12_end_while_hung() {
  need_stress || { not_handled "stress create failed"; return; }
  hung_run_bg
  sleep 4
  pg_stop_hard
  dbbench_wait
  pg_resume 2>/dev/null
  # seconds after the planned end (the first live line comes a second into the 12 s load): the 10 s stop
  # grace, then a second or two of abandoned closes and the results; 8 s of room for a loaded machine
  local late=$((SECONDS - LOAD_SEEN - 11))
  if [ "$RC" = 5 ] && [ "$late" -le 18 ] && grep -q 'waiting up to' "$OUT" && results_whole; then
    handled "exit 5 ${late}s after the planned end (10 s stop grace)"
  else
    not_handled "exit $RC ${late}s after the planned end, waiting said: $(grep -c 'waiting up to' "$OUT")"
  fi
}

# A schema command on a hung database: a timeout and one line, not a wait as long as the hang
case_13_validate_while_hung() {
  need_stress || { not_handled "stress create failed"; return; }
  pg_stop_hard
  # a bound for the build that hangs: the server comes back after 60 s whatever happens
  (sleep 60; pg_resume) &
  local waker=$!
  dbbench stress validate -cs "$PG_URL" -u "$PGUSER"
  kill "$waker" 2>/dev/null
  wait "$waker" 2>/dev/null
  pg_resume 2>/dev/null
  if [ "$RC" = 4 ] && [ "$SECS" -lt 55 ] && grep -q 'the database stopped answering' "$OUT"; then
    handled "exit 4 after ${SECS}s: $(grep -o 'the database stopped answering[^:]*' "$OUT" | head -1)"
  else
    not_handled "exit $RC after ${SECS}s: $(tail -1 "$OUT" | cut -c1-120)"
  fi
}

# The database fast-stopped in the last third of the run and never back before its end: a failed run
case_14_db_lost_last_third() {
  need_stress || { not_handled "stress create failed"; return; }
  hung_run_bg
  sleep 8
  pg_fast_stop
  dbbench_wait
  pg_start
  if [ "$RC" = 5 ] && grep -q 'database unreachable from ' "$OUT"; then
    handled "exit 5: $(grep -o 'database unreachable from [0-9:]* to the end' "$OUT" | head -1)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | cut -c1-120)"
  fi
}

# A run started against a database that already hangs: one line saying it stopped answering, exit 4, soon
case_15_run_against_hung_db() {
  need_stress || { not_handled "stress create failed"; return; }
  pg_stop_hard
  (sleep 60; pg_resume) &
  local waker=$!
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 2 -rt 0:00.05
  kill "$waker" 2>/dev/null
  wait "$waker" 2>/dev/null
  pg_resume 2>/dev/null
  if [ "$RC" = 4 ] && [ "$SECS" -lt 55 ] && grep -q 'the database stopped answering' "$OUT"; then
    handled "exit 4 after ${SECS}s: $(grep -o 'the database stopped answering[^:]*' "$OUT" | head -1)"
  else
    not_handled "exit $RC after ${SECS}s: $(tail -1 "$OUT" | cut -c1-120)"
  fi
}
