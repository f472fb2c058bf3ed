#!/usr/bin/env bash
# Measures the TPC-DS-like loader end to end against a private, durable PostgreSQL (fsync on: PG_FAST=0)
# and, in the same run on the same server, PostgreSQL's own COPY FROM of the same rows from files (text
# format, server-side files, the same number of parallel sessions): the physical limit of loading.
# Ours is `tpcds create` as a user runs it: JVM start, DDL, generation, binary COPY, primary keys and
# indexes, statistics, the load marker. The reference runs twice: bare COPY into bare tables (the data
# alone), then COPY followed, per table as soon as it is in, by the same primary key, indexes and ANALYZE
# that `tpcds create` built (read back from the loaded schema): the like-for-like end state. Prints the
# times and the ratio reference / ours for both (target >= 0.6 end to end: ours at most 1.6x).
#   scripts/bench-tpcds-load.sh [scale ...]     default: 0.1
# Environment: THREADS (default 2), PG_PORT (default 56420), PG_DIR (default /tmp/dbbench-tpcds-load-pg),
#              INDEXES (all|pk|none, default all), KEEP_PG=1 to leave the server running afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
SCALES=("$@"); [ ${#SCALES[@]} -eq 0 ] && SCALES=(0.1)
THREADS=${THREADS:-2}
INDEXES=${INDEXES:-all}
export PG_PORT=${PG_PORT:-56420} PG_DIR=${PG_DIR:-/tmp/dbbench-tpcds-load-pg} PG_FAST=0
JAR=bench-cli/target/bench-cli.jar
TABLES="inventory store_sales catalog_sales web_sales time_dim date_dim store_returns customer_demographics
customer catalog_returns customer_address catalog_page web_returns household_demographics item promotion web_page
reason web_site income_band ship_mode store call_center warehouse"

if [ ! -f "$JAR" ] || [ -n "$(find bench-workloads/src/main bench-cli/src/main bench-core/src/main -newer "$JAR" -type f | head -1)" ]; then
  echo "building $JAR ..." >&2
  mvn -B -q -o -pl bench-cli -am package -DskipTests >&2
fi

eval "$(scripts/ensure-pg.sh start)"
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"  # no NOTICE per table of DROP ... CASCADE
FILES="$PG_DIR/copy-files"
cleanup() {
  psql -X -q -c 'DROP SCHEMA IF EXISTS rawcopy CASCADE' >/dev/null 2>&1 || true
  rm -rf "$FILES"
  [ "${KEEP_PG:-0}" = 1 ] || scripts/ensure-pg.sh stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
now() { date +%s.%N; }

echo "PostgreSQL $(psql -X -Atc 'show server_version') on 127.0.0.1:$PGPORT, fsync=$(psql -X -Atc 'show fsync'),"\
     "synchronous_commit=$(psql -X -Atc 'show synchronous_commit'); $(nproc) cores; $THREADS threads;"\
     "load average $(cut -d' ' -f1-3 /proc/loadavg)"
for scale in "${SCALES[@]}"; do
  java -jar "$JAR" tpcds drop -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" >/dev/null
  psql -X -q -c 'DROP SCHEMA IF EXISTS rawcopy CASCADE' >/dev/null 2>&1
  psql -X -q -c 'CHECKPOINT'
  start=$(now)
  java -jar "$JAR" tpcds create -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" \
        --scale "$scale" --threads "$THREADS" --indexes "$INDEXES" >&2
  ours=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  rows=$(psql -X -Atc "SELECT $(for t in $TABLES; do printf '(SELECT COUNT(*) FROM %s) + ' "$t"; done) 0")
  bytes=$(psql -X -Atc "SELECT SUM(pg_total_relation_size(c.oid)) FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace")
  echo "loaded database size: $(awk -v b="$bytes" 'BEGIN { printf "%.0f MB", b / 1048576 }') (tables, keys and indexes)" >&2

  # the same rows as files, each table's after-load statements as tpcds create left them, bare tables
  rm -rf "$FILES"; mkdir -p "$FILES"; chmod 777 "$FILES"
  for t in $TABLES; do
    psql -X -q -c "COPY public.$t TO '$FILES/$t.copy'"
    { echo "COPY rawcopy.$t FROM '$FILES/$t.copy';"
      psql -X -Atc "SELECT format('ALTER TABLE rawcopy.%I ADD %s;', c.relname, pg_get_constraintdef(k.oid)) FROM pg_constraint k
                    JOIN pg_class c ON c.oid = k.conrelid WHERE c.relnamespace = 'public'::regnamespace AND k.contype = 'p' AND c.relname = '$t'"
      psql -X -Atc "SELECT replace(indexdef, ' ON public.', ' ON rawcopy.') || ';' FROM pg_indexes WHERE schemaname = 'public'
                    AND tablename = '$t' AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype = 'p')"
      echo "ANALYZE rawcopy.$t;"; } > "$FILES/$t.full.sql"
  done
  file_bytes=$(du -sb --exclude='*.sql' "$FILES" | cut -f1)
  indexes=$(cat "$FILES"/*.full.sql | grep -c '^CREATE INDEX' || true)
  bare_tables() {
    psql -X -q -c 'DROP SCHEMA IF EXISTS rawcopy CASCADE' -c 'CREATE SCHEMA rawcopy'
    for t in $TABLES; do psql -X -q -c "CREATE TABLE rawcopy.$t (LIKE public.$t)"; done
    psql -X -q -c 'CHECKPOINT'
  }
  bare_tables
  start=$(now)
  printf '%s\n' $TABLES | xargs -P "$THREADS" -I{} psql -X -q -c "COPY rawcopy.{} FROM '$FILES/{}.copy'"
  raw=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  bare_tables
  start=$(now)
  printf '%s\n' $TABLES | xargs -P "$THREADS" -I{} psql -X -q -v ON_ERROR_STOP=1 -f "$FILES/{}.full.sql"
  full=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  awk -v s="$scale" -v r="$rows" -v o="$ours" -v c="$raw" -v e="$full" -v f="$file_bytes" -v db="$bytes" -v ix="$indexes" 'BEGIN {
    printf "scale %s: %d rows, %.0f MB as COPY text files, %.0f MB in the database\n", s, r, f / 1048576, db / 1048576
    printf "  tpcds create, end to end:                  %7.1f s  (%d rows/s)\n", o, r / o
    printf "  raw COPY FROM files, bare tables:          %7.1f s  (%d rows/s)\n", c, r / c
    printf "  raw COPY + same keys, %2d indexes, ANALYZE: %7.1f s\n", ix, e
    printf "RESULT scale %s: ratio (COPY + same keys/indexes/ANALYZE) / tpcds create = %.2f (target >= 0.60)\n", s, e / o
    printf "RESULT scale %s: ratio bare COPY / tpcds create = %.2f (data alone against everything)\n", s, c / o }'
  psql -X -q -c 'DROP SCHEMA rawcopy CASCADE'
  rm -rf "$FILES"
done
