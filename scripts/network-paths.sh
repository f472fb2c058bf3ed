#!/usr/bin/env bash
# network-paths.sh: netprobe tput, rr and db over each network path users compare, repeats interleaved
# (path order rotated each repeat), one row per path with ratios against host loopback and Welch
# verdicts at 99% (bench-core's MetricComparison, via scripts/NetworkPathsTable.java).
#
#   SECS=5 REPEATS=3 scripts/network-paths.sh
#
#   scripts/network-paths.sh --clean   removes what a killed run (SIGKILL) left behind, by PREFIX
#
# Paths (client -> server):
#   loopback     host -> host netprobe server / host-network PostgreSQL, 127.0.0.1
#   host-net     container --network host -> the same, 127.0.0.1
#   bridge       host -> server container's address on a user bridge
#   bridge-c2c   container -> server container, same user bridge
#   published    host -> 127.0.0.1 published port (NAT + docker-proxy)
#   published-nat host -> a port published on the default bridge's gateway address: kernel NAT alone,
#                the way a client on another machine reaches a published port (no docker-proxy)
#   overlay      container -> server container on an attachable overlay (the engine's swarm; with none,
#                a one-node swarm is made and left again at the end)
# Then the field report's comparison (probe soe): SOE client-side TPS against one PostgreSQL container,
# schema created once, from the host through the published port (soe-published), through the NAT-only
# published port (soe-published-nat) and from a container on the overlay to the database's overlay
# address (soe-overlay); same users and iterations, the order reversed every other repeat; score ± error
# per side, ratio to soe-published, verdict. A control, soe-hostnet-published: the published port's path
# from a --network host container, i.e. scheduled where the overlay's client is (docker's cgroup).
# Env: SECS (per probe, default 5), REPEATS (default 3), IMAGE (dbbench:dev), PG_IMAGE
#      (dbbench-postgres:dev), PREFIX (netpaths), JAR (host jar; default: copied out of IMAGE),
#      PROBES (default "tput rr db soe"), DOCKER (/usr/bin/docker); SOE_USERS (4), SOE_SECS (seconds
#      per iteration, 10), SOE_ITERATIONS (measured per run after one warm-up, 3), SOE_SCALE (0.01).
# Everything it creates is named PREFIX-... and labelled io.dbbench.network-paths (containers with their
# anonymous volumes, networks, a temp dir) and removed on exit, also on Ctrl-C or SIGTERM.
# Networks come from the daemon's pools and are checked to lie in 198.18.0.0/15.
# Exit: 0 every path measured; 1 a probe failed (its log is printed); 2 bad environment.
#
# scripts/network-paths.sh --nodes   the cluster's rows instead (same-node, other-node, soe-same-node,
#                                     soe-other-node): two Swarm nodes on this machine, scripts/swarm-nodes.sh;
#                                     scripts/network-paths-nodes.sh says more
set -euo pipefail
cd "$(dirname "$0")/.."
[[ ${1:-} != --nodes ]] || { shift; exec scripts/network-paths-nodes.sh "$@"; }

SECS=${SECS:-5}
REPEATS=${REPEATS:-3}
IMAGE=${IMAGE:-dbbench:dev}
PG_IMAGE=${PG_IMAGE:-dbbench-postgres:dev}
PREFIX=${PREFIX:-netpaths}
PROBES=${PROBES:-tput rr db soe}
SOE_USERS=${SOE_USERS:-4}
SOE_SECS=${SOE_SECS:-10}
SOE_ITERATIONS=${SOE_ITERATIONS:-3}
SOE_SCALE=${SOE_SCALE:-0.01}
LABEL=io.dbbench.network-paths
DOCKER=${DOCKER:-/usr/bin/docker}
PGPASS=netpaths-$$-$RANDOM
HOST_NP_PORT=${HOST_NP_PORT:-53011}
HOST_PG_PORT=${HOST_PG_PORT:-53012}
PATHS=(loopback host-net bridge bridge-c2c published published-nat overlay)
SOE_SIDES=(soe-published soe-published-nat soe-overlay soe-hostnet-published)

