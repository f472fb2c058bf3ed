#!/usr/bin/env bash
# network-paths-nodes.sh (run as `scripts/network-paths.sh --nodes`): what crossing from one Swarm node to
# another costs. The far ends (a netprobe server and a PostgreSQL, synchronous_commit=off) run on node 1
# of scripts/swarm-nodes.sh, on its attachable overlay; the client runs on node 1 (same-node: the
# overlay's bridge inside one node, no VXLAN) or on node 2 (other-node: VXLAN over the nodes' bridge, the
# path between a real cluster's machines), as a container of the node's own engine.
#
#   SECS=5 REPEATS=3 scripts/network-paths.sh --nodes
#
# Rows: same-node, other-node (netprobe tput Gbit/s, rr p50 us, db p50 us of SELECT 1) and soe-same-node,
# soe-other-node (SOE client-side TPS, every measured iteration); with SOE_SERVER_SIDE=1 also
# soe-ss-same-node, soe-ss-other-node (SOE server-side, the same users). With LINK_RATE (e.g. 1gbit,
# 200mbit) a modelled link too: rows other-node-tbf and soe-other-node-tbf, with a tbf qdisc of that rate
# on both nodes' interfaces during those runs only. There is no delay: this kernel has no netem
# (CONFIG_NET_SCH_NETEM unset), so latency between nodes cannot be modelled here, only a rate.
# Repeats interleaved (path order rotated, SOE sides reversed every other repeat); ratios against the
# first row of each table (same-node, soe-same-node, soe-ss-same-node) and 99% Welch verdicts
# (scripts/NetworkPathsTable.java). The -tbf rows too are against same-node, not against other-node: what
# the modelled link adds to VXLAN is their ratio divided by other-node's, without a verdict of its own.
# The nodes: used as they are when `scripts/swarm-nodes.sh status` says they are up (PREFIX=$NODES_PREFIX),
# else brought up here and down again at the end.
# Env: SECS (5), REPEATS (3), PROBES ("tput rr db soe"), SOE_USERS (4), SOE_SECS (10), SOE_ITERATIONS (3),
#      SOE_SCALE (0.01), SOE_SERVER_SIDE (0), LINK_RATE (none), NODES_PREFIX (dbnodes), PREFIX (np-nodes,
#      the containers made inside the nodes), IMAGE (dbbench:dev), PG_IMAGE (dbbench-postgres:dev), DOCKER.
# Exit: 0 every row measured; 1 a probe failed (its log is printed); 2 bad environment.
set -euo pipefail
cd "$(dirname "$0")/.."

SECS=${SECS:-5}
REPEATS=${REPEATS:-3}
PROBES=${PROBES:-tput rr db soe}
SOE_USERS=${SOE_USERS:-4}
SOE_SECS=${SOE_SECS:-10}
SOE_ITERATIONS=${SOE_ITERATIONS:-3}
SOE_SCALE=${SOE_SCALE:-0.01}
SOE_SERVER_SIDE=${SOE_SERVER_SIDE:-0}
LINK_RATE=${LINK_RATE:-}
NODES_PREFIX=${NODES_PREFIX:-dbnodes}
PREFIX=${PREFIX:-np-nodes}
IMAGE=${IMAGE:-dbbench:dev}
PG_IMAGE=${PG_IMAGE:-dbbench-postgres:dev}
DOCKER=${DOCKER:-/usr/bin/docker}
OVERLAY=${OVERLAY:-bench-overlay}
PGPASS=netnodes-$$-$RANDOM

