#!/usr/bin/env bash
# Replays the hostile and first-use cases of issue 35 against a throw-away PostgreSQL and prints one line
# per case: "handled  NAME  detail" or "NOT      NAME  detail", so each round starts from where the last
# one left off. The cases live in scripts/hostile/*.sh, one file per area; each file defines functions
# named case_<name> that use the helpers below and call `handled` or `not_handled` exactly once.
#
# Usage: scripts/hostile-cases.sh [--jar bench-cli.jar] [--only PATTERN]
#   --jar   the CLI jar (default bench-cli/target/bench-cli.jar; build it with mvn -B package -DskipTests)
#   --only  run only the cases whose name matches the grep pattern
# Needs java, Debian's PostgreSQL binaries (scripts/ensure-pg.sh installs them as root) and python3.
# Exit: 0 when every case was handled, 1 when at least one was not, 2 on bad usage or no jar/server.
set -uo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
JAR=$here/bench-cli/target/bench-cli.jar
only=.
while [[ $# -gt 0 ]]; do
  case $1 in
    --jar) JAR=${2:?--jar needs a file}; shift 2 ;;
    --only) only=${2:?--only needs a pattern}; shift 2 ;;
    *) echo "hostile-cases: unknown option $1" >&2; exit 2 ;;
  esac
done
[ -f "$JAR" ] || { echo "hostile-cases: no jar at $JAR (mvn -B package -DskipTests)" >&2; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/dbbench-hostile.XXXXXX")
chmod 755 "$WORK" # as root the server runs as 'postgres', which must reach its data directory
export PG_DIR=$WORK/pg PG_PORT=${PG_PORT:-56400} PG_FAST=1
pg_env=$("$here/scripts/ensure-pg.sh" start) || { echo "hostile-cases: no PostgreSQL" >&2; rm -rf "$WORK"; exit 2; }
eval "$pg_env"
PG_DATA=$PG_DIR/data
PG_URL=$BENCH_PG_JDBC_URL
export DBBENCH_PASSWORD=$PGPASSWORD

cleanup() {
  # a case may leave the server stopped (SIGSTOP): wake it, then stop it and remove everything
  pg_resume 2>/dev/null || true
  "$here/scripts/ensure-pg.sh" stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

failures=0
current=""
handled() { printf 'handled  %-34s %s\n' "$current" "$*"; }
not_handled() { printf 'NOT      %-34s %s\n' "$current" "$*"; failures=$((failures + 1)); }

# dbbench [args...]: the CLI with the throw-away server's user, run in a fresh directory under $WORK;
# sets OUT (stdout+stderr file), RC (exit code), SECS (wall seconds) and CASE_DIR (where it ran).
dbbench() {
  CASE_DIR=$(mktemp -d "$WORK/case.XXXXXX")
  OUT=$CASE_DIR/out.txt
  local start=$SECONDS
  (cd "$CASE_DIR" && timeout -k 5 300 java -jar "$JAR" "$@") >"$OUT" 2>&1
  RC=$?
  SECS=$((SECONDS - start))
}
# dbbench_bg [args...]: as dbbench, in the background; sets BG_PID; wait with dbbench_wait
dbbench_bg() {
  CASE_DIR=$(mktemp -d "$WORK/case.XXXXXX")
  OUT=$CASE_DIR/out.txt
  BG_START=$SECONDS
  (cd "$CASE_DIR" && exec java -jar "$JAR" "$@") >"$OUT" 2>&1 &
  BG_PID=$!
}
dbbench_wait() { wait "$BG_PID"; RC=$?; SECS=$((SECONDS - BG_START)); }
# The server's postmaster and all its children: stop (as a hung host would) and resume them
pg_pids() { local pm; pm=$(head -1 "$PG_DATA/postmaster.pid"); echo "$pm" $(pgrep -P "$pm"); }
pg_stop_hard() { kill -STOP $(pg_pids); }
pg_resume() { kill -CONT $(pg_pids); }
pg_fast_stop() { "$here/scripts/ensure-pg.sh" stop >/dev/null 2>&1; }
pg_start() { eval "$("$here/scripts/ensure-pg.sh" start)"; }
# The stress schema (scale 0.1: 100,000 rows), created once per script run for cases that need it
stress_ready=""
need_stress() {
  [ -n "$stress_ready" ] && return 0
  dbbench stress create -cs "$PG_URL" -u "$PGUSER" --scale 0.1
  [ "$RC" = 0 ] && stress_ready=1
}
# results_whole: the run's three result files (res.*) are there and not empty, and no hidden temporary file is left
results_whole() {
  [ -s "$CASE_DIR/res.xml" ] && [ -s "$CASE_DIR/res.json" ] && [ -s "$CASE_DIR/res.html" ] \
    && ! ls -A "$CASE_DIR" | grep -q '^\..*tmp'
}

for f in "$here"/scripts/hostile/*.sh; do
  # shellcheck disable=SC1090
  . "$f"
done
for fn in $(declare -F | awk '{print $3}' | grep '^case_' | sort); do
  current=${fn#case_}
  echo "$current" | grep -q -- "$only" || continue
  "$fn"
done
echo "hostile-cases: $failures not handled"
[ "$failures" = 0 ]
