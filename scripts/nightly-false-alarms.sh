#!/usr/bin/env bash
# Measures how often the nightly regression gate (mvn verify -Pnightly) cries wolf on an unchanged tree,
# and checks that it still catches a deliberately slowed build.
#
# Run 0 records a baseline for this machine in a scratch directory (nothing gated); runs 1..N are the
# same nightly, unchanged, gated against it: every failure among them is a false alarm. With
# --drop-indexes LIST one more run drops these Order Entry indexes after the install
# (-Dnightly.dropIndexes, e.g. item_order_ix,inv_product_ix,ord_customer_ix), and with
# --slowdown-think-millis MS it adds MS ms of think time between Order Entry transactions
# (-Dnightly.slowdownThinkMillis): a deliberately slowed build the gate must fail. Prints each run's verdict, then the passes,
# the false alarms and the spread (workload and control TPS, the gated relative TPS change), and the
# same runs judged by other gates (scripts/NightlyGateReplay.java: with or without the control, TPS
# alone or with p50).
#
# Usage: scripts/nightly-false-alarms.sh [-n RUNS] [--drop-indexes LIST] [--slowdown-think-millis MS] [--baselines DIR]
#            [-- MAVEN ARGS...]
#        e.g. scripts/nightly-false-alarms.sh -n 10 --drop-indexes item_order_ix,inv_product_ix -- -o
# Env:   MVN  the Maven command (default: mvn)
# Exit:  0 when no unchanged run failed and the slowed run (if asked for) failed; 1 otherwise; 2 on bad
#        usage; 3 when a run ended without a gate outcome (a build error: see its log).
set -euo pipefail

cd "$(dirname "$0")/.."
runs=10
slowdown=0
drop_indexes=""
baselines=""
while [[ $# -gt 0 ]]; do
    case $1 in
        -n) runs=${2:?-n needs a number}; shift 2 ;;
        --slowdown-think-millis) slowdown=${2:?--slowdown-think-millis needs a number}; shift 2 ;;
        --drop-indexes) drop_indexes=${2:?--drop-indexes needs index names}; shift 2 ;;
        --baselines) baselines=${2:?--baselines needs a directory}; shift 2 ;;
        --) shift; break ;;
        *) echo "nightly-false-alarms.sh: unknown argument '$1' (see the usage at the top of the script)" >&2; exit 2 ;;
    esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "nightly-false-alarms.sh: -n must be a positive whole number, was '$runs'" >&2; exit 2; }
[[ $slowdown =~ ^[0-9]+$ ]] || { echo "nightly-false-alarms.sh: --slowdown-think-millis must be a whole number, was '$slowdown'" >&2; exit 2; }
out=$(mktemp -d "${TMPDIR:-/tmp}/nightly-false-alarms.XXXXXX")
[[ -n $baselines ]] || baselines="$out/baselines"
echo "logs and results in $out; baselines in $baselines; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"

# the 1-minute load average now (other builds on a shared machine): each run's is taken at its start and end
load1() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'; }

# one nightly; prints "<status> <workloadTps> <controlTps> <gatedTpsChangePercent> <seconds> <load>", status
# NONE when the build ended without a gate outcome (a build error); load is the 1-minute load average at the
# run's start and end, "start/end"
nightly() { # name, extra -D arguments...
    local name=$1; shift
    local log="$out/$name.log" start=$SECONDS load_start
    load_start=$(load1)
    # the build's own exit code says pass/fail; the summary line says which (a build error has none)
    ${MVN:-mvn} -B -ntp -pl src/it -am verify -Pnightly -Dtest=NONE -Dsurefire.failIfNoSpecifiedTests=false \
        -Dnightly.baselines="$baselines" -Dnightly.results="$out/$name" "$@" "${maven_args[@]}" >"$log" 2>&1 || true
    local line
    line=$(grep -m1 '^nightly-summary:' "$log" || true)
    if [[ -z $line ]]; then
        echo "NONE - - - $((SECONDS - start)) $load_start/$(load1)"
        return
    fi
    awk -v secs=$((SECONDS - start)) -v load="$load_start/$(load1)" '{
        for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
        print v["status"], v["workloadTps"], v["controlTps"], v["gatedTpsChangePercent"], secs, load
    }' <<<"$line"
}
maven_args=("$@")
no_outcome() { # name
    echo "$1: no gate outcome (a build error?): see $out/$1.log" >&2
    exit 3
}

