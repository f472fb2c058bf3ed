#!/usr/bin/env bash
# Several Docker Swarm nodes on one machine, each a separate network endpoint: privileged containers of
# dbbench-swarm-node:dev (deploy/swarm-node, Docker-in-Docker) on an internal user bridge, a Swarm made on
# node 1 and joined by the others, our images loaded into each node, and an attachable overlay network
# (VXLAN between the nodes, the path a real cluster's nodes use). docs/containers.md.
#   scripts/swarm-nodes.sh up       builds the node image (deploy/images.sh --node) and dbbench:dev /
#                                   dbbench-postgres:dev (deploy/images.sh --offline) when missing, starts
#                                   NODES nodes; a failed step tears down what it made
#   scripts/swarm-nodes.sh down     stops and removes the nodes (with their engines' volumes), the bridge
#                                   and the state directory, found by the label io.dbbench.swarm-nodes=PREFIX;
#                                   exit 1 naming anything still there
#   scripts/swarm-nodes.sh status   the nodes, and the Swarm as node 1 sees it; exit 0 when nodes 1..NODES
#                                   run and at least NODES are Ready
# Use a node's engine: `docker exec -i dbnodes-2 docker ...`, or from the host through its socket:
#   $STATE/docker-2 ps      (a wrapper: /usr/bin/docker -H unix://$STATE/dbnodes-2/docker.sock "$@")
# Addresses (all in 198.18.0.0/15; the bridge is --internal: nothing in a node reaches off the machine):
#   nodes' bridge NODES_SUBNET (198.18.100.0/24, below 198.18.128.0/17 that scripts/k8s/env.sh keeps for
#   Kubernetes), node i at .(10+i); inside each node docker0
#   198.18.160.0/24 and its bridges 198.18.192.0/19 (deploy/swarm-node/daemon.json); the Swarm's overlays
#   198.18.128.0/19 (swarm init --default-addr-pool).
# Env: NODES (2), PREFIX (dbnodes), NODE_IMAGE (dbbench-swarm-node:dev), LOAD_IMAGES ("dbbench:dev
#      dbbench-postgres:dev"), OVERLAY (bench-overlay, the overlay made inside), DOCKER (/usr/bin/docker),
#      STATE (/tmp/dbbench-swarm-nodes/$PREFIX).
# Needs a cgroup v1 host (up refuses cgroup v2). STATE and its parent are made 0700 and must be ours.
# Exit: 0 done; 1 a step failed (it says which); 2 bad arguments or environment; status: 3 not (all) up.
set -uo pipefail
cd "$(dirname "$0")/.."
DOCKER=${DOCKER:-/usr/bin/docker}
NODES=${NODES:-2}
PREFIX=${PREFIX:-dbnodes}
NODE_IMAGE=${NODE_IMAGE:-dbbench-swarm-node:dev}
LOAD_IMAGES=${LOAD_IMAGES:-dbbench:dev dbbench-postgres:dev}
OVERLAY=${OVERLAY:-bench-overlay}
NODES_SUBNET=${NODES_SUBNET:-198.18.100.0/24}
STATE=${STATE:-/tmp/dbbench-swarm-nodes/$PREFIX}
LABEL=io.dbbench.swarm-nodes
SWARM_POOL=198.18.128.0/19

say() { echo "swarm-nodes: $*" >&2; }
[[ $NODES =~ ^[2-9]$ ]] || { say "NODES must be 2 to 9, was '$NODES'"; exit 2; }
[[ $PREFIX =~ ^[a-zA-Z0-9][a-zA-Z0-9_.-]*$ ]] || { say "PREFIX must be a docker name, was '$PREFIX'"; exit 2; }
[[ $NODES_SUBNET =~ ^198\.1[89]\.[0-9]+\.0/24$ ]] || { say "NODES_SUBNET must be a /24 in 198.18.0.0/15, was '$NODES_SUBNET'"; exit 2; }
net=$PREFIX-net
node_ip() { echo "${NODES_SUBNET%.0/24}.$((10 + $1))"; }
# a nested call is bounded: a node's engine that hangs fails the step instead of stalling it
in_node() { local n=$1; shift; timeout 60 "$DOCKER" exec "$PREFIX-$n" docker "$@"; }
# this PREFIX's nodes only (the label's value is the prefix: dbnodes does not take dbnodes-x's nodes)
ours() { "$DOCKER" ps -aq --filter "label=$LABEL=$PREFIX"; }

