#!/bin/bash
# k8s-cluster.sh up: a single-node Kubernetes from $K8S_CACHE, state under $K8S_RUN, every long-running
# process started here with its PID in $K8S_RUN/pids (down stops them by PID). Idempotent: a running
# cluster is left as it is. Every wait is bounded.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(cd "$HERE/../.." && pwd)
. "$HERE/env.sh"
K8S_T0=$(date +%s)
[ "$(id -u)" = 0 ] || k8s_die "up must run as root"
missing=$(k8s_missing_cache)
[ -z "$missing" ] || k8s_die "no complete Kubernetes $K8S_VERSION build in $K8S_CACHE (missing: $(echo $missing)): run scripts/k8s-cluster.sh build first (about 15 min)"
missing=$(k8s_missing_host)
[ -z "$missing" ] || k8s_die "missing on this host: $(echo $missing): apt-get install $K8S_RUN_PACKAGES (or scripts/k8s-cluster.sh build)"
export PATH=$K8S_CACHE/bin:$PATH
R=$K8S_RUN P=$K8S_RUN/pki
alive() { [ -f "$R/pids/$1" ] && kill -0 "$(cat "$R/pids/$1")" 2>/dev/null; }
C="ctr -a $CTRD_SOCK -n k8s.io"
# Our images from Docker Engine (started when none answers; down stops it then), imported again whenever the
# image id changed, also into a cluster already up: a test must never run an old dbbench:dev
import_images() {
  out=$("$ROOT/scripts/docker-engine.sh" up) || k8s_die "no Docker Engine to read our images from: $out"
  case $out in *"started dockerd"*) touch "$R/host/docker-started" ;; esac
  for img in ${DBBENCH_K8S_IMAGES:-dbbench:dev dbbench-postgres:dev}; do
    # docker save only reads from the engine; a re-import is skipped when containerd has the same image id
    id=$(/usr/bin/docker image inspect -f '{{.Id}}' "$img" 2>/dev/null || true)
    if [ -z "$id" ]; then
      k8s_log "image $img missing: deploy/images.sh --offline"
      "$ROOT/deploy/images.sh" --offline || k8s_die "deploy/images.sh --offline failed"
      id=$(/usr/bin/docker image inspect -f '{{.Id}}' "$img") || k8s_die "deploy/images.sh made no $img"
    fi
    [ "$(cat "$R/host/image.${img//[:\/]/_}" 2>/dev/null)" = "$id" ] && grep -q "docker.io/library/$img" <<<"$($C images ls -q)" && continue
    t=$(date +%s); /usr/bin/docker save "$img" | nice -n 10 $C images import - >/dev/null
    echo "$id" > "$R/host/image.${img//[:\/]/_}"; echo "imported $img in $(( $(date +%s) - t ))s"
  done
}
if alive kube-apiserver && grep -q " Ready" <<<"$(kubectl --request-timeout=20s get node "$NODE_NAME" 2>/dev/null)"; then
  import_images
  echo "k8s-cluster: already up (state $R)"; exit 0
fi
# Another Kubernetes's rules are never ours to remove: refuse to start beside them. A host snapshot left by a
# down that failed (its state is kept to be looked at) holds only while that cluster's rules are still there;
# with neither our chain nor any KUBE-* chain it is stale and is taken again.
kube_chains=$(k8s_kube_chains)
our_chain=0; iptables -S "$FWD_CHAIN" >/dev/null 2>&1 && our_chain=1
if [ -n "$kube_chains" ] && { [ "$our_chain" = 0 ] || [ ! -f "$R/host/iptables" ]; }; then
  k8s_die "KUBE-* chains exist that this cluster did not make (another Kubernetes here?), not starting: $(echo $kube_chains)"
fi
if [ "$our_chain" = 0 ] && [ -z "$kube_chains" ] && [ -d "$R/host" ]; then
  k8s_log "no rules of an earlier cluster left: its host snapshot in $R/host is taken again"
  rm -f "$R"/host/{iptables,paths,sysctl,netns,cgroups,kube-chains}
fi
mkdir -p "$R"/{pids,logs,host}
# The host as found, for down: which fixed paths, network namespaces and kubepods cgroups existed, the
# tunables the kubelet changes, the rule sets
[ -f "$R/host/paths" ] || for d in $K8S_HOST_PATHS; do [ -e "$d" ] && echo "$d"; done > "$R/host/paths" || true
[ -f "$R/host/kube-chains" ] || printf '%s' "$([ "$our_chain" = 0 ] && echo "$kube_chains")" > "$R/host/kube-chains"
[ -f "$R/host/netns" ] || { ls -d /var/run/netns/cni-* 2>/dev/null || true; } > "$R/host/netns"
[ -f "$R/host/cgroups" ] || { ls -d $K8S_CGROUPS 2>/dev/null || true; } > "$R/host/cgroups"
[ -f "$R/host/sysctl" ] || sysctl -e $SAVED_SYSCTLS > "$R/host/sysctl"
# start NAME CMD...: a host process, its PID saved (unless it already runs)
start() { local n=$1; shift; alive "$n" && return 0
  nohup "$@" < /dev/null > "$R/logs/$n.log" 2>&1 & echo $! > "$R/pids/$n"; }
# wait_for WHAT SECONDS CMD...: polls CMD until it succeeds, for SECONDS by the clock (a slow CMD cannot stretch it)
wait_for() { local what=$1 secs=$2 end=$((SECONDS + $2)); shift 2
  while [ "$SECONDS" -lt "$end" ]; do "$@" >/dev/null 2>&1 && return 0; sleep 1; done
  k8s_die "$what not ready after ${secs}s (logs in $R/logs)"; }

k8s_log "certificates"
if [ ! -f "$R/kubeconfig/admin.kubeconfig" ]; then
  mkdir -p "$P" "$R/kubeconfig"
  openssl genrsa -out "$P/ca.key" 2048 2>/dev/null
  openssl req -x509 -new -nodes -key "$P/ca.key" -sha256 -days 3650 -subj "/CN=dbbench-k8s-ca" -out "$P/ca.crt"
  sign() { local n=$1 cn=$2 o=$3 san=${4:-} subj="/CN=$2"; [ -n "$o" ] && subj="/O=$o/CN=$cn"
    openssl genrsa -out "$P/$n.key" 2048 2>/dev/null
    openssl req -new -key "$P/$n.key" -subj "$subj" -out "$P/$n.csr"
    { echo "basicConstraints=CA:FALSE"; echo "keyUsage=critical,digitalSignature,keyEncipherment"
      if [ -n "$san" ]; then echo "extendedKeyUsage=serverAuth,clientAuth"; echo "subjectAltName=$san"
      else echo "extendedKeyUsage=clientAuth"; fi; } > "$P/$n.ext"
    openssl x509 -req -in "$P/$n.csr" -CA "$P/ca.crt" -CAkey "$P/ca.key" -CAcreateserial -days 3650 -sha256 \
      -extfile "$P/$n.ext" -out "$P/$n.crt" 2>/dev/null
    rm -f "$P/$n.csr" "$P/$n.ext"; }
  sign apiserver kube-apiserver "" "DNS:kubernetes,DNS:kubernetes.default,DNS:kubernetes.default.svc,DNS:kubernetes.default.svc.cluster.local,DNS:localhost,DNS:$NODE_NAME,IP:127.0.0.1,IP:$NODE_IP,IP:$SVC_APISERVER_IP"
  sign apiserver-kubelet-client kube-apiserver-kubelet-client system:masters
  sign admin kubernetes-admin system:masters
  sign kube-controller-manager system:kube-controller-manager ""
  sign kube-scheduler system:kube-scheduler ""
  sign kube-proxy system:kube-proxy ""
  sign kubelet "system:node:$NODE_NAME" system:nodes "DNS:$NODE_NAME,IP:$NODE_IP"
  openssl genrsa -out "$P/sa.key" 2048 2>/dev/null; openssl rsa -in "$P/sa.key" -pubout -out "$P/sa.pub" 2>/dev/null
  for n in kube-controller-manager kube-scheduler kube-proxy kubelet admin; do
    cat > "$R/kubeconfig/$n.kubeconfig" <<KC
apiVersion: v1
kind: Config
clusters: [{name: local, cluster: {server: "https://$NODE_IP:6443", certificate-authority-data: $(base64 -w0 "$P/ca.crt")}}]
users: [{name: $n, user: {client-certificate-data: $(base64 -w0 "$P/$n.crt"), client-key-data: $(base64 -w0 "$P/$n.key")}}]
contexts: [{name: default, context: {cluster: local, user: $n}}]
current-context: default
KC
  done
fi

k8s_log "containerd (its own root, state and socket; Docker's is never touched)"
mkdir -p "$R"/containerd/{root,state,opt} "$R"/cni/{net.d,ipam}
cat > "$R/containerd/config.toml" <<TOML
version = 2
root = "$R/containerd/root"
state = "$R/containerd/state"
disabled_plugins = ["io.containerd.snapshotter.v1.btrfs","io.containerd.snapshotter.v1.zfs","io.containerd.snapshotter.v1.aufs","io.containerd.snapshotter.v1.devmapper"]
[grpc]
  address = "$CTRD_SOCK"
[ttrpc]
  address = ""
[debug]
  address = ""
[metrics]
  address = ""
[plugins."io.containerd.internal.v1.opt"]
  path = "$R/containerd/opt"
[plugins."io.containerd.grpc.v1.cri"]
  sandbox_image = "$PAUSE_IMAGE"
  stream_server_address = "127.0.0.1"
  stream_server_port = "0"
  # root here may lack CAP_SYS_RESOURCE: runc then cannot give the pause container oom_score_adj -998 and
  # every sandbox fails; this clamps each container's oom_score_adj to containerd's own instead
  restrict_oom_score_adj = true
  [plugins."io.containerd.grpc.v1.cri".containerd]
    snapshotter = "overlayfs"
    default_runtime_name = "runc"
    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]
      runtime_type = "io.containerd.runc.v2"
      [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]
        SystemdCgroup = false
        Root = "$R/containerd/runc"
  [plugins."io.containerd.grpc.v1.cri".cni]
    bin_dir = "/usr/lib/cni"
    conf_dir = "$R/cni/net.d"
    max_conf_num = 1
