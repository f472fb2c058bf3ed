#!/usr/bin/env bash
# A/B in one job, the pull-request gate: runs two builds of bench-cli (or the same build against two
# variants of what is under test) alternately against the same database, A B B A A B ..., then
# `compare` pools each side's runs and gates B against A. Machine, time of day and database state are
# the same for both sides, so no stored baseline is involved.
#
# Usage: scripts/ab-interleaved.sh [--rounds N] [--fail-if-slower P] [--gate METRICS] [--out DIR] A.jar B.jar -- RUN ARGS...
#        RUN ARGS are bench-cli's, the same for both sides and needing --iterations, e.g.
#        -c configs/SOE_Client_Side.xml -cs "$URL" -u soe -uc 4 --warmup 1x10s --iterations 3x20s -s
#        --gate defaults to tps: a rare transaction's p50 may have too few values per iteration to test
# Env:   B_EXTRA_ARGS  extra arguments for B's runs only, e.g. "-intermin 5 -intermax 5" to rehearse the
#                      gate with a deliberately slowed B; DBBENCH_PASSWORD as for bench-cli
# Exit:  compare's: 0 no regression, 9 B significantly slower than A beyond --fail-if-slower, 2/3 usage or
#        file errors; 4 when a run itself failed (its log is named).
set -euo pipefail

rounds=3
jars=()
fail_if_slower=5%
gate=tps
out=""
while [[ $# -gt 0 && $1 != -- ]]; do
    case $1 in
        --rounds) rounds=${2:?--rounds needs a number}; shift 2 ;;
        --fail-if-slower) fail_if_slower=${2:?--fail-if-slower needs a percentage}; shift 2 ;;
        --gate) gate=${2:?--gate needs metrics, e.g. tps,p50}; shift 2 ;;
        --out) out=${2:?--out needs a directory}; shift 2 ;;
        -*) echo "ab-interleaved.sh: unknown option '$1' (see the usage at the top of the script)" >&2; exit 2 ;;
        *) jars+=("$1"); shift ;;
    esac
done
[[ ${1:-} == -- ]] && shift
if [[ ${#jars[@]} -ne 2 || $# -eq 0 ]]; then
    echo "ab-interleaved.sh: needs A.jar B.jar -- RUN ARGS (see the usage at the top of the script)" >&2
    exit 2
fi
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "ab-interleaved.sh: --rounds must be a positive whole number, was '$rounds'" >&2; exit 2; }
for jar in "${jars[@]}"; do [[ -f $jar ]] || { echo "ab-interleaved.sh: no such jar: $jar" >&2; exit 2; }; done
[[ -n $out ]] || out=$(mktemp -d "${TMPDIR:-/tmp}/ab-interleaved.XXXXXX")
mkdir -p "$out"
read -r -a b_extra <<<"${B_EXTRA_ARGS:-}"
echo "A: ${jars[0]}; B: ${jars[1]} ${B_EXTRA_ARGS:-}; $rounds rounds; files in $out"

run() { # side, round
    local side=$1 round=$2 jar extra=()
    if [[ $side == a ]]; then jar=${jars[0]}; else jar=${jars[1]}; extra=("${b_extra[@]}"); fi
    local name="$side-$round"
    if ! java -jar "$jar" "${run_args[@]}" "${extra[@]}" -r "$out/$name.xml" --json "$out/$name.json" >"$out/$name.log" 2>&1; then
        echo "ab-interleaved.sh: run $name failed: see $out/$name.log" >&2
        exit 4
    fi
    echo "  $name done"
}
run_args=("$@")

a_files=() b_files=()
for ((r = 1; r <= rounds; r++)); do
    # A B in odd rounds, B A in even ones: a drift over the job weighs on both sides alike
    if ((r % 2 == 1)); then run a "$r"; run b "$r"; else run b "$r"; run a "$r"; fi
    a_files+=("$out/a-$r.json") b_files+=("$out/b-$r.json")
done
a_list=$(IFS=,; echo "${a_files[*]}")
b_list=$(IFS=,; echo "${b_files[*]}")
set +e
java -jar "${jars[1]}" compare "$a_list" "$b_list" --fail-if-slower "$fail_if_slower" --gate "$gate"
code=$?
set -e
exit $code
