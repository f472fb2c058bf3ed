#!/usr/bin/env bash
# scripts/swarm-layouts.sh once, short (CI): two layouts of 4 users, two rounds, 6 s each; its table is
# printed, and the test passes when every run merged from its log and the table has a row per layout.
# 77 (skip) when there is no Docker engine or no images, as the script says.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
USERS=${USERS:-4} LAYOUTS=${LAYOUTS:-1x4,2x2} RUN_SECS=${RUN_SECS:-6} WARMUP_SECS=${WARMUP_SECS:-2} REPEATS=${REPEATS:-2} \
    STACK=${STACK:-swarm-layouts-ci} "$here/../swarm-layouts.sh" | tee "$out"
rc=${PIPESTATUS[0]}
[ "$rc" = 77 ] && exit 77
[ "$rc" = 0 ] || { echo "FAIL swarm-layouts: exit $rc"; exit 1; }
for layout in 1x4 2x2; do
    grep -qE "^$layout .*±" "$out" || { echo "FAIL swarm-layouts: no row for $layout"; exit 1; }
done
grep -q "(reference)" "$out" || { echo "FAIL swarm-layouts: no reference row"; exit 1; }
echo "PASS swarm-layouts"