row() { printf '%-10s %-9s %12s %12s %14s %8s %12s\n' "$@"; }
row run verdict "workload TPS" "control TPS" "gated change%" seconds "load 1m s/e"
read -r status wtps ctps change secs load < <(nightly run-0)
[[ $status != NONE ]] || no_outcome run-0
row run-0 "$status" "$wtps" "$ctps" "$change" "$secs" "$load"
[[ $status == RECORDED ]] || { echo "run-0 should have recorded a baseline in $baselines, but was $status" >&2; exit 3; }

summary="$out/summary.txt"
: >"$summary"
for ((i = 1; i <= runs; i++)); do
    read -r status wtps ctps change secs load < <(nightly "run-$i")
    [[ $status != NONE ]] || no_outcome "run-$i"
    row "run-$i" "$status" "$wtps" "$ctps" "$change" "$secs" "$load"
    echo "$status $wtps $ctps $change ${load%/*} ${load#*/}" >>"$summary"
done

# passes, false alarms and the spread over the unchanged runs
awk -v runs="$runs" '
    function stats(name, a, n,    i, s, ss, min, max, m) {
        min = a[1]; max = a[1]
        for (i = 1; i <= n; i++) { s += a[i]; if (a[i] < min) min = a[i]; if (a[i] > max) max = a[i] }
        m = s / n
        for (i = 1; i <= n; i++) ss += (a[i] - m) ^ 2
        # parenthesised: a bare ">" among printf arguments is an output redirection
        printf "%-24s mean %8.1f  sd %7.1f  min %8.1f  max %8.1f\n", name, m, (n > 1 ? sqrt(ss / (n - 1)) : 0), min, max
    }
    { n++; if ($1 == "PASSED") pass++; else fail++; w[n] = $2; c[n] = $3; if ($4 != "none") g[++ng] = $4
      l[n] = $5; l[n + runs] = $6 }
    END {
        printf "unchanged runs: %d, passed %d, false alarms %d\n", runs, pass, fail
        stats("workload TPS", w, n)
        if (c[1] != "none") stats("control TPS", c, n)
        if (ng > 0) stats("gated TPS change %", g, ng)
        stats("load average 1m (s+e)", l, 2 * n)
    }' "$summary"

result=0
grep -qv '^PASSED' "$summary" && result=1
if ((slowdown > 0)) || [[ -n $drop_indexes ]]; then
    read -r status wtps ctps change secs load < <(nightly slowed "-Dnightly.slowdownThinkMillis=$slowdown" \
        "-Dnightly.dropIndexes=$drop_indexes")
    [[ $status != NONE ]] || no_outcome slowed
    printf 'slowed build (dropped indexes: %s; +%s ms think time): %s, workload TPS %s, control TPS %s, gated TPS change %s%%, load %s  (log: %s)\n' \
        "${drop_indexes:-none}" "$slowdown" "$status" "$wtps" "$ctps" "$change" "$load" "$out/slowed.log"
    if [[ $status == FAILED ]]; then
        echo "the slowed build was caught:"
        # the gated table's failing rows and the verdict (the informational tables' "gate: none" left out)
        grep -E 'REGRESSION|significant regression|cannot test' "$out/slowed.log" | awk '!seen[$0]++' | tail -n 4
    else
        echo "the slowed build was NOT caught" >&2
        result=1
    fi
fi
# the same measurements judged by the other gates: what the control and the gated metrics buy
java -cp bench-cli/target/bench-cli.jar scripts/NightlyGateReplay.java "$out" || true
exit $result
