#!/usr/bin/env bash
# What the live console (--console, docs/console.md) costs a run: an embedded Stress Test run with the console off,
# and on with 0, 1 and 20 pages reading its event stream (curl -N), in turns (off 0 1 20, then 20 1 0 off, ...).
# Per run: TPS (results.json's averageTransactionsPerSecond) and the client JVM's CPU per transaction (utime+stime
# of the java process from /proc, read until it exits, over the run's completed transactions; the embedded
# database's processes are not the client's). Prints every run, then the medians and their ratios to "off".
# A benchmark, not a test: on a shared machine the ratios carry its noise; read them against the spread of
# the rounds.
#
# Usage: scripts/bench-console-cost.sh [rounds] [run-seconds]     (defaults 3 and 20)
# Needs: bench-cli/target/bench-cli.jar (mvn -B -q -pl bench-cli -am package -DskipTests), curl.
# Exit:  0 when every run gave its figures, 2 on errors.
set -euo pipefail
cd "$(dirname "$0")/.."
readonly JAR=bench-cli/target/bench-cli.jar
rounds=${1:-3}
seconds=${2:-20}
(( seconds >= 5 && seconds <= 59 )) || { echo "bench-console-cost.sh: run-seconds must be 5..59" >&2; exit 2; }
[[ -f $JAR ]] || { echo "bench-console-cost.sh: no $JAR: build it first" >&2; exit 2; }
command -v curl >/dev/null || { echo "bench-console-cost.sh: needs curl" >&2; exit 2; }
java_cmd=java
[[ -n ${JAVA_HOME:-} ]] && java_cmd="$JAVA_HOME/bin/java"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ticks=$(getconf CLK_TCK)
echo "JDK: $("$java_cmd" -version 2>&1 | head -n 1); $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "each run: Stress Test, embedded PostgreSQL, 2 users, ${seconds} s"

one_run() { # variant: off|0|1|20 -> prints "tps cpu_micros_per_tx"
    local variant=$1 dir="$work/$1-$RANDOM" console=() pid cpu=0 line url clients=()
    mkdir -p "$dir"
    : >"$dir/out.txt" # before the JVM's own redirection: the wait below reads it at once
    [[ $variant != off ]] && console=(--console 0)
    "$java_cmd" -Djava.io.tmpdir="$dir" -jar "$JAR" -c configs/Stress_Test.xml --embedded --create -uc 2 \
        -rt "0:00.$(printf '%02d' "$seconds")" -v users,tps -r "$dir/results.xml" --no-html "${console[@]}" \
        >"$dir/out.txt" 2>"$dir/err.txt" &
    pid=$!
    if [[ $variant != off ]]; then
        for ((i = 0; i < 600; i++)); do
            url=$(sed -n 's/^Console: \(http[^ ]*\).*/\1/p' "$dir/out.txt" | head -n 1)
            [[ -n $url ]] && break
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.2
        done
        [[ -n $url ]] || { echo "bench-console-cost.sh: no console line in $dir/out.txt" >&2; exit 2; }
        for ((c = 0; c < variant; c++)); do
            curl -s -N --max-time $((seconds + 120)) "${url}events" >/dev/null &
            clients+=($!)
        done
    fi
    # the JVM's own CPU, read until it exits (the last reading misses at most its last 0.2 s)
    while line=$(cat "/proc/$pid/stat" 2>/dev/null); do
        cpu=$(awk '{ sub(/^.*\) /, ""); print $12 + $13 }' <<<"$line")
        sleep 0.2
    done
    wait "$pid" || { echo "bench-console-cost.sh: the $variant run failed; see $dir/err.txt" >&2; cat "$dir/err.txt" >&2; exit 2; }
    for c in "${clients[@]}"; do kill "$c" 2>/dev/null || true; done
    wait 2>/dev/null || true
    python3 - "$dir/results.json" "$cpu" "$ticks" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
cpu_micros = float(sys.argv[2]) / float(sys.argv[3]) * 1e6
print("%.1f %.2f" % (r["averageTransactionsPerSecond"], cpu_micros / max(1, r["totalCompleted"])))
PY
}

declare -A tps=() cpu=()
for ((r = 1; r <= rounds; r++)); do
    order="off 0 1 20"
    ((r % 2 == 0)) && order="20 1 0 off"
    for v in $order; do
        read -r t c < <(one_run "$v")
        echo "round $r: console $v: $t tx/s, $c client CPU us/tx (load $(cut -d' ' -f1 /proc/loadavg))"
        tps[$v]="${tps[$v]:-} $t"
        cpu[$v]="${cpu[$v]:-} $c"
    done
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
base_t=$(median <<<"${tps[off]}")
base_c=$(median <<<"${cpu[off]}")
for v in off 0 1 20; do
    t=$(median <<<"${tps[$v]}")
    c=$(median <<<"${cpu[$v]}")
    awk -v v="$v" -v t="$t" -v c="$c" -v bt="$base_t" -v bc="$base_c" 'BEGIN {
        printf "console %-3s: median %.0f tx/s (%.3f of off), %.2f client CPU us/tx (%.3f of off)\n", v, t, t / bt, c, c / bc }'
done
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
