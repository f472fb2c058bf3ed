#!/usr/bin/env bash
# Measures the Sales History loader (`sh create` as a user runs it: JVM start, DDL, generation, binary COPY
# of the eight tables, keys, indexes and ANALYZE) against a private, durable PostgreSQL (fsync on:
# PG_FAST=0) and, on the same server, PostgreSQL's own COPY FROM of the same rows from server-side text
# files into bare copies of the tables, then the same keys, indexes and ANALYZE (indexes.sql and
# statistics.sql, one after the other in one session): the physical limit. Prints rows/s for both and the
# ratio reference / ours.
#   scripts/bench-sh-load.sh [scale ...]     default: 0.5 (500,000 sales, 586,000 rows in all)
# Environment: THREADS (default 2), PG_PORT (default 56431), PG_DIR (default /tmp/dbbench-sh-load-pg),
#              KEEP_PG=1 to leave the server running afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
SCALES=("$@"); [ ${#SCALES[@]} -eq 0 ] && SCALES=(0.5)
THREADS=${THREADS:-2}
export PG_PORT=${PG_PORT:-56431} PG_DIR=${PG_DIR:-/tmp/dbbench-sh-load-pg} PG_FAST=0
JAR=bench-cli/target/bench-cli.jar
SQL=bench-workloads/src/main/resources/io/dbbench/workloads/sh/postgresql
TABLES="sh_sales sh_costs sh_customers sh_times sh_promotions sh_products sh_countries sh_channels"

if [ ! -f "$JAR" ] || [ -n "$(find bench-workloads/src/main bench-cli/src/main bench-core/src/main -newer "$JAR" -type f | head -1)" ]; then
  echo "building $JAR ..." >&2
  mvn -B -q -o -pl bench-cli -am package -DskipTests >&2
fi

eval "$(scripts/ensure-pg.sh start)"
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"  # no NOTICE for DROP ... IF EXISTS
cleanup() {
  psql -X -q -c 'DROP SCHEMA IF EXISTS rawcopy CASCADE' >/dev/null 2>&1 || true
  rm -f "$PG_DIR"/sh_*.copy
  [ "${KEEP_PG:-0}" = 1 ] || scripts/ensure-pg.sh stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
now() { date +%s.%N; }

echo "PostgreSQL $(psql -X -Atc 'show server_version') on 127.0.0.1:$PGPORT, fsync=$(psql -X -Atc 'show fsync');"\
     "$(nproc) cores; $THREADS threads; load average $(cut -d' ' -f1-3 /proc/loadavg)"
for scale in "${SCALES[@]}"; do
  java -jar "$JAR" sh drop -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" >/dev/null
  psql -X -q -c 'CHECKPOINT'
  start=$(now)
  java -jar "$JAR" sh create -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" \
        --scale "$scale" --threads "$THREADS" >&2
  ours=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  bytes=$(psql -X -Atc "SELECT SUM(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                        WHERE c.relkind = 'r' AND n.nspname = current_schema() AND c.relname LIKE 'sh\_%'")
  rows=0
  copy_in=""
  psql -X -q -c 'DROP SCHEMA IF EXISTS rawcopy CASCADE' -c 'CREATE SCHEMA rawcopy'
  for t in $TABLES; do
    rows=$((rows + $(psql -X -Atc "SELECT COUNT(*) FROM $t")))
    psql -X -q -c "COPY $t TO '$PG_DIR/$t.copy'" -c "CREATE TABLE rawcopy.$t (LIKE public.$t)"
    copy_in="$copy_in COPY $t FROM '$PG_DIR/$t.copy';"
  done
  psql -X -q -c 'CHECKPOINT'
  start=$(now)
  { echo "SET search_path = rawcopy;"; echo "$copy_in"; cat "$SQL/indexes.sql" "$SQL/statistics.sql"; } \
    | psql -X -q -v ON_ERROR_STOP=1 >/dev/null
  raw=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  awk -v s="$scale" -v r="$rows" -v b="$bytes" -v o="$ours" -v c="$raw" 'BEGIN {
    printf "scale %s: %d rows in 8 tables, %.0f MB with keys and indexes\n", s, r, b / 1048576
    printf "  sh create, end to end:                      %7.1f s  (%d rows/s)\n", o, r / o
    printf "  COPY FROM files + same keys/indexes/ANALYZE: %7.1f s  (%d rows/s)\n", c, r / c
    printf "RESULT scale %s: ratio COPY / sh create = %.2f\n", s, c / o }'
  psql -X -q -c 'DROP SCHEMA rawcopy CASCADE'
  rm -f "$PG_DIR"/sh_*.copy
done
