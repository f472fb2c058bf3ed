#!/bin/bash
# k8s-cluster.sh down: stops what up started, by the PIDs it saved, and leaves the host as up found it:
# iptables rules (compared with the copy up saved), sysctls, the lo address, bridge, mounts, cgroups and
# the fixed host paths the kubelet, containerd and CNI create (only those that were absent). Nothing up
# => nothing to do. The run directory goes too (a next up starts from empty state).
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/env.sh"
K8S_T0=$(date +%s)
R=$K8S_RUN
[ -d "$R/pids" ] || { echo "k8s-cluster: nothing up (no $R/pids)"; exit 0; }
[ "$(id -u)" = 0 ] || k8s_die "down must run as root"
export PATH=$K8S_CACHE/bin:$PATH
alive() { [ -f "$R/pids/$1" ] && kill -0 "$(cat "$R/pids/$1")" 2>/dev/null; }
# stop NAME: SIGTERM its saved PID, wait up to 20 s for it to exit (a new start beside a dying one
# corrupts its log), then SIGKILL
stop() { local f=$R/pids/$1 p end; [ -f "$f" ] || return 0; p=$(cat "$f")
  if kill -0 "$p" 2>/dev/null; then kill "$p"; end=$((SECONDS + 20))
    while [ "$SECONDS" -lt "$end" ]; do kill -0 "$p" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$p" 2>/dev/null && { echo "$1 ($p) did not stop in 20 s: SIGKILL"; kill -9 "$p"; sleep 1; }
  fi
  rm -f "$f"; }

# 1. workloads first, while the kubelet runs: CRI then removes sandboxes, netns, shm and rootfs mounts
if alive kubelet && alive kube-apiserver && kubectl --request-timeout=20s get --raw /readyz >/dev/null 2>&1; then
  k8s_log "deleting workloads"
  kubectl --request-timeout=20s delete jobs,statefulsets,deployments,pods --all -A --wait=false >/dev/null 2>&1
  end=$((SECONDS + 60))
  while [ "$SECONDS" -lt "$end" ]; do
    [ "$(kubectl --request-timeout=20s get pods -A --no-headers 2>/dev/null | wc -l)" = 0 ] && break; sleep 1; done
fi
k8s_log "stopping processes by PID"
for n in kube-proxy kubelet kube-scheduler kube-controller-manager kube-apiserver; do stop $n; done
if alive containerd; then C="ctr -a $CTRD_SOCK -n k8s.io"
  for t in $($C tasks ls -q 2>/dev/null); do $C tasks kill -s SIGKILL "$t" >/dev/null 2>&1; done; sleep 1
  for t in $($C tasks ls -q 2>/dev/null); do $C tasks delete -f "$t" >/dev/null 2>&1; done
  for c in $($C containers ls -q 2>/dev/null); do $C containers delete "$c" >/dev/null 2>&1; done
fi
stop containerd; stop etcd
# shims of our containerd outlive it: found by our socket in their command line, stopped by PID
for p in $(pgrep -f "containerd-shim-runc-v2 .*-address $CTRD_SOCK" || true); do kill "$p" 2>/dev/null; done

k8s_log "mounts, network, tunables, cgroups, host paths"
grep -oE " $R/[^ ]+" /proc/mounts | sort -r | while read -r m; do umount "$m" 2>/dev/null || umount -l "$m"; done
# only the namespaces, chains and cgroups that were not there before up (up refuses to start beside KUBE-*
# chains, so every one left is ours; a list from up says which were there anyway)
for n in /var/run/netns/cni-*; do
  [ -e "$n" ] && ! grep -qx "$n" "$R/host/netns" 2>/dev/null && { umount "$n" 2>/dev/null; rm -f "$n"; }; done
[ -f "$R/host/kube-chains" ] || : > "$R/host/kube-chains"
[ -s "$R/host/kube-chains" ] || kube-proxy --cleanup >/dev/null 2>&1 || true
for entry in $(k8s_kube_chains); do
  grep -qx "$entry" "$R/host/kube-chains" && continue
  cmd=${entry%%/*} rest=${entry#*/}; t=${rest%%/*} c=${rest#*/}
  $cmd -t "$t" -S | grep -E "^-A [A-Za-z0-9_-]+ .*-j $c( |$)" | sed 's/^-A/-D/' \
    | while read -r rule; do $cmd -t "$t" $rule; done
  $cmd -t "$t" -F "$c"
done 2>/dev/null
for entry in $(k8s_kube_chains); do
  grep -qx "$entry" "$R/host/kube-chains" && continue
  cmd=${entry%%/*} rest=${entry#*/}; $cmd -t "${rest%%/*}" -X "${rest#*/}"
done 2>/dev/null
iptables -D FORWARD -j "$FWD_CHAIN" 2>/dev/null; iptables -F "$FWD_CHAIN" 2>/dev/null; iptables -X "$FWD_CHAIN" 2>/dev/null
ip link del "$BRIDGE" 2>/dev/null
ip addr del "$NODE_IP/32" dev lo 2>/dev/null
[ -f "$R/host/sysctl" ] && sed 's/ = /=/' "$R/host/sysctl" | xargs -r sysctl -q -w
for d in $K8S_CGROUPS; do
  [ -d "$d" ] && ! grep -qx "$d" "$R/host/cgroups" 2>/dev/null && find "$d" -depth -type d -exec rmdir {} \; 2>/dev/null; done
for d in $K8S_HOST_PATHS; do
  grep -qx "$d" "$R/host/paths" 2>/dev/null && continue
  [ -e "$d" ] || continue
  if mountpoint -q "$d"; then echo "leaving $d (a mount point: not ours)"; continue; fi
  case $d in
    # shared with any other containerd or netns user: only empty directories go
    /var/run/netns|/run/containerd) find "$d" -depth -type d -exec rmdir {} \; 2>/dev/null; [ -e "$d" ] && echo "leaving $d (not empty)" ;;
    *) rm -rf "$d" ;;
  esac
done

# the Docker Engine, if up started it (after the rules check: it has rules of its own)
docker_started=0; [ -f "$R/host/docker-started" ] && docker_started=1

# 2. the check: what up saw against what is here now
status=0
if [ -f "$R/host/iptables" ]; then
  now=$(k8s_rules)
  if [ "$now" != "$(cat "$R/host/iptables")" ]; then
    echo "k8s-cluster: iptables differ from before up:"; diff <(cat "$R/host/iptables") <(echo "$now") | head -20; status=1
  fi
fi
left=$(for f in "$R"/pids/*; do [ -f "$f" ] && kill -0 "$(cat "$f")" 2>/dev/null && basename "$f"; done)
[ -z "$left" ] || { echo "k8s-cluster: still running: $left"; status=1; }
mounts=$(grep -c " $R/" /proc/mounts)
[ "$mounts" = 0 ] || { echo "k8s-cluster: $mounts mounts left under $R"; status=1; }
if [ "$status" = 0 ]; then
  rm -rf "$R"
fi
[ "$docker_started" = 1 ] && "$(cd "$HERE/.." && pwd)/docker-engine.sh" down && rm -f "$R/host/docker-started"
k8s_log "down$([ "$status" = 0 ] && echo ": host as before up (iptables, lo, sysctls, mounts, paths)" || echo " with problems (above); state kept in $R")"
exit $status
