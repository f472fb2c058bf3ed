#!/usr/bin/env bash
# The shipped Swarm stack across two nodes (issue 33): scripts/swarm-nodes.sh starts two Swarm nodes on
# this machine (Docker-in-Docker containers, separate network endpoints joined by the overlay's VXLAN),
# deploy/swarm/docker-compose.yml is deployed from this host's client to node 1's manager, the database and
# the schemas land on node 1 (node 2 paused), then two Stress Test replicas run on node 2 (node 1 paused;
# its running database stays) from a common start. Checks, as swarm-stack.sh does:
#   - the database ran on node 1 and every replica on node 2 (the load crossed between the nodes);
#   - `docker service logs` on the manager brought both replicas' results from node 2 and the merged
#     count equals the replicas' sum;
#   - the database's commit count (xact_commit delta over the run) equals the transactions the replicas
#     committed, warm-up included, plus at most EXTRA; autovacuum off in this database. EXTRA is what
#     is not a Stress transaction: each session's logon commits a few statements (28 for 4 sessions here,
#     44 for 6 in swarm-stack.sh: about 7 a session), and the psql that reads the count before the run
#     commits once. Default: 10 per session (replicas x users) + 5, so 45 here: a lost or doubled
#     transaction beyond that margin fails, where the 200 of swarm-stack.sh could hide about 170;
#   - `scripts/network-paths.sh --nodes` on these nodes prints its same-node, other-node and tbf rows.
# Builds the node image first (deploy/images.sh --node, on the reused base). Tears everything down
# (swarm-nodes.sh down) also when it fails, and fails when down leaves anything. Exit 0 pass, 1 fail,
# 77 skip (no engine, no images, no java or python3, a cgroup v2 host, or no node base image and no way
# to make it: root and debootstrap).
# Environment: PREFIX (ci-nodes), LEAD_SECS (start ahead, 60: at load 58 a 30 s lead was too short), EXTRA (45,
# above), KEEP_WORK=1 keeps the logs.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PREFIX=${PREFIX:-ci-nodes} NODES=2
HOST_DOCKER=${DOCKER:-/usr/bin/docker}
NODE_IMAGE=${NODE_IMAGE:-dbbench-swarm-node:dev}
RUN_REPLICAS=2 RUN_USERS=2
EXTRA=${EXTRA:-$((RUN_REPLICAS * RUN_USERS * 10 + 5))}
export STATE=${STATE:-/tmp/dbbench-swarm-nodes/$PREFIX}
# its own bridge: nodes a user brought up (198.18.100.0/24 by default) may be running beside it
export NODES_SUBNET=${NODES_SUBNET:-198.18.101.0/24}
started=$SECONDS
jar_container=$PREFIX-jar-$$

"$HOST_DOCKER" info >/dev/null 2>&1 || { echo "SKIP swarm-nodes: no Docker engine answers"; exit 77; }
for image in dbbench:dev dbbench-postgres:dev; do
  "$HOST_DOCKER" image inspect "$image" >/dev/null 2>&1 \
    || { echo "SKIP swarm-nodes: image $image is missing (deploy/images.sh --offline)"; exit 77; }
done
# the node image is built on every run (deploy/swarm-node may have changed since the last): the build
# on its debootstrapped base takes seconds; the base is made once and reused
NODE_BASE=${NODE_BASE_TAG:-local/debian-docker:bookworm}
if ! "$HOST_DOCKER" image inspect "$NODE_BASE" >/dev/null 2>&1; then
  { [ "$(id -u)" = 0 ] && command -v debootstrap >/dev/null; } \
    || { echo "SKIP swarm-nodes: no $NODE_BASE to build $NODE_IMAGE on, and cannot make it (needs root and debootstrap)"; exit 77; }
fi
command -v python3 >/dev/null || { echo "SKIP swarm-nodes: python3 is missing"; exit 77; }
[ "$(stat -fc %T /sys/fs/cgroup 2>/dev/null)" != cgroup2fs ] \
  || { echo "SKIP swarm-nodes: cgroup v2 host (the Docker-in-Docker nodes support cgroup v1 hosts only)"; exit 77; }
