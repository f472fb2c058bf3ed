# Issue 35 items 6, 7, 9 and 10 (helper f3): wrong or unclear lines. Each case checks the line a user reads
# and the exit code.

# 6. --server-pid must be the run's PostgreSQL postmaster: sleep gave the server a CPU of 0, with exit 0
case_30_server_pid_sleep() {
  need_stress || { not_handled "stress create failed"; return; }
  sleep 120 &
  local sleeper=$!
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 1 -rt 0:00.02 --server-pid "$sleeper"
  kill "$sleeper" 2>/dev/null; wait "$sleeper" 2>/dev/null
  if [ "$RC" = 2 ] && grep -q "option --server-pid: process $sleeper is 'sleep', not a PostgreSQL postmaster" "$OUT"; then
    handled "exit 2: $(tail -1 "$OUT" | cut -c1-90)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | cut -c1-100)"
  fi
}

# 6. PID 1 is the whole container (or host) as "the server"
case_30_server_pid_1() {
  need_stress || { not_handled "stress create failed"; return; }
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 1 -rt 0:00.02 --server-pid 1
  if [ "$RC" = 2 ] && grep -q "option --server-pid: process 1 is " "$OUT"; then
    handled "exit 2: $(tail -1 "$OUT" | cut -c1-90)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | cut -c1-100)"
  fi
}

# 7a. More users than max_connections: the final line must count the users that never logged on (the users
# less the most the live view showed), not the handful that got in after the stop. A server of its own with
# max_connections 20, so 60 users fill it at once.
case_30_logon_count_line() {
  local small=$WORK/pg-small url
  mkdir -p "$small" && chmod 755 "$small"
  url=$(PG_DIR=$small PG_PORT=$((PG_PORT + 7)) PG_MAX_CONNECTIONS=20 "$here/scripts/ensure-pg.sh" start 2>/dev/null \
    | sed -nE "s/^export BENCH_PG_JDBC_URL='(.*)'$/\1/p")
  [ -n "$url" ] || { not_handled "no server with max_connections 20"; return; }
  dbbench stress create -cs "$url" -u "$PGUSER" --scale 0.01
  dbbench -c "$here/configs/Stress_Test.xml" -cs "$url" -u "$PGUSER" -uc 60 -rt 0:00.08
  PG_DIR=$small "$here/scripts/ensure-pg.sh" stop >/dev/null 2>&1
  local line never live
  line=$(grep -E "of 60 users (never logged on|could not log on)" "$OUT" | tail -1)
  never=$(echo "$line" | sed -nE 's/.* ([0-9]+) of 60 users .*/\1/p')
  live=$(grep -oE '\[[0-9]+/60\]' "$OUT" | tr -d '[]' | cut -d/ -f1 | sort -n | tail -1)
  if [ "$RC" = 5 ] && [ -n "$never" ] && [ -n "$live" ] && echo "$line" | grep -q "never logged on; [0-9]* logon attempts failed" \
      && [ $((never + live)) = 60 ]; then
    handled "exit 5, live max $live: $(echo "$line" | sed 's/^bench-cli: //' | cut -c1-80)"
  else
    not_handled "exit $RC, live max ${live:-?}: $(echo "${line:-no line}" | sed 's/^bench-cli: //' | cut -c1-80)"
  fi
}

# 7b. A statements file: run with the statement runner's config and -D STATEMENTS_CONFIG_FILE=FILE
f3_statements() {
  dbbench -c "$here/configs/TPCDS_Like_Workload.xml" -cs "$PG_URL" -u "$PGUSER" -uc 1 -rt 0:00.02 \
    -D "STATEMENTS_CONFIG_FILE=$1"
}

case_30_statements_random_bytes() {
  local f=$WORK/random.sql
  printf 'select 1;\n' >"$f"; head -c 4096 /dev/urandom | tr -d '\000' >>"$f"
  f3_statements "$f"
  if [ "$RC" = 3 ] && grep -q "$f: not valid UTF-8 text at byte [0-9]* (line" "$OUT"; then
    handled "exit 3: $(tail -1 "$OUT" | sed "s|$WORK/||" | cut -c1-80)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | sed "s|$WORK/||" | cut -c1-90)"
  fi
}

case_30_statements_nul() {
  local f=$WORK/nul.sql
  head -c 512 /dev/zero >"$f"
  f3_statements "$f"
  if [ "$RC" = 3 ] && grep -q "$f: a NUL byte at byte 0 (line 1): NUL is not allowed in SQL text" "$OUT"; then
    handled "exit 3: $(tail -1 "$OUT" | sed "s|$WORK/||" | cut -c1-80)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | sed "s|$WORK/||" | cut -c1-90)"
  fi
}

case_30_statements_fifo() {
  local f=$WORK/fifo.sql
  rm -f "$f"; mkfifo "$f"
  f3_statements "$f"
  if [ "$RC" = 3 ] && grep -q "is not a regular file (a FIFO: " "$OUT"; then
    handled "exit 3: $(tail -1 "$OUT" | sed "s|$WORK/||g" | cut -c1-80)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | sed "s|$WORK/||g" | cut -c1-90)"
  fi
  rm -f "$f"
}

# 9. A PostgreSQL address without a scheme is Oracle Easy Connect: say the server speaks PostgreSQL
case_30_pg_address_without_scheme() {
  dbbench -c "$here/configs/Stress_Test.xml" -cs "127.0.0.1:$PGPORT/$PGDATABASE" -u "$PGUSER" -uc 1 -rt 0:00.02
  if [ "$RC" = 4 ] && grep -q "the server there speaks PostgreSQL, not Oracle .*use -cs jdbc:postgresql://127.0.0.1:$PGPORT/$PGDATABASE" "$OUT"; then
    handled "exit 4: $(tail -1 "$OUT" | sed 's/^bench-cli: //' | cut -c1-80)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | sed 's/^bench-cli: //' | cut -c1-90)"
  fi
}

# 10. A mistyped subcommand is named first, not the valid options after it
case_30_subcommand_typo() {
  dbbench soe crate -cs "$PG_URL" -u "$PGUSER"
  if [ "$RC" = 2 ] && grep -q "unknown subcommand 'crate'; did you mean create?" "$OUT"; then
    handled "exit 2: $(tail -1 "$OUT" | cut -c1-80)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | cut -c1-90)"
  fi
}

case_30_compare_typo() {
  dbbench comapre a.json b.json
  if [ "$RC" = 2 ] && grep -q "unknown command 'comapre'; did you mean compare?" "$OUT"; then
    handled "exit 2: $(tail -1 "$OUT" | cut -c1-80)"
  else
    not_handled "exit $RC: $(tail -1 "$OUT" | cut -c1-90)"
  fi
}