log() { echo "network-paths: $*" >&2; }
. scripts/network-paths-lib.sh
die() { log "$1"; exit "${2:-1}"; }
[[ $REPEATS =~ ^[1-9][0-9]*$ ]] || die "REPEATS must be a positive whole number, was '$REPEATS'" 2
[[ $SECS =~ ^[0-9]*\.?[0-9]+$ ]] || die "SECS must be a positive number of seconds, was '$SECS'" 2
[[ $SOE_USERS =~ ^[1-9][0-9]*$ ]] || die "SOE_USERS must be a positive whole number, was '$SOE_USERS'" 2
[[ $SOE_SECS =~ ^[1-9][0-9]*$ ]] || die "SOE_SECS must be a positive whole number of seconds, was '$SOE_SECS'" 2
[[ $SOE_ITERATIONS =~ ^[1-9][0-9]*$ ]] || die "SOE_ITERATIONS must be a positive whole number, was '$SOE_ITERATIONS'" 2
[[ $PREFIX =~ ^[a-zA-Z0-9][a-zA-Z0-9_.-]*$ ]] || die "PREFIX must be a docker name (letters, digits, _.-), was '$PREFIX'" 2
for probe in $PROBES; do
  [[ $probe =~ ^(tput|rr|db|soe)$ ]] || die "PROBES: unknown probe '$probe' (tput, rr, db, soe)" 2
done

# what an earlier run of this PREFIX left behind (only a SIGKILL skips the cleanup below)
leftovers() {
  "$DOCKER" ps -aq --filter "label=$LABEL" --filter "name=^$PREFIX-"
  "$DOCKER" network ls -q --filter "label=$LABEL" --filter "name=^$PREFIX-"
}
if [[ ${1:-} == --clean ]]; then
  removed=0
  for c in $("$DOCKER" ps -aq --filter "label=$LABEL" --filter "name=^$PREFIX-"); do "$DOCKER" rm -f -v "$c" >/dev/null; removed=$((removed + 1)); done
  for n in $("$DOCKER" network ls -q --filter "label=$LABEL" --filter "name=^$PREFIX-"); do "$DOCKER" network rm "$n" >/dev/null; removed=$((removed + 1)); done
  ((removed == 0)) || log "removed $removed container(s) and network(s) an earlier run with PREFIX=$PREFIX left behind"
  exit 0
fi
[[ $# == 0 ]] || die "unknown argument '$1' (only --clean or --nodes)" 2
[[ -z $(leftovers) ]] || die "containers or networks named $PREFIX-* from an earlier run are still there: PREFIX=$PREFIX $0 --clean" 2
for img in "$IMAGE" "$PG_IMAGE"; do
  "$DOCKER" image inspect "$img" >/dev/null 2>&1 || die "image $img not found (build it: deploy/images.sh)" 2
done

work=$(mktemp -d "${TMPDIR:-/tmp}/$PREFIX.XXXXXX")
containers=() networks=() host_pids=() client_pid= swarm_made_here=
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  for p in "${host_pids[@]}" $client_pid; do kill "$p" 2>/dev/null || true; done
  # -v: the images declare volumes (/var/lib/postgresql/data, /results); without it each leaves one behind
  for c in "${containers[@]}"; do "$DOCKER" rm -f -v "$c" >/dev/null 2>&1 || true; done
  for n in "${networks[@]}"; do "$DOCKER" network rm "$n" >/dev/null 2>&1 || true; done
  [[ -z $swarm_made_here ]] || "$DOCKER" swarm leave --force >/dev/null 2>&1 || true
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The overlay needs a swarm: a one-node one is made when the engine is in none, and left again at the end
# (an engine already in a swarm is used as it is and never left)
swarm_state=$("$DOCKER" info --format '{{.Swarm.LocalNodeState}}')
case $swarm_state in
  active) ;;
  inactive)
    "$DOCKER" swarm init --advertise-addr 127.0.0.1 --default-addr-pool 198.19.128.0/17 \
      --default-addr-pool-mask-length 24 >/dev/null || die "docker swarm init failed: no overlay network" 2
    swarm_made_here=1 # only now: a failed init may mean someone else's swarm, which is not ours to leave
    log "made a one-node swarm (left again at the end)" ;;
  *) die "the engine's swarm is '$swarm_state' (neither active nor inactive); not touching it" 2 ;;
esac

if [[ -z ${JAR:-} ]]; then
  JAR=$work/bench-cli.jar
  containers+=("$PREFIX-jar")
  "$DOCKER" create --name "$PREFIX-jar" --label "$LABEL" "$IMAGE" >/dev/null
  "$DOCKER" cp "$PREFIX-jar:/app/bench-cli.jar" "$JAR" >/dev/null
fi
[[ -f $JAR ]] || die "JAR=$JAR not found" 2
BOUND=$(awk "BEGIN {print int($SECS + 60)}")   # every probe is bounded: its own -t plus start-up
SOE_BOUND=$(((SOE_ITERATIONS + 1) * SOE_SECS + 120))

