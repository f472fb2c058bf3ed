#!/usr/bin/env bash
# Measures the Calling Circle loader (`cc create` as a user runs it: JVM start, DDL, generation, binary COPY
# of four tables, keys, indexes, ANALYZE) against a private, durable PostgreSQL (fsync on: PG_FAST=0) and, on
# the same server, PostgreSQL's own COPY FROM of the same rows from server-side text files into bare copies
# of the tables, then the same keys, indexes and ANALYZE: the physical limit. Prints rows/s for both and the
# ratio reference / ours.
#   scripts/bench-cc-load.sh [scale ...]     default: 0.1 (100,000 customers, 1,700,000 rows)
# Environment: THREADS (default 2), PG_PORT (default 56424), PG_DIR (default /tmp/dbbench-cc-load-pg),
#              KEEP_PG=1 to leave the server running afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
SCALES=("$@"); [ ${#SCALES[@]} -eq 0 ] && SCALES=(0.1)
THREADS=${THREADS:-2}
export PG_PORT=${PG_PORT:-56424} PG_DIR=${PG_DIR:-/tmp/dbbench-cc-load-pg} PG_FAST=0
JAR=bench-cli/target/bench-cli.jar
TABLES=(cc_calls cc_circles cc_customers cc_accounts)
DDL=bench-workloads/src/main/resources/io/dbbench/workloads/callingcircle/postgresql

if [ ! -f "$JAR" ] || [ -n "$(find bench-workloads/src/main bench-cli/src/main bench-core/src/main -newer "$JAR" -type f | head -1)" ]; then
  echo "building $JAR ..." >&2
  mvn -B -q -o -pl bench-cli -am package -DskipTests >&2
fi

eval "$(scripts/ensure-pg.sh start)"
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"  # no NOTICE for DROP ... IF EXISTS
psql -X -q -c 'CREATE SCHEMA IF NOT EXISTS rawcopy'
cleanup() {
  psql -X -q -c 'DROP SCHEMA IF EXISTS rawcopy CASCADE' >/dev/null 2>&1 || true
  for t in "${TABLES[@]}"; do rm -f "$PG_DIR/$t.copy"; done
  [ "${KEEP_PG:-0}" = 1 ] || scripts/ensure-pg.sh stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
now() { date +%s.%N; }

echo "PostgreSQL $(psql -X -Atc 'show server_version') on 127.0.0.1:$PGPORT, fsync=$(psql -X -Atc 'show fsync');"\
     "$(nproc) cores; $THREADS threads; load average $(cut -d' ' -f1-3 /proc/loadavg)"
for scale in "${SCALES[@]}"; do
  java -jar "$JAR" cc drop -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" >/dev/null
  psql -X -q -c 'CHECKPOINT'
  start=$(now)
  java -jar "$JAR" cc create -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" \
        --scale "$scale" --threads "$THREADS" >&2
  ours=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  rows=0
  for t in "${TABLES[@]}"; do
    rows=$((rows + $(psql -X -Atc "SELECT COUNT(*) FROM $t")))
    psql -X -q -c "COPY $t TO '$PG_DIR/$t.copy'"
  done
  # the same tables, keys and statistics in schema rawcopy: our own DDL with the schema put in front
  psql -X -q -c 'DROP SCHEMA IF EXISTS rawcopy CASCADE' -c 'CREATE SCHEMA rawcopy'
  sed -E 's/CREATE TABLE (cc_)/CREATE TABLE rawcopy.\1/' "$DDL/tables.sql" | psql -X -q -v ON_ERROR_STOP=1 >/dev/null
  psql -X -q -c 'CHECKPOINT'
  start=$(now)
  for t in "${TABLES[@]}"; do
    psql -X -q -v ON_ERROR_STOP=1 -c "COPY rawcopy.$t FROM '$PG_DIR/$t.copy'" &
  done
  wait
  sed -E -e 's/(ALTER TABLE|ON|ANALYZE) (cc_)/\1 rawcopy.\2/' -e 's/CONSTRAINT (cc_)/CONSTRAINT raw_\1/' \
      -e 's/CREATE INDEX (cc_)/CREATE INDEX raw_\1/' "$DDL/indexes.sql" "$DDL/statistics.sql" \
    | grep -v '^--' | psql -X -q -v ON_ERROR_STOP=1 >/dev/null
  raw=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  awk -v s="$scale" -v r="$rows" -v o="$ours" -v c="$raw" -v th="$THREADS" 'BEGIN {
    printf "scale %s: %d rows in 4 tables\n", s, r
    printf "  cc create, end to end:                    %7.1f s  (%d rows/s)\n", o, r / o
    printf "  COPY FROM files (4 at once) + keys, ANALYZE: %7.1f s  (%d rows/s)\n", c, r / c
    printf "RESULT scale %s: ratio COPY / cc create = %.2f\n", s, c / o }'
  psql -X -q -c 'DROP SCHEMA rawcopy CASCADE'
  for t in "${TABLES[@]}"; do rm -f "$PG_DIR/$t.copy"; done
done