log() { echo "network-paths --nodes: $*" >&2; }
. scripts/network-paths-lib.sh
die() { log "$1"; exit "${2:-1}"; }
[[ $REPEATS =~ ^[1-9][0-9]*$ ]] || die "REPEATS must be a positive whole number, was '$REPEATS'" 2
[[ $SECS =~ ^[0-9]*\.?[0-9]+$ ]] || die "SECS must be a positive number of seconds, was '$SECS'" 2
[[ $SOE_USERS =~ ^[1-9][0-9]*$ ]] || die "SOE_USERS must be a positive whole number, was '$SOE_USERS'" 2
[[ $SOE_SECS =~ ^[1-9][0-9]*$ ]] || die "SOE_SECS must be a positive whole number of seconds, was '$SOE_SECS'" 2
[[ $SOE_ITERATIONS =~ ^[1-9][0-9]*$ ]] || die "SOE_ITERATIONS must be a positive whole number, was '$SOE_ITERATIONS'" 2
[[ $SOE_SERVER_SIDE =~ ^[01]$ ]] || die "SOE_SERVER_SIDE must be 0 or 1, was '$SOE_SERVER_SIDE'" 2
[[ -z $LINK_RATE || $LINK_RATE =~ ^[1-9][0-9]*(mbit|gbit)$ ]] || die "LINK_RATE must be like 200mbit or 1gbit, was '$LINK_RATE'" 2
[[ $PREFIX =~ ^[a-zA-Z0-9][a-zA-Z0-9_.-]*$ ]] || die "PREFIX must be a docker name (letters, digits, _.-), was '$PREFIX'" 2
[[ $# == 0 ]] || die "unknown argument '$1' (none: everything is set by the environment)" 2
for probe in $PROBES; do
  [[ $probe =~ ^(tput|rr|db|soe)$ ]] || die "PROBES: unknown probe '$probe' (tput, rr, db, soe)" 2
done
command -v java >/dev/null || die "java is missing: the table is made on this host (scripts/NetworkPathsTable.java)" 2
"$DOCKER" info >/dev/null 2>&1 || die "no Docker Engine answers ($DOCKER info): scripts/docker-engine.sh up" 2
for img in "$IMAGE" "$PG_IMAGE"; do
  "$DOCKER" image inspect "$img" >/dev/null 2>&1 || die "image $img not found (build it: deploy/images.sh)" 2
done

node1=$NODES_PREFIX-1 node2=$NODES_PREFIX-2
nodes_made_here= inner_made= work= tbf_on= client_pid= jar_container=$PREFIX-jar-$$
# every container made inside the nodes carries it (removed by it at the end)
INNER_LABEL=io.dbbench.network-paths-nodes=$PREFIX
work=$(mktemp -d "${TMPDIR:-/tmp}/$PREFIX.XXXXXX")
cleanup() {
  local rc=$? n ids
  trap - EXIT INT TERM
  [[ -z $client_pid ]] || kill "$client_pid" 2>/dev/null || true
  "$DOCKER" rm -f -v "$jar_container" >/dev/null 2>&1 || true
  [[ -z $tbf_on ]] || (tbf off) || rc=1
  for n in ${inner_made:+"$node1" "$node2"}; do
    ids=$(timeout 60 "$DOCKER" exec "$n" docker ps -aq --filter "label=$INNER_LABEL" 2>/dev/null) || continue
    # shellcheck disable=SC2086 # a list of ids
    [[ -z $ids ]] || timeout 60 "$DOCKER" exec "$n" docker rm -f -v $ids >/dev/null 2>&1 || true
  done
  [[ -z $nodes_made_here ]] || PREFIX=$NODES_PREFIX DOCKER=$DOCKER scripts/swarm-nodes.sh down || true
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if ! PREFIX=$NODES_PREFIX DOCKER=$DOCKER NODES=2 scripts/swarm-nodes.sh status >/dev/null 2>&1; then
  log "no nodes $NODES_PREFIX-* up: bringing them up (and down again at the end)"
  # only nodes this run made go down at the end: `up` refuses (exit 2) when nodes of that name are there
  # already, and a failed `up` takes down what it made itself
  PREFIX=$NODES_PREFIX DOCKER=$DOCKER NODES=2 scripts/swarm-nodes.sh up || die "scripts/swarm-nodes.sh up failed"
  nodes_made_here=1
fi
# a nested call is bounded: a node's engine that hangs fails the run instead of stalling it
in_node() { local n=$1; shift; timeout 60 "$DOCKER" exec "$n" docker "$@"; }
for n in "$node1" "$node2"; do
  for img in "$IMAGE" "$PG_IMAGE"; do
    in_node "$n" image inspect "$img" >/dev/null 2>&1 || die "node $n lacks $img (LOAD_IMAGES of swarm-nodes.sh up)" 2
  done
  [[ -z $(in_node "$n" ps -aq --filter "label=$INNER_LABEL") ]] \
    || die "containers labelled $INNER_LABEL are still in node $n from an earlier run: remove them or take the nodes down" 2
done

# a paused or drained node takes no attachment for a standalone container: its start would time out
for n in "$node1" "$node2"; do
  availability=$(in_node "$node1" node inspect -f '{{.Spec.Availability}}' "$n") || die "no Swarm node $n" 2
  [[ $availability == active ]] || die "Swarm node $n is '$availability': make it active (docker node update --availability active $n)" 2
done

JAR=$work/bench-cli.jar
"$DOCKER" create --name "$jar_container" "$IMAGE" >/dev/null
"$DOCKER" cp "$jar_container:/app/bench-cli.jar" "$JAR" >/dev/null || true
"$DOCKER" rm -f -v "$jar_container" >/dev/null
[[ -f $JAR ]] || die "cannot copy /app/bench-cli.jar out of $IMAGE" 2
BOUND=$(awk "BEGIN {print int($SECS + 60)}")
SOE_BOUND=$(((SOE_ITERATIONS + 1) * SOE_SECS + 120))

# A modelled link: tbf at LINK_RATE on both nodes' interfaces (the VXLAN packets leave through them)
tbf() { # on|off
  local n bytes_per_sec burst
  case $LINK_RATE in *gbit) bytes_per_sec=$((${LINK_RATE%gbit} * 125000000)) ;; *mbit) bytes_per_sec=$((${LINK_RATE%mbit} * 125000)) ;; esac
  burst=$((bytes_per_sec / 100 > 65536 ? bytes_per_sec / 100 : 65536)) # 10 ms at the rate, at least 64 KiB
  # set before the first node: a tbf put on node 1 is taken off again when node 2's fails
  tbf_on=1
  for n in "$node1" "$node2"; do
    if [[ $1 == on ]]; then
      timeout 60 "$DOCKER" exec "$n" tc qdisc replace dev eth0 root tbf rate "$LINK_RATE" burst "$burst" latency 20ms \
        || die "tc tbf on $n failed"
    else
      timeout 60 "$DOCKER" exec "$n" tc qdisc del dev eth0 root 2>/dev/null || true
      # a node left with a tbf slows every later row and run on it: a failure, not a warning
      [[ $(timeout 60 "$DOCKER" exec "$n" tc qdisc show dev eth0) != *tbf* ]] \
        || die "the tbf on $n's eth0 is still there after tc qdisc del"
    fi
  done
  [[ $1 == on ]] || tbf_on=
}

# A container that joins the overlay asks the Swarm's manager for an attachment, which fails after the
# manager's deadline ("attaching to network failed ... context deadline exceeded") when no attachment
# comes: seen with a paused node (refused above); a manager too busy to answer in time would look the
# same, so such a start is tried again, up to 3 times in all
ATTACH_FAILED='attaching to network failed'
run_far() { # name, docker run args... (on node 1)
  local try err
  for try in 1 2 3; do
    err=$(in_node "$node1" run -d --name "$1" --label "$INNER_LABEL" --network "$OVERLAY" "${@:2}" 2>&1 >/dev/null) && return 0
    [[ $err == *"$ATTACH_FAILED"* ]] || break
    in_node "$node1" rm -f -v "$1" >/dev/null 2>&1 || true
    log "$1: $err (try $try of 3)"
  done
  die "cannot start $1 on $node1: $err"
}
inner_made=1 # from here containers labelled INNER_LABEL are this run's (none were there: checked above)
run_far "$PREFIX-np" "$IMAGE" netprobe server --bind 0.0.0.0 -q
run_far "$PREFIX-pg" -e POSTGRES_PASSWORD="$PGPASS" -e POSTGRES_USER=bench -e POSTGRES_DB=bench "$PG_IMAGE" -c synchronous_commit=off
ready=
for _ in $(seq 120); do
  in_node "$node1" exec -u postgres "$PREFIX-pg" sh -c '"${PG_BIN:+$PG_BIN/}"pg_isready -q -h 127.0.0.1' 2>/dev/null && { ready=1; break; }
  sleep 0.5
done
[[ -n $ready ]] || { in_node "$node1" logs "$PREFIX-pg" >&2 || true; die "PostgreSQL on $node1 did not come up"; }
ip_of() { in_node "$node1" inspect -f "{{(index .NetworkSettings.Networks \"$OVERLAY\").IPAddress}}" "$1"; }
np_ip=$(ip_of "$PREFIX-np") pg_ip=$(ip_of "$PREFIX-pg")
[[ $np_ip =~ ^198\.1[89]\. && $pg_ip =~ ^198\.1[89]\. ]] || die "overlay addresses $np_ip/$pg_ip outside 198.18.0.0/15" 2
log "far ends on $node1: netprobe $np_ip, PostgreSQL $pg_ip (overlay $OVERLAY)"

# A client container on node $1 (bounded by $2 seconds), in the background and waited for (a signal
# interrupts `wait` at once)
# Standard output to file $3, standard error to $4 (the same file when equal); a start that failed to
# attach to the overlay is tried again, as in run_far.
client() { # node bound out err args...
  local node=$1 bound=$2 out=$3 err=$4 rc try name; shift 4
  for try in 1 2 3; do
    rc=0 name=$PREFIX-client-$RANDOM
    if [[ $out == "$err" ]]; then
      timeout "$bound" "$DOCKER" exec "$node" docker run --rm --name "$name" --label "$INNER_LABEL" --network "$OVERLAY" \
        -e DBBENCH_PASSWORD="$PGPASS" "$IMAGE" "$@" >"$out" 2>&1 &
    else
      timeout "$bound" "$DOCKER" exec "$node" docker run --rm --name "$name" --label "$INNER_LABEL" --network "$OVERLAY" \
        -e DBBENCH_PASSWORD="$PGPASS" "$IMAGE" "$@" >"$out" 2>"$err" &
    fi
    client_pid=$!
    wait "$client_pid" || rc=$?
    client_pid=
    ((rc != 0)) && grep -q "$ATTACH_FAILED" "$err" || return "$rc"
    log "$name on $node: could not attach to $OVERLAY (try $try of 3)"
  done
  return "$rc"
}
node_of() { case $1 in *same-node*) echo "$node1" ;; *) echo "$node2" ;; esac; }
with_link() { # path command...: tbf on around the command when the path is a modelled link's
  local path=$1 rc=0; shift
  [[ $path == *-tbf ]] && tbf on
  "$@" || rc=$?
  [[ $path == *-tbf ]] && tbf off
  return "$rc"
}

