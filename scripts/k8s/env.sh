# Shared settings of scripts/k8s-cluster.sh, scripts/k8s/*.sh and the cluster tests (sourced, never run).
# Every address is inside 198.18.128.0/17, clear of Docker's bridge 198.18.0.0/24, its pools 198.19.0.0/17 and
# the Swarm overlays' --default-addr-pool 198.19.128.0/17 (scripts/swarm-lib.sh, scripts/network-paths.sh).
K8S_VERSION=v1.34.0
K8S_STAGING_VERSION=v0.34.0
COREDNS_VERSION=v1.14.7
PAUSE_IMAGE=registry.k8s.io/pause:3.10
# Built binaries and image tars, outside the checkout and versioned, so a new version never reuses old ones.
K8S_CACHE=${DBBENCH_K8S_CACHE:-/var/cache/dbbench/k8s-$K8S_VERSION}
# Everything a running cluster writes (certificates, etcd, containerd, kubelet, logs, pid files).
K8S_RUN=${DBBENCH_K8S_RUN:-/tmp/dbbench-k8s}
NODE_NAME=k8snode
NODE_IP=198.18.208.1          # a /32 on lo: this kernel has no dummy interface driver
CLUSTER_CIDR=198.18.128.0/18
NODE_POD_CIDR=198.18.128.0/24
SVC_CIDR=198.18.192.0/20
SVC_APISERVER_IP=198.18.192.1
CLUSTER_DNS=198.18.192.10
BRIDGE=k8sbr0
FWD_CHAIN=DBBENCH-K8S-FWD
CTRD_SOCK=$K8S_RUN/containerd/containerd.sock
K8S_ETCD_URL=http://127.0.0.1:2379   # not ETCD_*: etcd reads such variables as flags
export KUBECONFIG=$K8S_RUN/kubeconfig/admin.kubeconfig
# Fixed host paths the kubelet, containerd and CNI create whatever their root dirs say; down removes only those absent before up.
K8S_HOST_PATHS="/var/log/pods /var/log/containers /var/lib/kubelet /var/lib/cni /run/containerd /var/run/netns"
# Debian packages a running cluster needs (RUN), and build needs besides (gcc for cgo)
K8S_RUN_PACKAGES="etcd-server containernetworking-plugins conntrack socat ebtables ethtool containerd runc iptables openssl"
APT_PACKAGES="$K8S_RUN_PACKAGES gcc libc6-dev"
# What build leaves in the cache, checked file by file (a stamp alone says nothing of a file removed since)
K8S_CACHE_FILES="bin/kube-apiserver bin/kube-controller-manager bin/kube-scheduler bin/kubelet bin/kube-proxy bin/kubectl images/pause.tar images/coredns.tar"
# The kubelet's and containerd's cgroups; down removes only those absent before up.
K8S_CGROUPS="/sys/fs/cgroup/*/kubepods /sys/fs/cgroup/*/k8s.io /sys/fs/cgroup/kubepods /sys/fs/cgroup/k8s.io"
# Kubelet tunables saved by up and restored by down (the kubelet sets some of them).
SAVED_SYSCTLS="vm.overcommit_memory kernel.panic kernel.panic_on_oops vm.panic_on_oom"

k8s_log() { printf -- '--- [%ss] %s\n' "$(( $(date +%s) - ${K8S_T0:-$(date +%s)} ))" "$*"; }
k8s_die() { echo "k8s-cluster: $*" >&2; exit 1; }
# The host's iptables rules, one per line with their table, without counters: user chains, rules and
# non-ACCEPT policies (a table the kernel instantiated, e.g. mangle, shows up empty once used: no change)
k8s_rules() {
  iptables-save | awk '/^\*/ {t = $1} /^-A/ {print t, $0} /^:/ {if ($2 != "ACCEPT") print t, $1, $2}'
}
# The KUBE-* chains on this host, as TOOL/TABLE/CHAIN lines (kube-proxy makes them in iptables and ip6tables)
k8s_kube_chains() {
  local cmd t
  for cmd in iptables ip6tables; do for t in filter nat mangle; do
    "$cmd" -t "$t" -S 2>/dev/null | awk -v p="$cmd/$t/" '/^-N KUBE-/ {print p $2}'
  done; done
}
# What is missing for a cluster to run here (empty when nothing): the cache's stamp and files, the host's tools
k8s_missing_cache() {
  local f
  grep -qx "kubernetes=$K8S_VERSION" "$K8S_CACHE/stamp" 2>/dev/null && grep -qx "coredns=$COREDNS_VERSION" "$K8S_CACHE/stamp" \
    || echo "stamp"
  for f in $K8S_CACHE_FILES; do [ -s "$K8S_CACHE/$f" ] || echo "$f"; done
}
k8s_missing_host() {
  local f
  for f in /usr/bin/etcd /usr/lib/cni/bridge /usr/lib/cni/host-local /usr/lib/cni/portmap /usr/bin/containerd /usr/sbin/runc /usr/sbin/conntrack /usr/bin/openssl; do
    [ -x "$f" ] || echo "$f"
  done
}