TOML
# ipMasq false and the FORWARD guard below: pods reach each other, services and the node, nothing else
cat > "$R/cni/net.d/10-dbbench-bridge.conflist" <<JSON
{"cniVersion": "0.4.0", "name": "dbbench-pods", "plugins": [
  {"type": "bridge", "bridge": "$BRIDGE", "isGateway": true, "ipMasq": false, "hairpinMode": true,
   "ipam": {"type": "host-local", "dataDir": "$R/cni/ipam", "ranges": [[{"subnet": "$NODE_POD_CIDR", "gateway": "${NODE_POD_CIDR%.0/24}.1"}]],
            "routes": [{"dst": "0.0.0.0/0"}]}},
  {"type": "portmap", "capabilities": {"portMappings": true}}]}
JSON
start containerd containerd --config "$R/containerd/config.toml"
wait_for containerd 30 $C version

k8s_log "images"
grep -qx "$PAUSE_IMAGE" <<<"$($C images ls -q)" || $C images import "$K8S_CACHE/images/pause.tar" >/dev/null
grep -q "local/coredns:$COREDNS_VERSION" <<<"$($C images ls -q)" || $C images import "$K8S_CACHE/images/coredns.tar" >/dev/null
import_images

k8s_log "host network ($NODE_IP/32 on lo, FORWARD guard $FWD_CHAIN)"
# the rules as found (after any Docker Engine start above, which adds its own), for down to compare
[ -f "$R/host/iptables" ] || k8s_rules > "$R/host/iptables"
grep -q " $NODE_IP/32" <<<"$(ip addr show dev lo)" || ip addr add "$NODE_IP/32" dev lo
iptables -N "$FWD_CHAIN" 2>/dev/null || iptables -F "$FWD_CHAIN"
iptables -A "$FWD_CHAIN" -i "$BRIDGE" -o "$BRIDGE" -j ACCEPT
iptables -A "$FWD_CHAIN" -i "$BRIDGE" -j DROP
iptables -A "$FWD_CHAIN" -o "$BRIDGE" -j DROP
iptables -C FORWARD -j "$FWD_CHAIN" 2>/dev/null || iptables -I FORWARD 1 -j "$FWD_CHAIN"

