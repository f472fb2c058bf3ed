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
#                                                           take turns with pgbench; default the tree's;
#        JAR@virtual or JAR@platform runs that jar with --threads so
# Env:   USERS (4), RUN_SECONDS (20, measured), WARMUP_SECONDS (10, dbbench's JIT; pgbench needs none),
#        REPEATS (3), SCALE (0.1 = 100,000 rows), PG_PORT (56620), PG_DIR, KEEP_PG=1, JAVA_OPTS, JAVA (the java
#        that runs dbbench), THREADS (virtual|platform: --threads of jars without a suffix)
# Exit:  0 when every jar's ratio is >= 0.9, 1 when one is not, 2 on errors.
set -euo pipefail
cd "$(dirname "$0")/.."
readonly TARGET=0.9 SCRIPT=bench-stress-twin.sh
# the jars, the server, the schema and the twin's scripts: shared with bench-client-cpu.sh
source scripts/stress-twin-lib.sh

dbbench_tps() { # jar name
  local rc=0 cmd
  dbbench_cmd "$1" "$2"
  "${cmd[@]}" >"$WORK/$2.out" 2>&1 || rc=$?
  [[ $rc -eq 0 ]] || { echo "dbbench run $2 failed (exit $rc):" >&2; tail -n 20 "$WORK/$2.out" >&2; exit 2; }
  sed -n 's/.*"averageTransactionsPerSecond" *: *\([0-9.]*\).*/\1/p' "$WORK/$2.json" | head -n 1
}
pgbench_tps() {
  local out tps cmd
  pgbench_cmd
  out=$("${cmd[@]}" 2>&1)
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