# the merge and network-paths.sh's table run on this host's java (no world-writable work directory for a
# container's user)
command -v java >/dev/null || { echo "SKIP swarm-nodes: java is missing (the merge runs on this host)"; exit 77; }

# a CI job killed with SIGKILL could not clean up: its nodes would make `up` refuse
DOCKER=$HOST_DOCKER scripts/swarm-nodes.sh down >/dev/null 2>&1
work=$(mktemp -d "${TMPDIR:-/tmp}/swarm-nodes-test.XXXXXX")
finish() {
  local rc=$?
  "$HOST_DOCKER" rm -f -v "$jar_container" >/dev/null 2>&1
  # a node, the bridge or a volume left behind is a failure too
  DOCKER=$HOST_DOCKER scripts/swarm-nodes.sh down || { echo "FAIL swarm-nodes: scripts/swarm-nodes.sh down left something behind"; [ "$rc" = 0 ] && rc=1; }
  [ "${KEEP_WORK:-0}" = 1 ] && echo "swarm-nodes: logs kept in $work" || rm -rf "$work"
  echo "swarm-nodes: $((SECONDS - started)) s in all"
  exit "$rc"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
fail() { echo "FAIL swarm-nodes: $*"; KEEP_WORK=1; exit 1; }

t=$SECONDS
NODE_TAG=$NODE_IMAGE NODE_BASE_TAG=$NODE_BASE DOCKER=$HOST_DOCKER deploy/images.sh --node || fail "deploy/images.sh --node failed"
echo "swarm-nodes: $NODE_IMAGE built in $((SECONDS - t)) s"
t=$SECONDS
DOCKER=$HOST_DOCKER NODE_IMAGE=$NODE_IMAGE scripts/swarm-nodes.sh up || fail "scripts/swarm-nodes.sh up failed"
echo "swarm-nodes: two nodes up in $((SECONDS - t)) s"

# From here the host's client drives node 1's manager, each call bounded (a hung call fails the test
# instead of waiting for the CI job's limit); the merge runs on this host's java with the image's jar
node_wrapper() { # node number: a bounded client of that node's engine, in $work
  printf '#!/bin/sh\nexec timeout 120 %s "$@"\n' "$STATE/docker-$1" >"$work/docker-$1"
  chmod 0700 "$work/docker-$1"
}
node_wrapper 1 && node_wrapper 2 || fail "cannot write the node wrappers in $work"
export DOCKER=$work/docker-1
"$HOST_DOCKER" create --name "$jar_container" dbbench:dev >/dev/null || fail "cannot create a container of dbbench:dev"
"$HOST_DOCKER" cp "$jar_container:/app/bench-cli.jar" "$work/bench-cli.jar" >/dev/null; cp_rc=$?
"$HOST_DOCKER" rm -f -v "$jar_container" >/dev/null
[ $cp_rc = 0 ] || fail "cannot copy bench-cli.jar out of dbbench:dev"
export JAR=$work/bench-cli.jar
. scripts/swarm-lib.sh
SWARM_WORK=$work
# service_logs' fallback reads a task's log through the engine of the node that ran it
node_docker() {
  local host=$1; shift
  [[ $host =~ ^$PREFIX-([0-9]+)$ ]] || { say "task on unknown node '$host'"; return 1; }
  "$work/docker-${BASH_REMATCH[1]}" "$@"
}
export DB_PASSWORD_FILE=$work/db-password
(umask 077; head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$DB_PASSWORD_FILE")
stack=nodes

# 1. database and schemas on node 1: node 2 takes no new task meanwhile
"$DOCKER" node update --availability pause "$PREFIX-2" >/dev/null || fail "cannot pause node 2"
unset STRESS_REPLICAS SOE_SS_REPLICAS SOE_CS_REPLICAS TPCDS_REPLICAS START_AT
export SOE_SCALE=0.01 TPCDS_SCALE=0.01 STRESS_SCALE=0.01
t=$SECONDS
stack_deploy "$stack" || fail "docker stack deploy failed"
for setup in setup-stress setup-soe setup-tpcds; do
  wait_complete "$stack" "$setup" 600 || fail "$setup did not complete"
done
echo "swarm-nodes: database and schemas on node 1 in $((SECONDS - t)) s"
db_sql "$stack" "ALTER SYSTEM SET autovacuum = off" >/dev/null && db_sql "$stack" "SELECT pg_reload_conf()" >/dev/null \
  || fail "cannot switch autovacuum off"
sleep 2
XACT="SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
commits_before=$(db_sql "$stack" "$XACT") || fail "cannot read xact_commit"

# 2. the run on node 2: node 1 takes no new task (its database keeps running), node 2 is active again
"$DOCKER" node update --availability pause "$PREFIX-1" >/dev/null && "$DOCKER" node update --availability active "$PREFIX-2" >/dev/null \
  || fail "cannot move the scheduling to node 2"
export STRESS_REPLICAS=$RUN_REPLICAS STRESS_USERS=$RUN_USERS WARMUP=${WARMUP:-1x2s} ITERATIONS=${ITERATIONS:-2x5s}
START_AT=$(date -u -d "+${LEAD_SECS:-60} sec" +%Y-%m-%dT%H:%M:%SZ) || fail "cannot compute the common start"
export START_AT
t=$SECONDS
stack_deploy "$stack" || fail "docker stack deploy (run) failed"
wait_tasks_ended "$stack" stress 300 || fail "stress did not end"
echo "swarm-nodes: the run (common start $START_AT) ended after $((SECONDS - t)) s"
sleep 2 # a backend reports its statistics when it ends
commits_after=$(db_sql "$stack" "$XACT") || fail "cannot read xact_commit"

db_nodes=$("$DOCKER" service ps "${stack}_db" --filter desired-state=running --format '{{.Node}}' | sort -u)
load_nodes=$("$DOCKER" service ps "${stack}_stress" --format '{{.Node}}' | sort -u)
echo "swarm-nodes: database on '$db_nodes', Stress replicas on '$load_nodes'"
[ "$db_nodes" = "$PREFIX-1" ] || fail "the database ran on '$db_nodes', not on $PREFIX-1"
[ "$load_nodes" = "$PREFIX-2" ] || fail "the Stress replicas ran on '$load_nodes', not on $PREFIX-2 alone"

# 3. merged from the manager's service log (node 2's task logs come through the Swarm)
merge_from_logs "${stack}_stress" "$work/stress" >"$work/stress.merge.txt" 2>&1 \
  || { cat "$work/stress.merge.txt"; fail "merge of ${stack}_stress from its log failed"; }
# which way the log came: the manager's docker service logs, or each task's log through its node's engine
grep 'docker service logs' "$work/stress.merge.txt" || echo "swarm-nodes: the log came from docker service logs"

count_check "$work" "$commits_before" "$commits_after" "$EXTRA" "stress:$RUN_REPLICAS" \
  || fail "checks failed (above)"

# 4. the cluster's rows of network-paths.sh on the same nodes: very short probes, one repeat, a 1gbit tbf
# link; a row for each, never a judgement on the figures
# a paused node takes no attachment for a standalone container either: node 1 active again
"$DOCKER" node update --availability active "$PREFIX-1" >/dev/null || fail "cannot make node 1 active again"
t=$SECONDS
DOCKER=$HOST_DOCKER NODES_PREFIX=$PREFIX PREFIX=ci-np-nodes SECS=0.5 REPEATS=1 PROBES="rr db soe" SOE_SECS=1 \
  SOE_ITERATIONS=2 LINK_RATE=1gbit scripts/network-paths.sh --nodes >"$work/paths.txt" 2>&1 \
  || { cat "$work/paths.txt"; fail "network-paths.sh --nodes failed"; }
cat "$work/paths.txt"
for row in same-node other-node other-node-tbf soe-same-node soe-other-node soe-other-node-tbf; do
  grep -Eq "^$row +[0-9]" "$work/paths.txt" || fail "network-paths.sh --nodes printed no row for $row"
done
echo "swarm-nodes: network-paths.sh --nodes in $((SECONDS - t)) s"
echo "PASS swarm-nodes"