# The capabilities this process's bounding set lacks, as docker names them (CAP_ dropped)
missing_caps() {
  # capability numbers 0..40 (linux/capability.h)
  local names=(CHOWN DAC_OVERRIDE DAC_READ_SEARCH FOWNER FSETID KILL SETGID SETUID SETPCAP LINUX_IMMUTABLE
    NET_BIND_SERVICE NET_BROADCAST NET_ADMIN NET_RAW IPC_LOCK IPC_OWNER SYS_MODULE SYS_RAWIO SYS_CHROOT
    SYS_PTRACE SYS_PACCT SYS_ADMIN SYS_BOOT SYS_NICE SYS_RESOURCE SYS_TIME SYS_TTY_CONFIG MKNOD LEASE
    AUDIT_WRITE AUDIT_CONTROL SETFCAP MAC_OVERRIDE MAC_ADMIN SYSLOG WAKE_ALARM BLOCK_SUSPEND AUDIT_READ
    PERFMON BPF CHECKPOINT_RESTORE)
  local bnd i
  bnd=$((16#$(awk '/^CapBnd:/ {print $2}' /proc/self/status)))
  for ((i = 0; i < ${#names[@]}; i++)); do ((bnd >> i & 1)) || echo "${names[i]}"; done
}

down() {
  local c n=0 t=$SECONDS nodes volumes=
  nodes=$(ours)
  if [[ -n $nodes ]]; then
    # the engines' anonymous volumes (/var/lib/docker), to check they went with their nodes
    # shellcheck disable=SC2086 # a list of ids
    volumes=$("$DOCKER" inspect -f '{{range .Mounts}}{{if eq .Type "volume"}}{{.Name}} {{end}}{{end}}' $nodes 2>/dev/null)
    # SIGTERM first, to every node at once: each dockerd stops its containers and leaves its cgroups tidy
    # shellcheck disable=SC2086 # a list of ids
    timeout 60 "$DOCKER" stop -t 20 $nodes >/dev/null 2>&1 || true
    for c in $nodes; do "$DOCKER" rm -f -v "$c" >/dev/null 2>&1 || true; n=$((n + 1)); done
  fi
  "$DOCKER" network ls -q --filter "label=$LABEL=$PREFIX" | while read -r id; do
    "$DOCKER" network rm "$id" >/dev/null
  done
  rm -rf "$STATE"
  rmdir "$(dirname "$STATE")" 2>/dev/null || true # the parent too when no other PREFIX uses it
  say "down: removed $n node(s), the network $net and $STATE in $((SECONDS - t)) s"
  # what is still there is a failure, named: the host is not as it was
  local v left
  left=$(ours; "$DOCKER" network ls -q --filter "label=$LABEL=$PREFIX"; [[ ! -e $STATE ]] || echo "$STATE"
    for v in $volumes; do "$DOCKER" volume inspect "$v" >/dev/null 2>&1 && echo "volume $v"; done)
  [[ -z $left ]] || { say "down: still there: ${left//$'\n'/ }"; return 1; }
}

# Waits up to $2 seconds for node $1's engine to answer.
wait_engine() {
  local deadline=$((SECONDS + $2))
  while ((SECONDS < deadline)); do
    in_node "$1" info >/dev/null 2>&1 && return 0
    [[ $("$DOCKER" inspect -f '{{.State.Running}}' "$PREFIX-$1" 2>/dev/null) == true ]] || break
    sleep 1
  done
  say "node $1's dockerd does not answer after $2 s; its log:"
  "$DOCKER" logs --tail 20 "$PREFIX-$1" >&2 2>&1 || true
  return 1
}

up() {
  local start=$SECONDS i t img ip1 token ready deadline subnet
  "$DOCKER" info >/dev/null 2>&1 || { say "no Docker Engine answers ($DOCKER info): scripts/docker-engine.sh up"; return 2; }
  [[ -z $(ours) ]] || { say "nodes named $PREFIX-* are already there: scripts/swarm-nodes.sh status, or down"; return 2; }
  # the node's entrypoint makes cgroup v1 hierarchies writable; a cgroup v2 host needs PID 1 moved into a
  # child cgroup first (as docker's own dind script does), which it does not do
  [[ $(stat -fc %T /sys/fs/cgroup 2>/dev/null) != cgroup2fs ]] \
    || { say "this host has cgroup v2 (unified): the nodes support cgroup v1 hosts only"; return 2; }
  if ! "$DOCKER" image inspect "$NODE_IMAGE" >/dev/null 2>&1; then
    say "building $NODE_IMAGE (deploy/images.sh --node)"
    NODE_TAG=$NODE_IMAGE DOCKER=$DOCKER deploy/images.sh --node || { say "cannot build $NODE_IMAGE"; return 1; }
  fi
  for img in $LOAD_IMAGES; do
    "$DOCKER" image inspect "$img" >/dev/null 2>&1 && continue
    say "image $img is missing: building the images (deploy/images.sh --offline)"
    DOCKER=$DOCKER deploy/images.sh --offline || { say "cannot build the images"; return 1; }
    break
  done
  # private to us: the state holds the nodes' engine sockets (root on those engines)
  local parent
  parent=$(dirname "$STATE")
  mkdir -m 0700 -p "$parent" && mkdir -m 0700 -p "$STATE" || { say "cannot make $STATE"; return 2; }
  [[ $(stat -c %u "$parent") == "$(id -u)" && $(stat -c %u "$STATE") == "$(id -u)" ]] \
    || { say "$parent or $STATE is not owned by us (uid $(id -u)): not putting the nodes' sockets there"; return 2; }
  # --privileged when the host's capability bounding set has every capability; else (here: no
  # CAP_SYS_RESOURCE, and runc refuses a privileged container then) every capability it has, no seccomp
  # or AppArmor, an unmasked /proc and a private cgroup namespace (deploy/swarm-node/entrypoint.sh)
  local node_security=(--privileged) last
  last=$(cat /proc/sys/kernel/cap_last_cap 2>/dev/null || echo 40)
  if [[ $(awk '/^CapBnd:/ {print $2}' /proc/self/status) != "$(printf '%016x' $(((1 << (last + 1)) - 1)))" ]]; then
    node_security=(--cap-add ALL --security-opt seccomp=unconfined --security-opt apparmor=unconfined
      --security-opt systempaths=unconfined --cgroupns private)
    local c
    for c in $(missing_caps); do node_security+=(--cap-drop "$c"); done
  fi
  "$DOCKER" network create --internal --subnet "$NODES_SUBNET" --label "$LABEL=$PREFIX" "$net" >/dev/null \
    || { say "cannot create the network $net ($NODES_SUBNET)"; return 1; }
  for ((i = 1; i <= NODES; i++)); do
    mkdir -m 0700 "$STATE/$PREFIX-$i" || { say "cannot make $STATE/$PREFIX-$i"; return 1; }
    "$DOCKER" run -d "${node_security[@]}" --name "$PREFIX-$i" --hostname "$PREFIX-$i" --label "$LABEL=$PREFIX" \
      --network "$net" --ip "$(node_ip "$i")" -v "$STATE/$PREFIX-$i:/run/dbbench-node" \
      -e DBBENCH_NODE_SOCKET_DIR=/run/dbbench-node "$NODE_IMAGE" >/dev/null || { say "cannot start node $i"; return 1; }
    printf '#!/bin/sh\nexec %s -H unix://%s/docker.sock "$@"\n' "$DOCKER" "$STATE/$PREFIX-$i" >"$STATE/docker-$i"
    chmod 0700 "$STATE/docker-$i"
  done
  for ((i = 1; i <= NODES; i++)); do wait_engine "$i" 90 || return 1; done
  say "$NODES engines answer after $((SECONDS - start)) s"
  ip1=$(node_ip 1)
  in_node 1 swarm init --advertise-addr "$ip1" --listen-addr "$ip1:2377" --default-addr-pool "$SWARM_POOL" \
    --default-addr-pool-mask-length 24 >/dev/null || { say "docker swarm init on node 1 failed"; return 1; }
  token=$(in_node 1 swarm join-token -q worker) || return 1
  for ((i = 2; i <= NODES; i++)); do
    timeout 60 "$DOCKER" exec "$PREFIX-$i" docker swarm join --token "$token" --advertise-addr "$(node_ip "$i")" "$ip1:2377" \
      >/dev/null || { say "node $i could not join the Swarm at $ip1:2377"; return 1; }
  done
  deadline=$((SECONDS + 60))
  while ((SECONDS < deadline)); do
    ready=$(in_node 1 node ls --format '{{.Status}}' | grep -c '^Ready$')
    ((ready == NODES)) && break
    sleep 1
  done
  ((ready == NODES)) || { say "only $ready of $NODES nodes Ready after 60 s"; in_node 1 node ls >&2; return 1; }
  say "Swarm of $NODES nodes Ready after $((SECONDS - start)) s"
  # saved once to a file in the state directory, loaded into each node from it
  t=$SECONDS
  # shellcheck disable=SC2086 # LOAD_IMAGES is a list
  timeout 600 "$DOCKER" save -o "$STATE/images.tar" $LOAD_IMAGES || { say "docker save $LOAD_IMAGES failed"; return 1; }
  say "saved $LOAD_IMAGES in $((SECONDS - t)) s"
  for ((i = 1; i <= NODES; i++)); do
    t=$SECONDS
    timeout 600 "$DOCKER" exec -i "$PREFIX-$i" docker load -q <"$STATE/images.tar" >/dev/null \
      || { say "loading $LOAD_IMAGES into node $i failed"; return 1; }
    say "node $i: loaded $LOAD_IMAGES in $((SECONDS - t)) s"
  done
  rm -f "$STATE/images.tar"
  in_node 1 network create -d overlay --attachable "$OVERLAY" >/dev/null || { say "cannot create the overlay $OVERLAY"; return 1; }
  subnet=$(in_node 1 network inspect -f '{{range .IPAM.Config}}{{.Subnet}}{{end}}' "$OVERLAY")
  [[ $subnet =~ ^198\.1[89]\. ]] || { say "the overlay got $subnet, outside 198.18.0.0/15"; return 1; }
  say "up in $((SECONDS - start)) s: nodes $(for ((i = 1; i <= NODES; i++)); do printf '%s=%s ' "$PREFIX-$i" "$(node_ip "$i")"; done)overlay $OVERLAY $subnet"
}

status() {
  local i ok=0 state
  for ((i = 1; i <= NODES; i++)); do
    state=$("$DOCKER" inspect -f '{{.State.Status}}' "$PREFIX-$i" 2>/dev/null) || state=absent
    echo "$PREFIX-$i $(node_ip "$i") $state"
    [[ $state == running ]] || ok=3
  done
  if [[ $ok == 0 ]]; then
    in_node 1 node ls --format '{{.Hostname}} {{.Status}} {{.Availability}} {{.ManagerStatus}}' || ok=3
    # at least NODES: a caller asking about 2 nodes may use a Swarm of more
    (($(in_node 1 node ls --format '{{.Status}}' 2>/dev/null | grep -c '^Ready$') >= NODES)) || ok=3
  fi
  return $ok
}

case "${1:-}" in
  up)
    trap 'say "interrupted: tearing down"; down; exit 130' INT
    trap 'say "terminated: tearing down"; down; exit 143' TERM
    up; rc=$?
    if ((rc == 1)); then say "up failed: tearing down what it made"; down; fi
    exit $rc ;;
  down) down ;;
  status) status ;;
  *) echo "usage: scripts/swarm-nodes.sh up|down|status" >&2; exit 2 ;;
esac
