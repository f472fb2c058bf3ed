#!/usr/bin/env bash
# The Stress Test against its pgbench twin: dbbench's Stress Test (configs/Stress_Test.xml) and a pgbench
# script doing the same work the same way, with as many clients, on one private PostgreSQL, taking turns
# in each repeat. Prints each side's transactions per second, the median ratio dbbench / pgbench and a
# verdict against the target (>= 0.9): dbbench's engine and its traffic counting must not cost a run
# its throughput.
#
# The twin, per transaction (weights 15/40/30/10 as the config): one statement by primary key on
# stresstesttable, then COMMIT, in two round trips as pgjdbc makes them (BEGIN travels with the
# statement: pgbench's \startpipeline); prepared statements (-M prepared) as pgjdbc's after its
# prepareThreshold; the insert sends a row of the same size (a 275-character abigvarchar, the mean of
# the loader's 50-500) under a negative id, so the table's MAX(id), which dbbench's next run starts
# its ids from, stays its own; selects, updates and deletes pick an id in [1, MAX(id)] read before each run.
#
# Usage: scripts/bench-stress-twin.sh [bench-cli.jar ...]   several jars (e.g. main's and a branch's)
#                                                           take turns with pgbench; default the tree's
# Env:   USERS (4), RUN_SECONDS (20, measured), WARMUP_SECONDS (10, dbbench's JIT; pgbench needs none),
#        REPEATS (3), SCALE (0.1 = 100,000 rows), PG_PORT (56620), PG_DIR, KEEP_PG=1, JAVA_OPTS
# Exit:  0 when every jar's ratio is >= 0.9, 1 when one is not, 2 on errors.
set -euo pipefail
cd "$(dirname "$0")/.."
USERS=${USERS:-4}
RUN_SECONDS=${RUN_SECONDS:-20}
WARMUP_SECONDS=${WARMUP_SECONDS:-10}
REPEATS=${REPEATS:-3}
SCALE=${SCALE:-0.1}
readonly TARGET=0.9
export PG_PORT=${PG_PORT:-56620} PG_DIR=${PG_DIR:-/tmp/dbbench-twin-pg} PG_FAST=${PG_FAST:-1}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/dbbench-twin.XXXXXX")

