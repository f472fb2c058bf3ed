#!/usr/bin/env bash
# scripts/k8s-layouts.sh once, short (CI): two layouts of 4 users, two rounds, 6 s each; its table is
# printed, and the test passes when every run merged from its log and the table has a row per layout.
# 77 (skip) when there is no built Kubernetes or not root, as the script says.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
USERS=${USERS:-4} LAYOUTS=${LAYOUTS:-1x4,2x2} RUN_SECS=${RUN_SECS:-6} WARMUP_SECS=${WARMUP_SECS:-2} REPEATS=${REPEATS:-2} \
    K8S_NS=${K8S_NS:-dbbench-layouts-ci} "$here/../k8s-layouts.sh" | tee "$out"
rc=${PIPESTATUS[0]}
[ "$rc" = 77 ] && exit 77
[ "$rc" = 0 ] || { echo "FAIL k8s-layouts: exit $rc"; exit 1; }
for layout in 1x4 2x2; do
    grep -qE "^$layout .*±" "$out" || { echo "FAIL k8s-layouts: no row for $layout"; exit 1; }
done
grep -q "(reference)" "$out" || { echo "FAIL k8s-layouts: no reference row"; exit 1; }
echo "PASS k8s-layouts"
