#!/usr/bin/env bash
# Client-side SQL vs server-side functions: runs configs/SOE_Client_Side.xml and
# configs/SOE_Server_Side_V2.xml against the same private, durable PostgreSQL (fsync on: PG_FAST=0)
# for the same time and users, reloading the schema from the same seed before every run so each
# starts from identical data, in the order client, server, server, client (ABBA: drift from a busy
# machine or a warming cache hits both sides alike). Prints TPS per run, per side and the ratio.
#   scripts/bench-soe-sides.sh
# Environment: USERS (default 8), RUNTIME (charbench -rt, default 0:01 = one minute), SCALE (default 0.1),
#              ROUNDS (ABBA rounds, default 1), PG_PORT (default 56420), PG_DIR, KEEP_PG=1.
# Note the mixes differ as SwingBench ships them (client 2.6 weights, server V2 weights with the
# query transactions off): this compares the two stock configs, as field reports do.
set -euo pipefail
cd "$(dirname "$0")/.."
USERS=${USERS:-8}
RUNTIME=${RUNTIME:-0:01}
SCALE=${SCALE:-0.1}
ROUNDS=${ROUNDS:-1}
export PG_PORT=${PG_PORT:-56420} PG_DIR=${PG_DIR:-/tmp/dbbench-soe-sides-pg} PG_FAST=0
JAR=bench-cli/target/bench-cli.jar
[ -f "$JAR" ] || { echo "building $JAR ..." >&2; mvn -B -q -pl bench-cli -am package -DskipTests >&2; }

eval "$(scripts/ensure-pg.sh start)"
stop_pg() { [ "${KEEP_PG:-0}" = 1 ] || scripts/ensure-pg.sh stop >/dev/null 2>&1 || true; }
trap stop_pg EXIT
echo "PostgreSQL $(psql -X -Atc 'show server_version') on 127.0.0.1:$PGPORT (fsync=$(psql -X -Atc 'show fsync')); $(nproc) cores;"\
     "$USERS users, run time $RUNTIME, scale $SCALE"

declare -A SUM COUNT
run_side() { # side config
  java -jar "$JAR" soe create -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" --scale "$SCALE" --replace >/dev/null
  local out tps
  out=$(java -jar "$JAR" -c "$2" -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" -uc "$USERS" -rt "$RUNTIME" \
        -s -nr --max-failed-pct 100)
  tps=$(printf '%s\n' "$out" | sed -n 's/^Completed: .* failed (\([0-9.]*\)%), \([0-9.]*\) per second.*/\2/p')
  [ -n "$tps" ] || { echo "no result line from the $1 run:" >&2; printf '%s\n' "$out" >&2; exit 1; }
  printf '%-7s %10.1f TPS   (%s)\n' "$1" "$tps" "$(printf '%s\n' "$out" | grep '^Completed:')"
  SUM[$1]=$(awk -v a="${SUM[$1]:-0}" -v b="$tps" 'BEGIN { print a + b }')
  COUNT[$1]=$(( ${COUNT[$1]:-0} + 1 ))
}
for ((r = 0; r < ROUNDS; r++)); do
  run_side client configs/SOE_Client_Side.xml
  run_side server configs/SOE_Server_Side_V2.xml
  run_side server configs/SOE_Server_Side_V2.xml
  run_side client configs/SOE_Client_Side.xml
done
awk -v cs="${SUM[client]}" -v cn="${COUNT[client]}" -v ss="${SUM[server]}" -v sn="${COUNT[server]}" 'BEGIN {
  c = cs / cn; s = ss / sn
  printf "RESULT client-side %.1f TPS, server-side %.1f TPS: server/client = %.2f\n", c, s, s / c }'
