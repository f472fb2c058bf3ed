#!/bin/bash
# A single-node Kubernetes on this machine, for dbbench's Jobs (docs/kubernetes.md). Run as root.
#   scripts/k8s-cluster.sh build    once: apt packages, then Kubernetes v1.34.0 (six binaries), a pause image
#                                   and a minimal CoreDNS built from the Go module proxy into
#                                   ${DBBENCH_K8S_CACHE:-/var/cache/dbbench/k8s-v1.34.0} (~10-15 min on 2 cores)
#   scripts/k8s-cluster.sh up       etcd, control plane, containerd, kubelet, kube-proxy, CoreDNS from the cache,
#                                   state in ${DBBENCH_K8S_RUN:-/tmp/dbbench-k8s}; imports dbbench:dev and
#                                   dbbench-postgres:dev (built with deploy/images.sh --offline when missing);
#                                   proves from a pod that nothing off the machine is reachable
#   scripts/k8s-cluster.sh down     stops all of it by PID; iptables, sysctls, mounts, lo, paths as before up
#   scripts/k8s-cluster.sh status   what runs, and the node
#   scripts/k8s-cluster.sh env      the lines to eval for kubectl: eval "$(scripts/k8s-cluster.sh env)"
# Nothing is pulled from a registry. Addresses: pods 198.18.128.0/24, services 198.18.192.0/20, node
# 198.18.208.1 (a /32 on lo). Exit 0 on success, 1 with a line saying what failed, 2 for a bad command.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/k8s/env.sh"
case ${1:-} in
  build) exec "$HERE/k8s/build.sh" ;;
  up) exec "$HERE/k8s/up.sh" ;;
  down) exec "$HERE/k8s/down.sh" ;;
  env) echo "export KUBECONFIG=$KUBECONFIG PATH=$K8S_CACHE/bin:\$PATH" ;;
  status)
    if [ -f "$K8S_CACHE/stamp" ]; then echo "cache $K8S_CACHE: $(tr '\n' ' ' < "$K8S_CACHE/stamp")"
    else echo "cache $K8S_CACHE: not built (scripts/k8s-cluster.sh build)"; fi
    [ -d "$K8S_RUN/pids" ] || { echo "cluster: not up"; exit 0; }
    running=0
    for f in "$K8S_RUN"/pids/*; do
      [ -f "$f" ] || continue
      if kill -0 "$(cat "$f")" 2>/dev/null; then echo "  $(basename "$f") pid $(cat "$f") running"; running=$((running + 1))
      else echo "  $(basename "$f") pid $(cat "$f") NOT running (log $K8S_RUN/logs/$(basename "$f").log)"; fi
    done
    [ "$running" -gt 0 ] && "$K8S_CACHE/bin/kubectl" get nodes -o wide 2>&1 && "$K8S_CACHE/bin/kubectl" get pods -A 2>&1
    echo "cluster: $running processes running (state $K8S_RUN; KUBECONFIG=$KUBECONFIG)" ;;
  *) echo "usage: scripts/k8s-cluster.sh build|up|down|status|env" >&2; exit 2 ;;
esac