command -v pgbench >/dev/null 2>&1 || { echo "bench-stress-twin.sh: pgbench is not on PATH (Debian: postgresql-client)" >&2; exit 2; }
(( WARMUP_SECONDS + RUN_SECONDS < 60 )) || { echo "bench-stress-twin.sh: WARMUP_SECONDS + RUN_SECONDS must be under 60" >&2; exit 2; }
jars=("$@")
if [[ ${#jars[@]} -eq 0 ]]; then
  jars=(bench-cli/target/bench-cli.jar)
  if [[ ! -f ${jars[0]} ]] || [[ -n "$(find pom.xml bench-core/src/main bench-cli/src/main -newer "${jars[0]}" -type f -print -quit)" ]]; then
    echo "building ${jars[0]} ..." >&2
    mvn -B -q ${MVN_ARGS:-} -pl bench-cli -am package -DskipTests >&2
  fi
fi
for jar in "${jars[@]}"; do [[ -f $jar ]] || { echo "bench-stress-twin.sh: no such jar: $jar" >&2; exit 2; }; done

[[ -e $PG_DIR ]] && OWN_PG=0 || OWN_PG=1
eval "$(scripts/ensure-pg.sh start)"
cleanup() {
  rm -rf "$WORK"
  if [ "$OWN_PG" = 1 ] && [ "${KEEP_PG:-0}" != 1 ]; then
    scripts/ensure-pg.sh stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
trap cleanup EXIT
q() { psql -X -q -At -v ON_ERROR_STOP=1 -c "$1"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

CS=(-cs "$BENCH_PG_JDBC_URL" -u "$PGUSER" -p "$PGPASSWORD")
java -jar "${jars[0]}" stress drop "${CS[@]}" >/dev/null 2>&1 || true
java -jar "${jars[0]}" stress create "${CS[@]}" --scale "$SCALE" >&2
echo "PostgreSQL $(q 'show server_version') on 127.0.0.1:$PGPORT (fsync $(q 'show fsync')), $(q 'SELECT count(*) FROM stresstesttable') rows;" \
     "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $USERS users, ${WARMUP_SECONDS}s warm-up + ${RUN_SECONDS}s measured, $REPEATS repeats"

big=$(printf 'x%.0s' $(seq 1 275))
twin() { # name weight statement
  cat >"$WORK/$1.sql" <<SQL
\\set id random(1, :maxid)
\\set aint random(0, 999999)
\\set neg random(-9000000000000000, -1)
\\startpipeline
BEGIN;
$3
\\endpipeline
COMMIT;
SQL
}
twin insert 15 "INSERT INTO stresstesttable (id, aint, afloat, asmallvarchar, abigvarchar, adate) VALUES (:neg, :aint, :aint * 1.5, 'k' || :aint, '$big', DATE '2000-01-01' + :aint % 10950);"
twin select 40 "SELECT id, aint, afloat, asmallvarchar, abigvarchar, adate FROM stresstesttable WHERE id = :id;"
twin update 30 "UPDATE stresstesttable SET aint = aint + 1 WHERE id = :id;"
twin delete 10 "DELETE FROM stresstesttable WHERE id = :id;"

dbbench_tps() { # jar name
  local rc=0
  java ${JAVA_OPTS:-} -jar "$1" -c configs/Stress_Test.xml "${CS[@]}" -uc "$USERS" \
      -rt "0:00.$(printf '%02d' $((WARMUP_SECONDS + RUN_SECONDS)))" -bs "0:00.$(printf '%02d' "$WARMUP_SECONDS")" \
      -r "$WORK/$2.xml" --no-html --json "$WORK/$2.json" >"$WORK/$2.out" 2>&1 || rc=$?
  [[ $rc -eq 0 ]] || { echo "dbbench run $2 failed (exit $rc):" >&2; tail -n 20 "$WORK/$2.out" >&2; exit 2; }
  sed -n 's/.*"averageTransactionsPerSecond" *: *\([0-9.]*\).*/\1/p' "$WORK/$2.json" | head -n 1
}
pgbench_tps() {
  local out tps
  out=$(pgbench -n -M prepared -c "$USERS" -j "$(( USERS < $(nproc) ? USERS : $(nproc) ))" -T "$RUN_SECONDS" \
      -D maxid="$(q 'SELECT max(id) FROM stresstesttable')" \
      -f "$WORK/insert.sql@15" -f "$WORK/select.sql@40" -f "$WORK/update.sql@30" -f "$WORK/delete.sql@10" 2>&1)
  tps=$(printf '%s\n' "$out" | sed -n 's/^tps = \([0-9.]*\).*/\1/p' | head -n 1)
  [[ -n $tps ]] || { printf 'pgbench gave no tps:\n%s\n' "$out" >&2; exit 2; }
  echo "$tps"
}

declare -A ours
theirs=()
for ((i = 1; i <= REPEATS; i++)); do
  for ((j = 0; j < ${#jars[@]}; j++)); do
    tps=$(dbbench_tps "${jars[j]}" "run-$i-$j")
    echo "repeat $i: dbbench ${jars[j]}: $tps TPS (load $(cut -d' ' -f1 /proc/loadavg))"
    ours[$j]="${ours[$j]:-} $tps"
  done
  tps=$(pgbench_tps)
  echo "repeat $i: pgbench twin: $tps TPS (load $(cut -d' ' -f1 /proc/loadavg))"
  theirs+=("$tps")
done
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"

theirs_median=$(printf '%s\n' "${theirs[@]}" | median)
status=0
for ((j = 0; j < ${#jars[@]}; j++)); do
  # shellcheck disable=SC2086  # a list of figures
  ours_median=$(printf '%s\n' ${ours[$j]} | median)
  awk -v a="$ours_median" -v b="$theirs_median" -v t="$TARGET" -v jar="${jars[j]}" -v n="$USERS" 'BEGIN {
      r = a / b; verdict = r >= t ? "PASS" : "FAIL"
      printf "RESULT %s, %d users: dbbench %.0f TPS, pgbench twin %.0f TPS, ratio %.2f (target >= %.1f): %s\n", jar, n, a, b, r, t, verdict
      exit verdict == "PASS" ? 0 : 1 }' || status=1
done
exit "$status"
