#!/usr/bin/env bash
# Measures how fast dbbench's users log on against how fast the database accepts connections: in one run,
# against one private PostgreSQL this script starts (never on port 5432), USERS users of the Stress Test with
# LogonDelay 0 (logonTimeMillis of the results: engine start to the last user logged on) against `pgbench -C`
# with as many clients (a new connection per transaction, each transaction one SELECT 1). Prints both rates
# and their ratio; the target is a ratio of at least 0.8. Like with like:
# - both sides log on over TCP to 127.0.0.1 with a password, which the cluster checks with scram-sha-256
#   (the script prints the method), so each logon costs the client a SCRAM handshake (4096 PBKDF2
#   iterations): libpq computes it in C, pgjdbc in Java;
# - both sides do nothing but log on while they log on: the compared dbbench runs set WaitTillAllLogon, so
#   the users already on wait instead of running Stress Test transactions flat out beside the logons (as
#   pgbench's clients only connect and SELECT 1). The same runs without it are printed for information: on
#   a small machine those transactions take most of the CPU and the logons get what is left.
# A dbbench run whose users did not all log on gives no rate and says so.
#   scripts/bench-logons.sh
# Environment: USERS (default 300), REPEATS (default 3: the median of each side is compared),
#              PG_PORT (default 56520), PG_DIR (default /tmp/dbbench-logons-pg), KEEP_PG=1 to leave the
#              server running afterwards.
#              JAVA_OPTS: JVM options of the dbbench runs (e.g. -Ddbbench.maxConcurrentLogons=N).
# Exit: 0 when the ratio reaches the target, 1 when it does not, other codes on errors.
set -euo pipefail
cd "$(dirname "$0")/.."
USERS=${USERS:-300}
REPEATS=${REPEATS:-3}
readonly TARGET=0.8
export PG_PORT=${PG_PORT:-56520} PG_DIR=${PG_DIR:-/tmp/dbbench-logons-pg} PG_FAST=1
export PG_MAX_CONNECTIONS=$((USERS + 20))
JAR=bench-cli/target/bench-cli.jar
WORK=$(mktemp -d "${TMPDIR:-/tmp}/dbbench-logons.XXXXXX")

if [[ ! -f $JAR ]] || [[ -n "$(find pom.xml bench-core/src/main bench-cli/src/main -newer "$JAR" -type f -print -quit)" ]]; then
  echo "building $JAR ..." >&2
  # shellcheck disable=SC2086  # MVN_ARGS is a list of arguments
  mvn -B -q ${MVN_ARGS:-} -pl bench-cli -am package -DskipTests >&2
fi

