#!/usr/bin/env bash
# CI: scripts/network-paths.sh over every path with very short probes (rr and db only, one repeat), and a
# row for each path in its table. Fails when a path is broken (the script exits non-zero when a probe
# fails), never on slow figures. Skips (77) without Docker or without the images.
set -uo pipefail
cd "$(dirname "$0")/../.."
DOCKER=${DOCKER:-/usr/bin/docker}
IMAGE=${IMAGE:-dbbench:dev}
PG_IMAGE=${PG_IMAGE:-dbbench-postgres:dev}
"$DOCKER" info >/dev/null 2>&1 || { echo "skip: no Docker engine answers ($DOCKER info failed)"; exit 77; }
for img in "$IMAGE" "$PG_IMAGE"; do
  "$DOCKER" image inspect "$img" >/dev/null 2>&1 || { echo "skip: image $img not built (deploy/images.sh)"; exit 77; }
done
"$DOCKER" info --format '{{.Swarm.LocalNodeState}}' | grep -qx active \
  || { echo "skip: no swarm on this engine, so no overlay network (docker swarm init)"; exit 77; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
SECS=0.5 REPEATS=1 PROBES="rr db" PREFIX="ci-netpaths-$$" HOST_NP_PORT=${HOST_NP_PORT:-53021} HOST_PG_PORT=${HOST_PG_PORT:-53022} IMAGE=$IMAGE PG_IMAGE=$PG_IMAGE \
  scripts/network-paths.sh >"$out" 2>&1
rc=$?
cat "$out"
[[ $rc == 0 ]] || { echo "FAIL: network-paths.sh exited $rc"; exit 1; }
for path in loopback host-net bridge bridge-c2c published overlay; do
  grep -Eq "^$path +[0-9]" "$out" || { echo "FAIL: no row for path $path"; exit 1; }
done
echo "PASS: a row for each of the six paths"
