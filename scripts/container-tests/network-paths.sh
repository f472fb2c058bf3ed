#!/usr/bin/env bash
# CI: scripts/network-paths.sh over every path with very short probes (rr and db, one repeat) and the SOE
# comparison with 1-second iterations; a row for each path and each SOE side in its tables, and nothing
# named ci-netpaths-* left behind. Fails when a path is broken (the script exits non-zero when a probe or
# an SOE run fails), never on slow figures. Skips (77) without Docker or the images
# (without a swarm, network-paths.sh makes a one-node one and leaves it again).
set -uo pipefail
cd "$(dirname "$0")/../.."
DOCKER=${DOCKER:-/usr/bin/docker}
IMAGE=${IMAGE:-dbbench:dev}
PG_IMAGE=${PG_IMAGE:-dbbench-postgres:dev}
PREFIX=ci-netpaths
"$DOCKER" info >/dev/null 2>&1 || { echo "skip: no Docker engine answers ($DOCKER info failed)"; exit 77; }
for img in "$IMAGE" "$PG_IMAGE"; do
  "$DOCKER" image inspect "$img" >/dev/null 2>&1 || { echo "skip: image $img not built (deploy/images.sh)"; exit 77; }
done
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# a CI job killed with SIGKILL could not clean up; its names would make this run refuse to start
PREFIX=$PREFIX DOCKER=$DOCKER scripts/network-paths.sh --clean
SECS=0.5 REPEATS=1 PROBES="rr db soe" SOE_SECS=1 SOE_ITERATIONS=2 SOE_USERS=4 PREFIX=$PREFIX DOCKER=$DOCKER \
  HOST_NP_PORT=${HOST_NP_PORT:-53021} HOST_PG_PORT=${HOST_PG_PORT:-53022} IMAGE=$IMAGE PG_IMAGE=$PG_IMAGE \
  scripts/network-paths.sh >"$out" 2>&1
rc=$?
cat "$out"
[[ $rc == 0 ]] || { echo "FAIL: network-paths.sh exited $rc"; exit 1; }
for row in loopback host-net bridge bridge-c2c published published-nat overlay soe-published soe-published-nat soe-overlay soe-hostnet-published; do
  grep -Eq "^$row +[0-9]" "$out" || { echo "FAIL: no row for $row"; exit 1; }
done
left=$("$DOCKER" ps -a --format '{{.Names}}' --filter "name=^$PREFIX-"; "$DOCKER" network ls --format '{{.Name}}' --filter "name=^$PREFIX-")
[[ -z $left ]] || { echo "FAIL: left behind: $left"; exit 1; }
echo "PASS: a row for each of the seven paths and the four SOE sides, nothing left behind"