in_range() { # 198.18.0.0/15 = 198.18.x.x and 198.19.x.x
  [[ $1 =~ ^198\.1[89]\. ]]
}
network() { # name, docker network create args...
  local name=$1; shift
  networks+=("$name")
  "$DOCKER" network create --label "$LABEL" "$@" "$name" >/dev/null
  local subnet
  subnet=$("$DOCKER" network inspect -f '{{range .IPAM.Config}}{{.Subnet}} {{end}}' "$name")
  for s in $subnet; do in_range "$s" || die "network $name got $s, outside 198.18.0.0/15: check the daemon's pools" 2; done
}
run_bg() { # name, docker run args...
  local name=$1; shift
  containers+=("$name")
  "$DOCKER" run -d --name "$name" --label "$LABEL" "$@" >/dev/null
}
ip_on() { "$DOCKER" inspect -f "{{(index .NetworkSettings.Networks \"$2\").IPAddress}}" "$1"; }
published() { "$DOCKER" port "$1" "$2" | awk -F: -v a="$3" '$1 == a {print $NF; exit}'; }
wait_tcp() { # host port what
  for _ in $(seq 120); do (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null && return 0; sleep 0.5; done
  die "nothing listens on $1:$2 ($3)"
}
wait_pg() { # container
  for _ in $(seq 120); do
    "$DOCKER" exec -u postgres "$1" sh -c '"${PG_BIN:+$PG_BIN/}"pg_isready -q -h 127.0.0.1 -p "$0"' "${2:-5432}" \
        2>/dev/null && return 0
    sleep 0.5
  done
  "$DOCKER" logs "$1" >&2 || true
  die "PostgreSQL in $1 did not come up"
}

bridge=$PREFIX-bridge overlay=$PREFIX-overlay
network "$bridge" -d bridge
network "$overlay" -d overlay --attachable
log "networks $bridge, $overlay ready"

# far ends: a netprobe server and a PostgreSQL on the host's loopback (the latter in a --network host
# container, which shares the host's stack) and one of each on the bridge (published), also on the overlay.
# Published twice: on 127.0.0.1, which the kernel cannot NAT (docker-proxy relays it), and on the default
# bridge's gateway, a local address the OUTPUT chain's DNAT rule takes (no proxy); neither leaves the machine.
gw=$("$DOCKER" network inspect bridge -f '{{range .IPAM.Config}}{{.Gateway}}{{end}}')
in_range "$gw" || die "the default bridge's gateway is '$gw', outside 198.18.0.0/15: check the daemon's bip" 2
java -jar "$JAR" netprobe server --bind 127.0.0.1 -p "$HOST_NP_PORT" -q >"$work/host-server.log" 2>&1 &
host_pids+=($!)
# synchronous_commit=off: SOE's commits do not wait for the disk, so other jobs' disk load (this machine
# is shared) does not drown the network's share of a transaction; SELECT 1 is not affected
pg_env=(-e POSTGRES_PASSWORD="$PGPASS" -e POSTGRES_USER=bench -e POSTGRES_DB=bench)
run_bg "$PREFIX-pg-host" --network host "${pg_env[@]}" "$PG_IMAGE" -c listen_addresses=127.0.0.1 -c port="$HOST_PG_PORT"
run_bg "$PREFIX-np" --network "$bridge" -p 127.0.0.1::5301 -p "$gw"::5301 "$IMAGE" netprobe server --bind 0.0.0.0 -q
run_bg "$PREFIX-pg" --network "$bridge" -p 127.0.0.1::5432 -p "$gw"::5432 "${pg_env[@]}" "$PG_IMAGE" -c synchronous_commit=off
"$DOCKER" network connect "$overlay" "$PREFIX-np"
"$DOCKER" network connect "$overlay" "$PREFIX-pg"
wait_tcp 127.0.0.1 "$HOST_NP_PORT" "host netprobe server"
np_pub=$(published "$PREFIX-np" 5301/tcp 127.0.0.1); pg_pub=$(published "$PREFIX-pg" 5432/tcp 127.0.0.1)
np_nat=$(published "$PREFIX-np" 5301/tcp "$gw"); pg_nat=$(published "$PREFIX-pg" 5432/tcp "$gw")
wait_tcp 127.0.0.1 "$np_pub" "published netprobe server"
wait_tcp "$gw" "$np_nat" "netprobe server published on $gw"
wait_pg "$PREFIX-pg-host" "$HOST_PG_PORT"; wait_pg "$PREFIX-pg"
np_br=$(ip_on "$PREFIX-np" "$bridge"); pg_br=$(ip_on "$PREFIX-pg" "$bridge")
np_ov=$(ip_on "$PREFIX-np" "$overlay"); pg_ov=$(ip_on "$PREFIX-pg" "$overlay")
log "far ends up: bridge $np_br/$pg_br, overlay $np_ov/$pg_ov, published $np_pub/$pg_pub, on $gw $np_nat/$pg_nat"

# where each path's client runs and which addresses it uses: where np_host np_port pg_host pg_port
path_def() {
  case $1 in
    loopback)   echo "host - 127.0.0.1 $HOST_NP_PORT 127.0.0.1 $HOST_PG_PORT" ;;
    host-net)   echo "container host 127.0.0.1 $HOST_NP_PORT 127.0.0.1 $HOST_PG_PORT" ;;
    bridge)     echo "host - $np_br 5301 $pg_br 5432" ;;
    bridge-c2c) echo "container $bridge $np_br 5301 $pg_br 5432" ;;
    published)  echo "host - 127.0.0.1 $np_pub 127.0.0.1 $pg_pub" ;;
    published-nat) echo "host - $gw $np_nat $gw $pg_nat" ;;
    overlay)    echo "container $overlay $np_ov 5301 $pg_ov 5432" ;;
  esac
}
# A client runs in the background and is waited for: a trapped signal interrupts `wait` at once, where
# bash would hold the trap until a foreground child ended (up to its bound)
client() { # bound where network args...
  local bound=$1 where=$2 net=$3 rc=0; shift 3
  if [[ $where == host ]]; then
    DBBENCH_PASSWORD=$PGPASS timeout "$bound" java -jar "$JAR" "$@" &
  else
    local name=$PREFIX-client-$RANDOM
    containers+=("$name")
    timeout "$bound" "$DOCKER" run --rm --name "$name" --label "$LABEL" --network "$net" \
      -e DBBENCH_PASSWORD="$PGPASS" "$IMAGE" "$@" &
  fi
  client_pid=$!
  wait "$client_pid" || rc=$?
  client_pid=
  return "$rc"
}
measure() { # path probe repeat
  local path=$1 probe=$2 repeat=$3 where net nh np ph pp out rc=0
  read -r where net nh np ph pp <<<"$(path_def "$path")"
  out=$work/$path-$probe-$repeat.log
  np_probe_args "$probe" "$nh" "$np" "$ph" "$pp"
  client "$BOUND" "$where" "$net" "${NP_ARGS[@]}" >"$out" 2>&1 || rc=$?
  np_record "$path" "$probe" "$repeat" "$rc" "$out"
}