k8s_log "etcd"
mkdir -p "$R/etcd"
start etcd /usr/bin/etcd --name dbbench-k8s --data-dir "$R/etcd/data" \
  --listen-client-urls "$K8S_ETCD_URL" --advertise-client-urls "$K8S_ETCD_URL" \
  --listen-peer-urls http://127.0.0.1:2380 --initial-advertise-peer-urls http://127.0.0.1:2380 \
  --initial-cluster dbbench-k8s=http://127.0.0.1:2380 --listen-metrics-urls http://127.0.0.1:2381
wait_for etcd 30 curl -m 5 -fsS "$K8S_ETCD_URL/health"

k8s_log "control plane"
start kube-apiserver kube-apiserver --advertise-address="$NODE_IP" --bind-address="$NODE_IP" --secure-port=6443 \
  --etcd-servers="$K8S_ETCD_URL" --service-cluster-ip-range="$SVC_CIDR" \
  --client-ca-file="$P/ca.crt" --tls-cert-file="$P/apiserver.crt" --tls-private-key-file="$P/apiserver.key" \
  --kubelet-client-certificate="$P/apiserver-kubelet-client.crt" --kubelet-client-key="$P/apiserver-kubelet-client.key" \
  --service-account-issuer=https://kubernetes.default.svc.cluster.local \
  --service-account-key-file="$P/sa.pub" --service-account-signing-key-file="$P/sa.key" \
  --authorization-mode=Node,RBAC --enable-admission-plugins=NodeRestriction --profiling=false \
  --kubelet-preferred-address-types=InternalIP,Hostname