measure() { # path probe repeat
  local path=$1 probe=$2 repeat=$3 node out rc=0
  node=$(node_of "$path")
  out=$work/$path-$probe-$repeat.log
  np_probe_args "$probe" "$np_ip" 5301 "$pg_ip" 5432
  with_link "$path" client "$node" "$BOUND" "$out" "$out" "${NP_ARGS[@]}" || rc=$?
  np_record "$path" "$probe" "$repeat" "$rc" "$out"
}

soe_run() { # side repeat
  local side=$1 repeat=$2 node config out probe=tps
  node=$(node_of "$side")
  # server-side rows are a table of their own (probe tps-ss), with soe-ss-same-node as their reference
  [[ $side == soe-ss-* ]] && config=SOE_Server_Side_V2.xml probe=tps-ss || config=SOE_Client_Side.xml
  out=$work/$side-$repeat
  if ! with_link "$side" client "$node" "$SOE_BOUND" "$out.json" "$out.log" -c "/app/configs/$config" -cs "jdbc:postgresql://$pg_ip:5432/bench" \
      -u bench -uc "$SOE_USERS" --warmup "1x${SOE_SECS}s" --iterations "${SOE_ITERATIONS}x${SOE_SECS}s" \
      -nr -ot json; then
    log "SOE from $side failed (repeat $repeat):"; cat "$out.log" >&2; exit 1
  fi
  soe_samples "$side $probe $repeat" "$out.json" "$out.log"
}