# a PG_DIR that exists already is someone's cluster that ensure-pg.sh reuses: never stopped nor deleted here
[[ -e $PG_DIR ]] && OWN_PG=0 || OWN_PG=1
eval "$(scripts/ensure-pg.sh start)"
cleanup() {
  rm -rf "$WORK"
  # only a cluster this script created is removed, unless asked to keep it
  if [ "$OWN_PG" = 1 ] && [ "${KEEP_PG:-0}" != 1 ]; then
    scripts/ensure-pg.sh stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
trap cleanup EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "PostgreSQL $(psql -X -Atc 'show server_version') on 127.0.0.1:$PGPORT, max_connections $(psql -X -Atc 'show max_connections');"\
     "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $USERS users, LogonDelay 0, $REPEATS repeats"
echo "authentication for both sides: host 127.0.0.1 $(psql -X -Atc "SELECT auth_method FROM pg_hba_file_rules WHERE type = 'host' AND '127.0.0.1' = ANY (address::text[]) LIMIT 1" 2>/dev/null || echo '?'),"\
     "password_encryption $(psql -X -Atc 'show password_encryption')"

# the Stress Test schema once, so every timed run starts its users at once
java -jar "$JAR" -c configs/Stress_Test.xml -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" -uc 1 -rt 0:00.01 \
    --create -nr --no-html >/dev/null

# the Stress Test with WaitTillAllLogon: users log on, then wait for the others (the compared runs)
sed 's#<WaitTillAllLogon>false</WaitTillAllLogon>#<WaitTillAllLogon>true</WaitTillAllLogon>#' configs/Stress_Test.xml \
    >"$WORK/stress-wait.xml"
grep -q '<WaitTillAllLogon>true</WaitTillAllLogon>' "$WORK/stress-wait.xml" \
    || { echo "configs/Stress_Test.xml has no <WaitTillAllLogon>false</WaitTillAllLogon> to turn on" >&2; exit 2; }

# one dbbench run: prints its line and, when every user logged on, its rate on the last line
dbbench_run() { # name config run-time
  local name=$1 config=$2 runtime=$3 rc=0 logon_errors millis rate
  # shellcheck disable=SC2086  # JAVA_OPTS is a list of options
  java ${JAVA_OPTS:-} -jar "$JAR" -c "$config" -cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD" -uc "$USERS" -ld 0 \
      -rt "$runtime" -r "$WORK/$name.xml" --no-html --json "$WORK/$name.json" >"$WORK/$name.out" 2>&1 || rc=$?
  logon_errors=$(grep -o '"LOGON:[^"]*" *: *[0-9]*' "$WORK/$name.json" 2>/dev/null | tr -d ' "' | paste -sd, - || true)
  if [[ $rc -ne 0 || -n $logon_errors ]]; then
    echo "dbbench $name: not all $USERS users logged on (exit $rc${logon_errors:+, logon errors $logon_errors}): no rate"
    return
  fi
  millis=$(sed -n 's/.*"logonTimeMillis" *: *\([0-9.]*\).*/\1/p' "$WORK/$name.json" | head -n 1)
  [[ -n $millis ]] || { echo "no logonTimeMillis in $WORK/$name.json" >&2; exit 2; }
  # 0: the run ended before its last user was on
  if awk -v ms="$millis" 'BEGIN { exit !(ms <= 0) }'; then
    echo "dbbench $name: not all $USERS users logged on before the run ended: no rate"
    return
  fi
  # the rate is computed before printf: in `printf fmt, (a > b ? ...)` awk reads `>` as an output redirect
  rate=$(awk -v n="$USERS" -v ms="$millis" 'BEGIN { r = 0; if (ms > 0) r = n * 1000 / ms; printf "%.1f", r }')
  echo "dbbench $name: $USERS users logged on in $millis ms = $rate logons/s"
  echo "$rate"
}

echo 'SELECT 1;' > "$WORK/select1.sql"
ours=()
busy=()
theirs=()
# the compared sides take turns in every repeat, so a change in the machine's load falls on both
for ((i = 1; i <= REPEATS; i++)); do
  # the run clock starts once all are on: 3 s of transactions after them
  out=$(dbbench_run "run-$i" "$WORK/stress-wait.xml" 0:00.03)
  printf '%s\n' "$out" | head -n 1
  if [[ $(printf '%s\n' "$out" | wc -l) -eq 2 ]]; then ours+=("$(printf '%s\n' "$out" | tail -n 1)"); fi

  out=$(pgbench -n -C -c "$USERS" -j "$(nproc)" -T 5 -f "$WORK/select1.sql" 2>&1)
  rate=$(printf '%s\n' "$out" | sed -n 's/^tps = \([0-9.]*\).*/\1/p' | head -n 1)
  [[ -n $rate ]] || { printf 'pgbench gave no tps:\n%s\n' "$out" >&2; exit 2; }
  echo "pgbench -C run-$i: $rate connections/s"
  theirs+=("$rate")
done
# for information, after the compared runs (their writes leave the server vacuuming for a while)
for ((i = 1; i <= REPEATS; i++)); do
  # the run clock starts with the logons: long enough for the last one on a busy machine
  out=$(dbbench_run "transacting-$i" configs/Stress_Test.xml 0:00.30)
  printf '%s (users on run transactions meanwhile)\n' "$(printf '%s\n' "$out" | head -n 1)"
  if [[ $(printf '%s\n' "$out" | wc -l) -eq 2 ]]; then busy+=("$(printf '%s\n' "$out" | tail -n 1)"); fi
done
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"

if [[ ${#ours[@]} -eq 0 ]]; then
  echo "RESULT $USERS users: no dbbench run logged all its users on; no ratio"
  exit 1
fi
ours_median=$(printf '%s\n' "${ours[@]}" | median)
theirs_median=$(printf '%s\n' "${theirs[@]}" | median)
if [[ ${#busy[@]} -gt 0 ]]; then
  awk -v a="$(printf '%s\n' "${busy[@]}" | median)" -v b="$theirs_median" 'BEGIN {
      printf "for information: with the users on running transactions meanwhile (no WaitTillAllLogon), dbbench %.0f logons/s, %.2f of pgbench -C\n", a, a / b }'
fi
awk -v a="$ours_median" -v b="$theirs_median" -v n="$USERS" -v t="$TARGET" 'BEGIN {
    r = a / b
    verdict = "FAIL"; if (r >= t) verdict = "PASS"
    printf "RESULT %d users: dbbench %.0f logons/s, pgbench -C %.0f connections/s, ratio %.2f (target >= %.1f): %s\n",
        n, a, b, r, t, verdict
    exit verdict == "PASS" ? 0 : 1
}'