wait_for kube-apiserver 120 curl -m 5 -fsS --cacert "$P/ca.crt" "https://$NODE_IP:6443/readyz"
start kube-controller-manager kube-controller-manager --kubeconfig="$R/kubeconfig/kube-controller-manager.kubeconfig" \
  --authentication-kubeconfig="$R/kubeconfig/kube-controller-manager.kubeconfig" \
  --authorization-kubeconfig="$R/kubeconfig/kube-controller-manager.kubeconfig" \
  --bind-address=127.0.0.1 --leader-elect=false --root-ca-file="$P/ca.crt" \
  --service-account-private-key-file="$P/sa.key" --use-service-account-credentials=true \
  --cluster-signing-cert-file="$P/ca.crt" --cluster-signing-key-file="$P/ca.key" \
  --allocate-node-cidrs=true --cluster-cidr="$CLUSTER_CIDR" --node-cidr-mask-size=24 --service-cluster-ip-range="$SVC_CIDR"
start kube-scheduler kube-scheduler --kubeconfig="$R/kubeconfig/kube-scheduler.kubeconfig" \
  --authentication-kubeconfig="$R/kubeconfig/kube-scheduler.kubeconfig" \
  --authorization-kubeconfig="$R/kubeconfig/kube-scheduler.kubeconfig" --bind-address=127.0.0.1 --leader-elect=false
wait_for kube-controller-manager 60 curl -m 5 -fsSk https://127.0.0.1:10257/healthz
wait_for kube-scheduler 60 curl -m 5 -fsSk https://127.0.0.1:10259/healthz

k8s_log "kubelet"
mkdir -p "$R"/kubelet/{root,pod-logs}
cat > "$R/kubelet/config.yaml" <<YAML
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
address: $NODE_IP
port: 10250
healthzBindAddress: 127.0.0.1
healthzPort: 10248
authentication: {anonymous: {enabled: false}, webhook: {enabled: true}, x509: {clientCAFile: $P/ca.crt}}
authorization: {mode: Webhook}
tlsCertFile: $P/kubelet.crt
tlsPrivateKeyFile: $P/kubelet.key
containerRuntimeEndpoint: unix://$CTRD_SOCK
cgroupDriver: cgroupfs
failCgroupV1: false
failSwapOn: false
clusterDomain: cluster.local
clusterDNS: [$CLUSTER_DNS]
resolvConf: ""
podCIDR: $NODE_POD_CIDR
maxPods: 50
podLogsDir: $R/kubelet/pod-logs
imageGCHighThresholdPercent: 100
imageGCLowThresholdPercent: 99
evictionHard: {memory.available: "200Mi", nodefs.available: "2%", imagefs.available: "2%", nodefs.inodesFree: "2%"}
protectKernelDefaults: false
rotateCertificates: false
serverTLSBootstrap: false
YAML
start kubelet kubelet --config="$R/kubelet/config.yaml" --kubeconfig="$R/kubeconfig/kubelet.kubeconfig" \
  --root-dir="$R/kubelet/root" --cert-dir="$R/kubelet/pki" --hostname-override="$NODE_NAME" --node-ip="$NODE_IP" --v=1