PATHS=(same-node other-node)
SOE_SIDES=(soe-same-node soe-other-node)
[[ $SOE_SERVER_SIDE == 1 ]] && SOE_SIDES+=(soe-ss-same-node soe-ss-other-node)
[[ -n $LINK_RATE ]] && { PATHS+=(other-node-tbf); SOE_SIDES+=(soe-other-node-tbf); }
if soe_wanted; then
  log "SOE schema, scale $SOE_SCALE, from $node1"
  client "$node1" 900 "$work/soe-create.log" "$work/soe-create.log" soe create -cs "jdbc:postgresql://$pg_ip:5432/bench" \
    -u bench --scale "$SOE_SCALE" --threads 2 || { log "soe create failed:"; cat "$work/soe-create.log" >&2; exit 1; }
fi

np_repeats
echo "network paths between nodes: $(nproc) CPUs, $(uname -sr), load average $(cut -d' ' -f1-3 /proc/loadavg); SECS=$SECS REPEATS=$REPEATS"
echo "nodes $node1 (far ends) and $node2, Docker-in-Docker on one machine, overlay $OVERLAY (VXLAN between the nodes)${LINK_RATE:+; -tbf rows: tbf $LINK_RATE on the interfaces of both nodes, no delay (no netem in this kernel)}"
soe_wanted && echo "SOE: $SOE_USERS users, 1x${SOE_SECS}s warm-up + ${SOE_ITERATIONS}x${SOE_SECS}s measured per run, scale $SOE_SCALE"
# the table: rows sorted per probe in first-seen order; the reference row must come first
reorder() { local p; for p in "${PATHS[@]}" "${SOE_SIDES[@]}"; do grep "^$p " "$work/samples" || true; done; }
reorder >"$work/samples.sorted"
java -cp "$JAR" scripts/NetworkPathsTable.java "$work/samples.sorted"
