#!/usr/bin/env bash
# Runs every executable scripts/container-tests/*.sh in name order and sums up. Each exits 0 (pass),
# 77 (skip, having printed why) or anything else (fail). Called by scripts/ci-test.sh after
# `deploy/images.sh --offline`; runnable alone once the images are built.
# Exit 1 if any failed; 0 otherwise (skips are reported, not failures: the scripts say why).
set -uo pipefail
cd "$(dirname "$0")/.."
passed=0 skipped=0 failed=()
for test in scripts/container-tests/*.sh; do
  [ -x "$test" ] || continue
  echo "container-tests: $test"
  start=$(date +%s)
  "$test"; rc=$?
  case $rc in
    0) passed=$((passed + 1)) ;;
    77) skipped=$((skipped + 1)) ;;
    *) failed+=("$test (exit $rc)") ;;
  esac
  echo "container-tests: $test exit $rc after $(( $(date +%s) - start )) s"
done
echo "container-tests: $passed passed, $skipped skipped, ${#failed[@]} failed${failed:+: ${failed[*]}}"
[ ${#failed[@]} -eq 0 ]