wait_for kubelet 60 curl -m 5 -fsS http://127.0.0.1:10248/healthz

k8s_log "kube-proxy (iptables mode)"
mkdir -p "$R/kube-proxy"
cat > "$R/kube-proxy/config.yaml" <<YAML
apiVersion: kubeproxy.config.k8s.io/v1alpha1
kind: KubeProxyConfiguration
clientConnection: {kubeconfig: $R/kubeconfig/kube-proxy.kubeconfig}
mode: iptables
clusterCIDR: $CLUSTER_CIDR
hostnameOverride: $NODE_NAME
bindAddress: $NODE_IP
healthzBindAddress: 127.0.0.1:10256
metricsBindAddress: 127.0.0.1:10249
nodePortAddresses: ["$NODE_IP/32"]
iptables: {localhostNodePorts: false, masqueradeAll: false}
conntrack: {maxPerCore: 0, min: 0, tcpEstablishedTimeout: 0s, tcpCloseWaitTimeout: 0s}
YAML
start kube-proxy kube-proxy --config="$R/kube-proxy/config.yaml"
wait_for kube-proxy 30 curl -m 5 -fsS http://127.0.0.1:10256/healthz
node_ready() { grep -q " Ready" <<<"$(kubectl --request-timeout=20s get node "$NODE_NAME")"; }
wait_for "node $NODE_NAME" 90 node_ready

k8s_log "CoreDNS"
kubectl --request-timeout=60s apply -f "$HERE/coredns.yaml" >/dev/null
timeout 150 kubectl -n kube-system rollout status deploy/coredns --timeout=120s >/dev/null \
  || k8s_die "CoreDNS did not roll out in 120s"

sa_ready() { kubectl --request-timeout=20s get serviceaccount default; }
wait_for "service account default" 60 sa_ready
k8s_log "egress check from a pod (nothing off the machine; the apiserver's service IP answers)"
timeout 90 kubectl delete pod dbbench-egress-check --ignore-not-found --wait=true --timeout=60s >/dev/null
kubectl --request-timeout=20s run dbbench-egress-check --image=dbbench:dev --image-pull-policy=Never --restart=Never --command -- \
  bash -c 'for t in 10.255.255.53/53 192.0.2.1/80 1.1.1.1/443 '"$SVC_APISERVER_IP"'/443; do
             if timeout 3 bash -c "exec 3<>/dev/tcp/${t%/*}/${t#*/}" 2>/dev/null; then echo "$t reachable"; else echo "$t unreachable"; fi
           done' >/dev/null
pod_done() { grep -qE "Succeeded|Failed" <<<"$(kubectl --request-timeout=20s get pod dbbench-egress-check -o jsonpath="{.status.phase}")"; }
wait_for "egress check pod" 90 pod_done
egress=$(kubectl --request-timeout=20s logs dbbench-egress-check); kubectl --request-timeout=20s delete pod dbbench-egress-check --wait=false >/dev/null
echo "$egress" | sed 's/^/  /'
[ "$(echo "$egress" | grep -c ' unreachable$')" = 3 ] && grep -q "^$SVC_APISERVER_IP/443 reachable" <<<"$egress" \
  || k8s_die "egress check failed: a pod reaches outside the machine, or not the apiserver (above)"
k8s_log "cluster up: export KUBECONFIG=$KUBECONFIG PATH=$K8S_CACHE/bin:\$PATH"
