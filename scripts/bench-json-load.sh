#!/usr/bin/env bash
# Measures the JSON loader (`json create` as a user runs it: JVM start, DDL, generation, binary COPY of
# jsonb, the unique key index) against a private, durable PostgreSQL (fsync on: PG_FAST=0) and, on the same
# server, PostgreSQL's own COPY FROM of the same documents from a server-side text file, then the same
# index: the physical limit. Prints rows/s for both and the ratio reference / ours.
#   scripts/bench-json-load.sh [scale ...]     default: 0.1 (100,000 passengers)
# Environment: THREADS (default 2), PG_PORT (default 56421), PG_DIR (default /tmp/dbbench-json-load-pg),
#              KEEP_PG=1 to leave the server running afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
SCALES=("$@"); [ ${#SCALES[@]} -eq 0 ] && SCALES=(0.1)
THREADS=${THREADS:-2}
export PG_PORT=${PG_PORT:-56421} PG_DIR=${PG_DIR:-/tmp/dbbench-json-load-pg} PG_FAST=0
JAR=bench-cli/target/bench-cli.jar

if [ ! -f "$JAR" ] || [ -n "$(find bench-workloads/src/main bench-cli/src/main bench-core/src/main -newer "$JAR" -type f | head -1)" ]; then
  echo "building $JAR ..." >&2
  mvn -B -q -o -pl bench-cli -am package -DskipTests >&2
fi

eval "$(scripts/ensure-pg.sh start)"
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"  # no NOTICE for DROP TABLE IF EXISTS
FILE="$PG_DIR/passengers.copy"
cleanup() {
  psql -X -q -c 'DROP TABLE IF EXISTS rawcopy_passengers' >/dev/null 2>&1 || true
  rm -f "$FILE"
  [ "${KEEP_PG:-0}" = 1 ] || scripts/ensure-pg.sh stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
now() { date +%s.%N; }

echo "PostgreSQL $(psql -X -Atc 'show server_version') on 127.0.0.1:$PGPORT, fsync=$(psql -X -Atc 'show fsync');"\
     "$(nproc) cores; $THREADS threads; load average $(cut -d' ' -f1-3 /proc/loadavg)"
for scale in "${SCALES[@]}"; do
  java -jar "$JAR" json drop -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" >/dev/null
  psql -X -q -c 'CHECKPOINT'
  start=$(now)
  java -jar "$JAR" json create -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" \
        --scale "$scale" --threads "$THREADS" >&2
  ours=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  rows=$(psql -X -Atc 'SELECT COUNT(*) FROM passengers')
  psql -X -q -c "COPY passengers TO '$FILE'"
  psql -X -q -c 'DROP TABLE IF EXISTS rawcopy_passengers' \
       -c "CREATE TABLE rawcopy_passengers (doc JSONB NOT NULL, CHECK (jsonb_typeof(doc) = 'object'))" -c 'CHECKPOINT'
  start=$(now)
  psql -X -q -v ON_ERROR_STOP=1 -c "COPY rawcopy_passengers FROM '$FILE'" \
       -c "CREATE UNIQUE INDEX rawcopy_passengers_key_ix ON rawcopy_passengers ((doc->>'passengerId'))"
  raw=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  awk -v s="$scale" -v r="$rows" -v o="$ours" -v c="$raw" 'BEGIN {
    printf "scale %s: %d documents\n", s, r
    printf "  json create, end to end:          %7.1f s  (%d rows/s)\n", o, r / o
    printf "  one COPY FROM file + same index:  %7.1f s  (%d rows/s)\n", c, r / c
    printf "RESULT scale %s: ratio COPY / json create = %.2f\n", s, c / o }'
  psql -X -q -c 'DROP TABLE rawcopy_passengers'
  rm -f "$FILE"
done
