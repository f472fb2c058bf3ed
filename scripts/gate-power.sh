#!/usr/bin/env bash
# The nightly gates' power on this machine, in one go: N unchanged "nights" and N nights per deliberate
# slow-down (5%, 10%, 20%, 40% of TPS by default), each night one A/B in one job on an embedded PostgreSQL,
# gated by the library's BenchmarkAssert.that(ab).noSlowerThan(P) (paired test of the log TPS ratio and of
# the mean response time, 99%), and on TPS alone. --mode picks the A/B:
#   mixed (default)  Benchmark.builder().compareMixed(...): one run whose sessions mix A's and B's
#                    transactions at random; its PAIRS measured iterations are the pairs
#   runs             Benchmark.builder().compare(...): PAIRS pairs of runs of their own, A B, B A, ...; each
#                    night's B runs are also judged alone against a stored baseline recorded at the start of
#                    the job (Welch's test on TPS, RegressionGate at P, 99%): what a job that can build only
#                    one version a night sees
# The slow-down is work, not sleep: a transaction is UNITS round trips (a 200-row range scan each), and a
# build slowed by s% runs UNITS / (1 - s) of them. Conditions take turns within each round of nights, so the
# machine's drift over the job weighs on all alike. Prints a row per night and, per slow-down, the share
# caught by each gate and, for the unchanged code, the false alarms; the rows also go to OUT/nights.csv and
# every night's pairs to OUT/night-*.txt.
#
# Usage: scripts/gate-power.sh [--mode mixed|runs] [-n NIGHTS] [--pairs N] [--warmup-seconds S]
#            [--iteration-seconds S] [--users N] [--fail-if-slower P] [--slowdowns 5,10,20,40] [--units N]
#            [--out DIR]
#        defaults: --mode mixed -n 10 --pairs 8 --warmup-seconds 2 (runs: 0) --iteration-seconds 2 --users 2
#                  --fail-if-slower 5 --units 20; a mixed night takes about warm-up + PAIRS x iteration
#                  seconds, a night of runs PAIRS x 2 x (warm-up + iteration + 0.5); the job runs
#                  (1 + number of slow-downs) x NIGHTS nights (runs: plus one for the baseline)
# Env:   MVN  the Maven command used to build bench-cli/target/bench-cli.jar when it is missing (default: mvn)
# Exit:  0 when the job ran (the figures are the result, not a pass/fail); 2 on bad usage; 3 when the jar
#        cannot be built; the Java program's own code when it failed (its message names why).
set -euo pipefail

cd "$(dirname "$0")/.."
mode=mixed nights=10 pairs=8 warmup="" iteration=2 users=2 fail_if_slower=5 slowdowns=5,10,20,40 units=20 out=""
while [[ $# -gt 0 ]]; do
    case $1 in
        --mode) mode=${2:?--mode needs mixed or runs}; shift 2 ;;
        -n) nights=${2:?-n needs a number}; shift 2 ;;
        --pairs) pairs=${2:?--pairs needs a number}; shift 2 ;;
        --warmup-seconds) warmup=${2:?--warmup-seconds needs a number}; shift 2 ;;
        --iteration-seconds) iteration=${2:?--iteration-seconds needs a number}; shift 2 ;;
        --users) users=${2:?--users needs a number}; shift 2 ;;
        --fail-if-slower) fail_if_slower=${2:?--fail-if-slower needs a percentage}; shift 2 ;;
        --slowdowns) slowdowns=${2:?--slowdowns needs percentages, e.g. 5,10,20,40}; shift 2 ;;
        --units) units=${2:?--units needs a number}; shift 2 ;;
        --out) out=${2:?--out needs a directory}; shift 2 ;;
        *) echo "gate-power.sh: unknown argument '$1' (see the usage at the top of the script)" >&2; exit 2 ;;
    esac
done
positive() { # option, value
    [[ $2 =~ ^[1-9][0-9]*$ ]] || { echo "gate-power.sh: $1 must be a positive whole number, was '$2'" >&2; exit 2; }
}
positive -n "$nights"
positive --pairs "$pairs"
positive --iteration-seconds "$iteration"
positive --users "$users"
positive --units "$units"
[[ $mode == mixed || $mode == runs ]] || { echo "gate-power.sh: --mode must be mixed or runs, was '$mode'" >&2; exit 2; }
[[ -n $warmup ]] || { [[ $mode == mixed ]] && warmup=2 || warmup=0; }
[[ $warmup =~ ^[0-9]+$ ]] || { echo "gate-power.sh: --warmup-seconds must be a whole number, was '$warmup'" >&2; exit 2; }
((pairs >= 2)) || { echo "gate-power.sh: --pairs must be at least 2 (the paired test estimates the noise from them), was $pairs" >&2; exit 2; }
[[ $fail_if_slower =~ ^[0-9]+(\.[0-9]+)?$ ]] && awk -v p="$fail_if_slower" 'BEGIN { exit !(p < 100) }' ||
    { echo "gate-power.sh: --fail-if-slower must be a percentage below 100, was '$fail_if_slower'" >&2; exit 2; }
IFS=, read -r -a slowdown_list <<<"$slowdowns"
for s in "${slowdown_list[@]}"; do
    [[ $s =~ ^[1-9][0-9]?$ ]] || { echo "gate-power.sh: --slowdowns takes whole percentages 1..99, comma-separated; '$s' is not one" >&2; exit 2; }
done
[[ -n $out ]] || out=$(mktemp -d "${TMPDIR:-/tmp}/gate-power.XXXXXX")

jar=bench-cli/target/bench-cli.jar
if [[ ! -f $jar ]]; then
    echo "building $jar (mvn package, nothing installed)..."
    ${MVN:-mvn} -B -q -pl bench-cli -am package -DskipTests -Dmaven.javadoc.skip=true ||
        { echo "gate-power.sh: could not build $jar" >&2; exit 3; }
fi
echo "results in $out; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) at the start"
start=$SECONDS
java -cp "$jar" scripts/GatePower.java "$nights" "$pairs" "$warmup" "$iteration" "$users" "$fail_if_slower" "$slowdowns" \
    "$units" "$out" "$mode" | tee "$out/summary.txt"
echo "took $(((SECONDS - start) / 60)) min; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) at the end" |
    tee -a "$out/summary.txt"
