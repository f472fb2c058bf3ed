#!/usr/bin/env bash
# Measures `lio run`, one session each, on the same table, server and machine, in one run:
#   1. the client loop (lio run --loop client): one JDBC round trip per range count;
#   2. pgbench -M prepared on the same SELECT (when pgbench is on PATH): what a C client gets the same way;
#   3. the server loop (lio run --loop server): the worker loop as one PL/pgSQL procedure, as SLOB runs it;
#   4. the reference: the same range counts in a PL/pgSQL function written here, not by our code (the
#      physical limit of the test: no client round trip).
# and prints two ratios: server loop / reference (target >= 0.8 at WORK_UNIT 256) and client loop /
# pgbench (the like-for-like figure for a client-driven loop, which pays a round trip per operation).
#   scripts/bench-lio.sh                       defaults: WORK_UNIT=256 RUN_SECONDS=20 ROWS=10000
# Environment: WORK_UNIT, RUN_SECONDS (measured window of each side), ROWS (table rows = 8 KB blocks),
#              PG_PORT (default 56420), PG_DIR (default /tmp/dbbench-lio-pg), KEEP_PG=1 to leave the server up.
# The figures depend on what else runs on the machine: quote them with the load you ran them under.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK_UNIT=${WORK_UNIT:-256}
SECONDS_EACH=${RUN_SECONDS:-20}
ROWS=${ROWS:-10000}
export PG_PORT=${PG_PORT:-56420} PG_DIR=${PG_DIR:-/tmp/dbbench-lio-pg}
JAR=bench-cli/target/bench-cli.jar
OUT=$(mktemp -d /tmp/dbbench-lio-XXXXXX)

if [ ! -f "$JAR" ]; then
  echo "building $JAR ..." >&2
  mvn -B -q -o -pl bench-cli -am package -DskipTests >&2
fi

eval "$(scripts/ensure-pg.sh start)"
stop_pg() { [ "${KEEP_PG:-0}" = 1 ] || scripts/ensure-pg.sh stop >/dev/null 2>&1 || true; }
trap stop_pg EXIT
CS=(-cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD")
q() { psql -X -q -At -v ON_ERROR_STOP=1 -c "$1"; }

echo "PostgreSQL $(q 'show server_version') on 127.0.0.1:$PGPORT, shared_buffers=$(q 'show shared_buffers');" \
     "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
java -jar "$JAR" lio drop "${CS[@]}" >/dev/null
java -jar "$JAR" lio create "${CS[@]}" --tables 1 --scale "$ROWS" >&2

# 1. and 3. bench-cli lio run, one session, client or server loop: LIO/s is the CSV's second column
lio_run() {
  java -jar "$JAR" lio run "${CS[@]}" --loop "$1" --sessions 1 --work-unit "$WORK_UNIT" --warmup 5 \
    --run-time "$SECONDS_EACH" -o "$OUT/$1.csv" --no-plots >&2
  awk -F, 'NR == 2 { print $2 }' "$OUT/$1.csv"
}
client=$(lio_run client)

# 2. pgbench -M prepared, 1 client, on the same SELECT with the same key rule; its LIO/s is its tps times
# the server's block reads per transaction over the run (counters read after its backend has exited)
counter="SELECT blks_hit + blks_read FROM pg_stat_database WHERE datname = current_database()"
pgbench_lio=""
if command -v pgbench >/dev/null 2>&1; then
  cat >"$OUT/select.sql" <<SQL
\\set b random($((WORK_UNIT + 1)), $((ROWS - WORK_UNIT)))
SELECT COUNT(c2) FROM lio_t1 WHERE id > :b - $WORK_UNIT AND id < :b;
SQL
  before=$(q "$counter")
  pgbench -n -M prepared -c 1 -T "$SECONDS_EACH" -f "$OUT/select.sql" >"$OUT/pgbench.txt" 2>&1
  sleep 1
  after=$(q "$counter")
  txns=$(awk -F': ' '/number of transactions actually processed/ { split($2, a, "/"); print a[1] }' "$OUT/pgbench.txt")
  tps=$(awk '/^tps = / { print $3 }' "$OUT/pgbench.txt")
  pgbench_lio=$(awk -v t="$tps" -v n="$txns" -v d="$((after - before))" 'BEGIN { printf "%.0f", t * d / n }')
  pgbench_latency=$(awk '/^latency average/ { print $4 }' "$OUT/pgbench.txt")
  pgbench_per_op=$(awk -v n="$txns" -v d="$((after - before))" 'BEGIN { printf "%.1f", d / n }')
fi

server=$(lio_run server)

# 4. the reference, independent of our code: random b, COUNT over (b - WORK_UNIT, b), for SECONDS
reference=$(psql -X -q -At -v ON_ERROR_STOP=1 <<SQL | tail -1
CREATE FUNCTION pg_temp.lio_reference(work_unit int, rows bigint, seconds float8) RETURNS float8 AS \$\$
DECLARE
  stop_at timestamptz := clock_timestamp() + seconds * interval '1 second';
  started timestamptz := clock_timestamp();
  b bigint;
  n bigint;
BEGIN
  WHILE clock_timestamp() < stop_at LOOP
    b := work_unit + 1 + floor(random() * (rows - 2 * work_unit))::bigint;
    SELECT COUNT(c2) INTO n FROM lio_t1 WHERE id > b - work_unit AND id < b;
  END LOOP;
  RETURN extract(epoch FROM clock_timestamp() - started);
END \$\$ LANGUAGE plpgsql;
SELECT pg_temp.lio_reference($WORK_UNIT, $ROWS, 5);
SELECT pg_stat_force_next_flush();
\\set before \`psql -X -At -c "$counter"\`
SELECT pg_temp.lio_reference($WORK_UNIT, $ROWS, $SECONDS_EACH) AS elapsed \\gset
SELECT pg_stat_force_next_flush();
SELECT 1;
\\set after \`psql -X -At -c "$counter"\`
SELECT round(((:after - :before) / :elapsed)::numeric, 0);
SQL
)
awk -v c="$client" -v p="$pgbench_lio" -v pl="${pgbench_latency:-}" -v po="${pgbench_per_op:-}" -v s="$server" -v r="$reference" -v wu="$WORK_UNIT" \
    -v load="$(cut -d' ' -f1-3 /proc/loadavg)" 'BEGIN {
  printf "RESULT lio, 1 session, WORK_UNIT %d, %d s each (load average at the end %s):\n", wu, '"$SECONDS_EACH"', load
  printf "  client loop   bench-cli lio run --loop client        %10.0f LIO/s\n", c
  if (p != "") printf "  pgbench       -M prepared, same SELECT, 1 client     %10.0f LIO/s (%s ms and %s LIO per statement)\n", p, pl, po
  else printf "  pgbench       not on PATH: skipped\n"
  printf "  server loop   bench-cli lio run --loop server        %10.0f LIO/s\n", s
  printf "  reference     PL/pgSQL range-count loop (this script) %9.0f LIO/s\n", r
  printf "RESULT server loop / reference = %.2f (target >= 0.8)\n", s / r
  if (p != "") printf "RESULT client loop / pgbench -M prepared = %.2f (like-for-like client-driven figure)\n", c / p }'
java -jar "$JAR" lio drop "${CS[@]}" >/dev/null
rm -rf "$OUT"
