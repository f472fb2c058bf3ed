#!/usr/bin/env bash
# What traffic counting costs the engine per transaction, A/B against a build without it, in CPU time:
# bench-jmh's EngineCpuPerStep runs EngineProbe sessions' step() and prints the thread's CPU nanoseconds
# per step (median of 15 batches of 2 million). CPU time, unlike JMH's wall clock, leaves out the moments
# other processes hold the core, so the A/B holds on a busy shared machine. Three figures per round, in
# turns (A B C, then C B A, ...):
#   before   the other build's engine (its benchmarks.jar first on the class path);
#   after    this tree's engine, a session whose traffic is not counted (what bench-engine.sh measures);
#   counted  this tree's engine, a session on a counted connection (each transaction one round trip).
# Prints each figure's median over the rounds and the ratios to "before", with a verdict against issue
# 22's target: within 10% of the engine without traffic counting.
#
# Usage: scripts/bench-traffic-cost.sh BEFORE-benchmarks.jar [rounds]     (rounds default 4)
#        e.g. git worktree add --detach /tmp/main main && (cd /tmp/main && mvn -B -q -pl bench-jmh -am package -DskipTests)
#             scripts/bench-traffic-cost.sh /tmp/main/bench-jmh/target/benchmarks.jar
# Env:   JAVA_HOME, MVN_ARGS as scripts/bench-engine.sh
# Exit:  0 both within 10%, 1 one is not, 2 on errors.
set -euo pipefail
cd "$(dirname "$0")/.."
readonly JAR=bench-jmh/target/benchmarks.jar
readonly TARGET_RATIO=1.10
before_jar=${1:?usage: scripts/bench-traffic-cost.sh BEFORE-benchmarks.jar [rounds]}
rounds=${2:-4}
[[ -f $before_jar ]] || { echo "bench-traffic-cost.sh: no such jar: $before_jar" >&2; exit 2; }

if [[ ! -f $JAR ]] || [[ -n "$(find pom.xml bench-core/pom.xml bench-core/src/main bench-jmh/pom.xml bench-jmh/src/main \
        -newer "$JAR" -type f -print -quit)" ]]; then
    echo "building $JAR ..." >&2
    # shellcheck disable=SC2086  # MVN_ARGS is a list of arguments
    mvn -B -q ${MVN_ARGS:-} -pl bench-jmh -am package -DskipTests >&2
fi
java_cmd=java
[[ -n ${JAVA_HOME:-} ]] && java_cmd="$JAVA_HOME/bin/java"
echo "JDK: $("$java_cmd" -version 2>&1 | head -n 1); $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

measure() { # before|after|counted
    case $1 in
        before) "$java_cmd" -cp "$before_jar:$JAR" io.dbbench.jmh.EngineCpuPerStep ;;
        after) "$java_cmd" -cp "$JAR" io.dbbench.jmh.EngineCpuPerStep ;;
        counted) "$java_cmd" -cp "$JAR" io.dbbench.jmh.EngineCpuPerStep counted ;;
    esac | awk '{ print $1 }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

declare -A figures=([before]="" [after]="" [counted]="")
for ((r = 1; r <= rounds; r++)); do
    order="before after counted"
    (( r % 2 == 0 )) && order="counted after before"
    for side in $order; do
        load=$(cut -d' ' -f1 /proc/loadavg)
        nanos=$(measure "$side")
        [[ -n $nanos ]] || { echo "bench-traffic-cost.sh: no figure from the $side run" >&2; exit 2; }
        echo "round $r: $side $nanos CPU ns per step (load $load)"
        figures[$side]="${figures[$side]} $nanos"
    done
done
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"

# shellcheck disable=SC2086  # lists of figures
before=$(printf '%s\n' ${figures[before]} | median)
# shellcheck disable=SC2086
after=$(printf '%s\n' ${figures[after]} | median)
# shellcheck disable=SC2086
counted=$(printf '%s\n' ${figures[counted]} | median)
awk -v b="$before" -v a="$after" -v c="$counted" -v t="$TARGET_RATIO" 'BEGIN {
    ra = a / b; rc = c / b
    verdict = (ra <= t && rc <= t) ? "PASS" : "FAIL"
    printf "VERDICT %s: CPU ns per step, medians: before %.1f, after %.1f (%+.1f%%), counted %.1f (%+.1f%%); target within %+.0f%%\n",
        verdict, b, a, (ra - 1) * 100, c, (rc - 1) * 100, (t - 1) * 100
    exit verdict == "PASS" ? 0 : 1
}'