# SOE client-side, one run of one side: where network host port; one sample per measured iteration
soe_run() { # side repeat
  local side=$1 repeat=$2 where net host port out
  case $side in
    soe-published) where=host net=- host=127.0.0.1 port=$pg_pub ;;
    soe-published-nat) where=host net=- host=$gw port=$pg_nat ;;
    soe-overlay)   where=container net=$overlay host=$pg_ov port=5432 ;;
    soe-hostnet-published) where=container net=host host=127.0.0.1 port=$pg_pub ;;
  esac
  out=$work/$side-$repeat
  # configs/ is the repository's on the host and the image's (/results/configs, a link to /app/configs) inside
  if ! client "$SOE_BOUND" "$where" "$net" -c configs/SOE_Client_Side.xml -cs "jdbc:postgresql://$host:$port/bench" \
      -u bench -uc "$SOE_USERS" --warmup "1x${SOE_SECS}s" --iterations "${SOE_ITERATIONS}x${SOE_SECS}s" \
      -nr -ot json >"$out.json" 2>"$out.log"; then
    log "SOE from $side failed (repeat $repeat):"; cat "$out.log" >&2; exit 1
  fi
  soe_samples "$side tps $repeat" "$out.json" "$out.log"
}
if soe_wanted; then
  log "SOE schema, scale $SOE_SCALE, through the published port"
  DBBENCH_PASSWORD=$PGPASS timeout 900 java -jar "$JAR" soe create -cs "jdbc:postgresql://127.0.0.1:$pg_pub/bench" \
    -u bench --scale "$SOE_SCALE" --threads 2 >"$work/soe-create.log" 2>&1 \
    || { log "soe create failed:"; cat "$work/soe-create.log" >&2; exit 1; }
fi

np_repeats
echo "network paths: $(nproc) CPUs, $(uname -sr), load average $(cut -d' ' -f1-3 /proc/loadavg); SECS=$SECS REPEATS=$REPEATS"
soe_wanted && echo "SOE client-side: $SOE_USERS users, 1x${SOE_SECS}s warm-up + ${SOE_ITERATIONS}x${SOE_SECS}s measured per run, scale $SOE_SCALE"
java -cp "$JAR" scripts/NetworkPathsTable.java "$work/samples"
