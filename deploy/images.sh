#!/usr/bin/env bash
# Builds every image dbbench ships: dbbench:dev (deploy/Dockerfile) and dbbench-postgres:dev
# (deploy/postgres). Run from anywhere; the jar is built on the host first (mvn package) and copied in.
#   deploy/images.sh              base images from the registry (eclipse-temurin:17-jre, postgres:15)
#   deploy/images.sh --offline    no registry: base images made from Debian packages with debootstrap
#                                 (local/debian-jre:bookworm, local/debian-postgresql:bookworm), reused
#                                 when present; needs root, debootstrap and a reachable Debian mirror.
#   deploy/images.sh --db-only    only the database image (no jar needed): scripts/ci-test.sh builds it
#                                 before its Maven step, whose Testcontainers ITs run against it
#   deploy/images.sh --node       only the Swarm node image dbbench-swarm-node:dev (deploy/swarm-node:
#                                 Docker-in-Docker, scripts/swarm-nodes.sh), always on a debootstrapped
#                                 local/debian-docker:bookworm (Debian's docker.io), reused when present
# --offline and --db-only combine, in any order; --node goes alone.
# Environment: DOCKER (default /usr/bin/docker when present), APP_TAG, DB_TAG, SKIP_JAR_BUILD=1 (use the
# jar already in bench-cli/target), DEBIAN_MIRROR (default: the first one in /etc/apt/sources.list*).
set -euo pipefail
cd "$(dirname "$0")/.."
offline= db_only= node=
for arg in "$@"; do
  case $arg in
    --offline) offline=1 ;;
    --db-only) db_only=1 ;;
    --node) node=1 ;;
    *) echo "images.sh: unknown argument '$arg' (only --offline, --db-only and --node)" >&2; exit 2 ;;
  esac
done
docker=${DOCKER:-$( [ -x /usr/bin/docker ] && echo /usr/bin/docker || echo docker )}
app_tag=${APP_TAG:-dbbench:dev}
db_tag=${DB_TAG:-dbbench-postgres:dev}
jre_base=${JRE_BASE_TAG:-local/debian-jre:bookworm}
pg_base=${PG_BASE_TAG:-local/debian-postgresql:bookworm}

# The Debian mirror apt uses here (one-line or deb822 sources), so debootstrap needs no other network
debian_mirror() {
  [ -n "${DEBIAN_MIRROR:-}" ] && { echo "$DEBIAN_MIRROR"; return; }
  local m
  m=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | awk '$1=="deb" && $0 !~ /security/ {for(i=2;i<=NF;i++) if ($i ~ /^https?:/) {print $i; exit}}')
  [ -n "$m" ] || m=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ && $0 !~ /security/ {print $2; exit}')
  [ -n "$m" ] || { echo "images.sh: no Debian mirror in /etc/apt/sources.list*; set DEBIAN_MIRROR" >&2; exit 1; }
  echo "$m"
}

# Makes base image $1 from Debian bookworm with packages $2 (debootstrap minbase), unless it exists
debootstrap_image() {
  local tag=$1 packages=$2 rootfs
  if "$docker" image inspect "$tag" >/dev/null 2>&1; then echo "images.sh: reusing $tag"; return; fi
  command -v debootstrap >/dev/null || { echo "images.sh: $tag is missing and debootstrap is not installed (apt-get install debootstrap)" >&2; exit 1; }
  [ "$(id -u)" = 0 ] || { echo "images.sh: $tag is missing and debootstrap needs root" >&2; exit 1; }
  rootfs=$(mktemp -d "${TMPDIR:-/tmp}/dbbench-rootfs.XXXXXX")
  # debootstrap mounts proc and sys under the root file system: an interrupted run must unmount them
  # before removing it, or rm -rf would reach into the host's /proc and /sys
  trap 'rootfs_remove "$rootfs"; exit 130' INT
  trap 'rootfs_remove "$rootfs"; exit 143' TERM
  echo "images.sh: building $tag with debootstrap ($packages) from $(debian_mirror)"
  debootstrap --variant=minbase --include="$packages" bookworm "$rootfs" "$(debian_mirror)" >"$rootfs.log" 2>&1 \
    || { tail -20 "$rootfs.log" >&2; rootfs_remove "$rootfs"; echo "images.sh: debootstrap of $tag failed" >&2; exit 1; }
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | "$docker" import - "$tag" >/dev/null
  rootfs_remove "$rootfs"
  trap - INT TERM
}

# Unmounts whatever is mounted under root file system $1 (deepest first), then removes it and its log;
# leaves it in place, saying so, when something stays mounted
rootfs_remove() {
  local m
  for m in $(awk -v r="$1" '$2 == r || index($2, r "/") == 1 {print $2}' /proc/mounts | sort -r); do
    umount -R "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
  done
  if awk -v r="$1" '$2 == r || index($2, r "/") == 1 {found = 1} END {exit !found}' /proc/mounts; then
    echo "images.sh: $1 still has mounts under it: not removed" >&2
    return 1
  fi
  rm -rf "$1" "$1.log"
}

if [ -n "$node" ]; then
  [ -z "$offline$db_only" ] || { echo "images.sh: --node goes alone (its base is always made with debootstrap)" >&2; exit 2; }
  node_tag=${NODE_TAG:-dbbench-swarm-node:dev}
  node_base=${NODE_BASE_TAG:-local/debian-docker:bookworm}
  debootstrap_image "$node_base" docker.io,iproute2,procps,ca-certificates
  "$docker" build -q --build-arg BASE_IMAGE="$node_base" -t "$node_tag" deploy/swarm-node >/dev/null
  echo "images.sh: built $node_tag ($("$docker" image inspect -f '{{.Size}}' "$node_tag" | awk '{printf "%d MB", $1/1000000}'))"
  exit 0
fi

if [ -n "$offline" ]; then
  [ -n "$db_only" ] || debootstrap_image "$jre_base" openjdk-17-jre-headless,ca-certificates
  debootstrap_image "$pg_base" postgresql
  build_image=$jre_base runtime_image=$jre_base db_base=$pg_base
else
  build_image=${RUNTIME_IMAGE:-eclipse-temurin:17-jre} runtime_image=${RUNTIME_IMAGE:-eclipse-temurin:17-jre} db_base=postgres:15
fi

tags=$db_tag
if [ -z "$db_only" ]; then
  if [ "${SKIP_JAR_BUILD:-}" != 1 ]; then
    echo "images.sh: building bench-cli.jar on the host (mvn package -DskipTests)"
    mvn -B -q -ntp -pl bench-cli -am package -DskipTests -Dmaven.javadoc.skip=true
  fi
  [ -f bench-cli/target/bench-cli.jar ] || { echo "images.sh: no bench-cli/target/bench-cli.jar" >&2; exit 1; }
  "$docker" build -q -f deploy/Dockerfile --build-arg JAR_SOURCE=host \
    --build-arg BUILD_IMAGE="$build_image" --build-arg RUNTIME_IMAGE="$runtime_image" -t "$app_tag" . >/dev/null
  tags="$app_tag $db_tag"
fi
"$docker" build -q --build-arg BASE_IMAGE="$db_base" -t "$db_tag" deploy/postgres >/dev/null
for tag in $tags; do
  echo "images.sh: built $tag ($("$docker" image inspect -f '{{.Size}}' "$tag" | awk '{printf "%d MB", $1/1000000}'))"
done
