#!/bin/sh
# The node's own Docker Engine in the foreground (PID 1: docker stop's SIGTERM stops it cleanly).
# Addresses: its docker0 198.18.160.0/24 and its bridges (docker_gwbridge) from 198.18.192.0/19, all in
# the benchmarking range 198.18.0.0/15 and inside this container's network namespace; the Swarm's
# overlays get theirs from `docker swarm init --default-addr-pool` (scripts/swarm-nodes.sh: 198.18.128.0/19).
# DOCKER_SERVICE_PREFER_OFFLINE_IMAGE=1: Swarm never asks a registry for an image the node holds.
# DBBENCH_NODE_SOCKET_DIR (optional, a mounted directory): a second socket there, so the host's docker
# client can drive this engine (docker stack deploy reads compose and secret files on the client side).
set -eu
# Not --privileged where the host's capability bounding set lacks one (CAP_SYS_RESOURCE here: runc then
# refuses a privileged container), so scripts/swarm-nodes.sh gives every other capability, no seccomp, an
# unmasked /proc and a private cgroup namespace; the cgroup v1 hierarchies (rooted at this container's own
# cgroups) come read-only and are made writable here for the inner engine's containers. Under
# --privileged they are writable already and this changes nothing. The probe makes a child cgroup (a
# cgroup file system takes no regular file, so only mkdir tells writable from read-only) and removes it.
probe=/sys/fs/cgroup/cpu/dbbench-probe-$$
if mkdir "$probe" 2>/dev/null; then
  rmdir "$probe"
else
  mount -o remount,bind,rw /sys 2>/dev/null || true
  awk '$3 == "cgroup" || $3 == "cgroup2" {print $2}' /proc/mounts | while read -r m; do
    mount -o remount,bind,rw "$m" || echo "dbbench-swarm-node: cannot make $m writable" >&2
  done
fi
set -- -H unix:///var/run/docker.sock "$@"
if [ -n "${DBBENCH_NODE_SOCKET_DIR:-}" ]; then
  rm -f "$DBBENCH_NODE_SOCKET_DIR/docker.sock"
  set -- -H "unix://$DBBENCH_NODE_SOCKET_DIR/docker.sock" "$@"
fi
export DOCKER_SERVICE_PREFER_OFFLINE_IMAGE=1
exec dockerd "$@"
