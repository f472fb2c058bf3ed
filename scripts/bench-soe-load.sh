#!/usr/bin/env bash
# Measures the Order Entry loader end to end against a private, durable PostgreSQL (fsync on: PG_FAST=0),
# the way SwingBench's wizard is measured: soe create from the first DDL to the last statistic, all rows.
# Prints rows/s and the ratio to the wizard's published ~183,000 rows/s.
#   scripts/bench-soe-load.sh [scale ...]     default: 0.1 1
# Environment: THREADS (default 2), PG_PORT (default 56410), PG_DIR (default /tmp/dbbench-soe-load-pg),
#              KEEP_PG=1 to leave the server running afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
SCALES=("$@"); [ ${#SCALES[@]} -eq 0 ] && SCALES=(0.1 1)
THREADS=${THREADS:-2}
WIZARD_ROWS_PER_SECOND=183000
export PG_PORT=${PG_PORT:-56410} PG_DIR=${PG_DIR:-/tmp/dbbench-soe-load-pg} PG_FAST=0
JAR=bench-cli/target/bench-cli.jar

if [ ! -f "$JAR" ]; then
  echo "building $JAR ..." >&2
  mvn -B -q -o -pl bench-cli -am package -DskipTests >&2
fi

eval "$(scripts/ensure-pg.sh start)"
stop_pg() { [ "${KEEP_PG:-0}" = 1 ] || scripts/ensure-pg.sh stop >/dev/null 2>&1 || true; }
trap stop_pg EXIT

echo "PostgreSQL $(psql -X -Atc 'show server_version') on 127.0.0.1:$PGPORT, fsync=$(psql -X -Atc 'show fsync'),"\
     "synchronous_commit=$(psql -X -Atc 'show synchronous_commit'); $(nproc) cores; $THREADS loader threads"
for scale in "${SCALES[@]}"; do
  java -jar "$JAR" soe drop -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" >/dev/null
  out=$(java -jar "$JAR" soe create -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" \
        --scale "$scale" --threads "$THREADS" | tee >(cat >&2))
  rate=$(printf '%s\n' "$out" | sed -n 's/^Total .*(\([0-9,]*\) rows\/s end to end)/\1/p' | tr -d ,)
  rows=$(printf '%s\n' "$out" | sed -n 's/^Rows generated *\([0-9,]*\)/\1/p' | tr -d ,)
  start=$(date +%s.%N)
  java -jar "$JAR" soe validate -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" | tail -1
  awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "soe validate took %.1f s\n", b - a }'
  awk -v s="$scale" -v r="$rows" -v x="$rate" -v w="$WIZARD_ROWS_PER_SECOND" \
    'BEGIN { printf "RESULT scale %s: %d rows at %d rows/s end to end = %.2f x SwingBench wizard (%d rows/s)\n", s, r, x, x / w, w }'
done
