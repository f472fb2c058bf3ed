#!/usr/bin/env bash
# Measures `lio run` against the physical limit of the test: the same range counts executed inside the
# database by a PL/pgSQL loop (no client round trips), on the same table, server and machine, one session
# each, and prints the ratio (target >= 0.8 at WORK_UNIT 256).
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

# 1. the client loop: bench-cli lio run, one session
java -jar "$JAR" lio run "${CS[@]}" --sessions 1 --work-unit "$WORK_UNIT" --warmup 5 --run-time "$SECONDS_EACH" \
  -o "$OUT/lio.csv" --no-plots >&2
client=$(awk -F, 'NR == 2 { print $2 }' "$OUT/lio.csv")

# 2. the same range counts inside the database: random b, COUNT over (b - WORK_UNIT, b), for SECONDS
counter="SELECT blks_hit + blks_read FROM pg_stat_database WHERE datname = current_database()"
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
awk -v c="$client" -v r="$reference" -v wu="$WORK_UNIT" 'BEGIN {
  printf "RESULT lio, 1 session, WORK_UNIT %d: bench-cli %.0f LIO/s vs in-database PL/pgSQL loop %.0f LIO/s = ratio %.2f (target >= 0.8)\n", wu, c, r, c / r }'
java -jar "$JAR" lio drop "${CS[@]}" >/dev/null
rm -rf "$OUT"
