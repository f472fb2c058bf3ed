#!/usr/bin/env bash
# Shared by scripts/swarm-layouts.sh and scripts/container-tests/swarm-stack.sh (source it): the shipped
# stack deploy/swarm/docker-compose.yml on the local engine, a one-node Swarm made when there is none (and
# left again at the end), service logs read back into `bench-cli merge -`.
# Needs: docker (Docker Engine 20.10+), python3 for the figures; the images DBBENCH_IMAGE (dbbench:dev) and
# DB_IMAGE (dbbench-postgres:dev), made by deploy/images.sh (--offline without a registry).

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# another, newer client may be earlier on PATH
DOCKER=${DOCKER:-$([ -x /usr/bin/docker ] && echo /usr/bin/docker || echo docker)}
STACK_FILE=${STACK_FILE:-$ROOT/deploy/swarm/docker-compose.yml}
export DBBENCH_IMAGE=${DBBENCH_IMAGE:-dbbench:dev}
export DB_IMAGE=${DB_IMAGE:-dbbench-postgres:dev}
JAR=${JAR:-$ROOT/bench-cli/target/bench-cli.jar}
SWARM_MADE_HERE=0
SWARM_WORK=

say() { printf '%s\n' "$*" >&2; }

# Why the stack cannot run here (empty when it can): the caller skips with it.
swarm_unavailable() {
    "$DOCKER" info >/dev/null 2>&1 || { echo "no Docker engine answers ($DOCKER info failed)"; return; }
    for image in "$DBBENCH_IMAGE" "$DB_IMAGE"; do
        "$DOCKER" image inspect "$image" >/dev/null 2>&1 \
            || { echo "image $image is missing: build it with deploy/images.sh (--offline without a registry)"; return; }
    done
    command -v python3 >/dev/null || echo "python3 is missing (it reads the merged results.json)"
}

# A one-node Swarm if this engine is in none; swarm_cleanup leaves it again (only one made here).
swarm_ensure() {
    local state
    state=$("$DOCKER" info --format '{{.Swarm.LocalNodeState}}')
    if [ "$state" = active ]; then return 0; fi
    [ "$state" = inactive ] || { say "the engine's Swarm is '$state': neither active nor inactive; not touching it"; return 1; }
    # addresses inside the benchmarking range (RFC 2544); 127.0.0.1: one node, no other interface needed
    "$DOCKER" swarm init --advertise-addr 127.0.0.1 --default-addr-pool 198.19.128.0/17 \
        --default-addr-pool-mask-length 24 >/dev/null || return 1
    SWARM_MADE_HERE=1
    say "made a one-node Swarm (left again at the end)"
}

# Work directory and the password file the stack reads as a Docker secret.
swarm_workdir() {
    SWARM_WORK=$(mktemp -d "${TMPDIR:-/tmp}/swarm-stack.XXXXXX")
    # the merge in a container writes here as its non-root user
    chmod 777 "$SWARM_WORK"
    export DB_PASSWORD_FILE=$SWARM_WORK/db-password
    (umask 077; head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$DB_PASSWORD_FILE")
}

# docker stack deploy with the current environment's variables.
stack_deploy() {
    "$DOCKER" stack deploy --resolve-image never -c "$STACK_FILE" "$1" >/dev/null
}

# Waits until every task of service $2 of stack $1 has ended (Complete, Failed, Rejected, Shutdown);
# fails after $3 seconds.
wait_tasks_ended() {
    local service=$1_$2 deadline=$((SECONDS + $3)) states
    while [ $SECONDS -lt $deadline ]; do
        states=$("$DOCKER" service ps "$service" --format '{{.CurrentState}}' 2>/dev/null)
        if [ -n "$states" ] && ! grep -qE '^(New|Pending|Assigned|Accepted|Preparing|Ready|Starting|Running)' <<<"$states"; then
            return 0
        fi
        sleep 3
    done
    say "service $service: tasks still running after $3 s:"; say "$states"
    return 1
}

# Waits for a one-shot service (restart on failure) to have one Complete task.
wait_complete() {
    local service=$1_$2 deadline=$((SECONDS + $3))
    while [ $SECONDS -lt $deadline ]; do
        grep -q '^Complete' <<<"$("$DOCKER" service ps "$service" --format '{{.CurrentState}}')" && return 0
        sleep 3
    done
    say "service $service did not complete in $3 s:"
    "$DOCKER" service ps --no-trunc "$service" >&2
    return 1
}

# The docker command that reaches the engine of Swarm node $1 (its hostname), then the arguments after it.
# One engine here: every task's container is on this engine. A caller whose nodes each have their own
# engine (scripts/container-tests/20-swarm-nodes.sh) redefines it after sourcing this file.
node_docker() { shift; "$DOCKER" "$@"; }

# `docker service logs`, or else each task's container log read through its node's engine (node_docker).
# Docker 20.10 now and then never ends one task's stream (seen here in about one call in three, and then
# again and again for the same service); a complete read takes well under a second. SERVICE_LOGS_TRIES
# (2) is how often docker service logs is tried; 0 takes the fallback at once (to test it).
service_logs() {
    local attempt task node_id host container
    for ((attempt = 1; attempt <= ${SERVICE_LOGS_TRIES:-2}; attempt++)); do
        if timeout 20 "$DOCKER" service logs "$1" >"$SWARM_WORK/logs.tmp" 2>&1; then
            cat "$SWARM_WORK/logs.tmp"
            return 0
        fi
        say "docker service logs $1: no end after 20 s (attempt $attempt)"
    done
    say "docker service logs $1: reading each task's container log through its node's engine instead"
    for task in $("$DOCKER" service ps -q --no-trunc "$1"); do
        read -r node_id container < <("$DOCKER" inspect --type task \
            --format '{{.NodeID}} {{.Status.ContainerStatus.ContainerID}}' "$task") || return 1
        [ -n "$container" ] || continue
        host=$("$DOCKER" node inspect --format '{{.Description.Hostname}}' "$node_id") || return 1
        # the same prefix as docker service logs: the merge reads either
        node_docker "$host" logs "$container" 2>&1 | sed "s/^/$1.$task@$host    | /" || return 1
    done
}

# bench-cli on this host when its jar and java are here, else in the image (merge needs no database).
bench_cli() {
    if [ -f "$JAR" ] && command -v java >/dev/null; then
        java -jar "$JAR" "$@"
    else
        "$DOCKER" run --rm -i -v "$SWARM_WORK:$SWARM_WORK" "$DBBENCH_IMAGE" "$@"
    fi
}

# Merges service $1's replicas from its log into directory $2 (results.json there).
merge_from_logs() {
    service_logs "$1" >"$2.log" || return 1
    bench_cli merge - -o "$2" <"$2.log"
}

# Checks the merged services against each other and the database, from WORK/SERVICE/results.json:
#   count_check WORK COMMITS_BEFORE COMMITS_AFTER EXTRA SERVICE:REPLICAS...
# each service merged REPLICAS replicas, its merged count is their sum, and it ran transactions; the
# database's xact_commit delta is what all of them committed (warm-up included, rolled back ones not) plus
# 0 to EXTRA (what the caller allows for logons and its own readings). Prints the figures; 1 on a failure.
count_check() {
    python3 - "$@" <<'PY'
import json, sys
work, before, after, extra = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
ok = True
committed = 0
for arg in sys.argv[5:]:
    service, replicas = arg.rsplit(":", 1)
    replicas = int(replicas)
    r = json.load(open(f"{work}/{service}/results.json"))
    rows = r["merge"]["replicas"]
    total = r["totalCompleted"]
    summed = sum(row["completed"] for row in rows)
    # every transaction the replicas ran reached the database, warm-up iterations included
    ran = sum(i["completed"] for i in r["iterations"])
    rolled_back = sum(t["rolledBack"] for i in r["iterations"] for t in i["transactions"])
    committed += ran - rolled_back
    print(f"{service}: {len(rows)} replicas merged from the log, {total} transactions measured "
          f"(replicas {' + '.join(str(row['completed']) for row in rows)} = {summed}), "
          f"{ran} run in all iterations, {rolled_back} rolled back")
    if len(rows) != replicas:
        print(f"FAIL {service}: {len(rows)} replicas merged, {replicas} deployed"); ok = False
    if summed != total:
        print(f"FAIL {service}: merged count {total} is not the replicas' sum {summed}"); ok = False
    if ran == 0:
        print(f"FAIL {service}: no transaction ran"); ok = False
delta = after - before
print(f"database: xact_commit delta {delta}, replicas committed {committed}, extra {delta - committed} (allowed 0..{extra})")
if not 0 <= delta - committed <= extra:
    print("FAIL database commit count does not match the replicas' commits"); ok = False
sys.exit(0 if ok else 1)
PY
}

# SQL in the stack's database container, as the stack's user (the password from the secret file).
db_sql() {
    local container
    container=$("$DOCKER" ps -q -f "label=com.docker.swarm.service.name=$1_db" | head -1)
    [ -n "$container" ] || { say "no running container of $1_db"; return 1; }
    "$DOCKER" exec -e PGPASSWORD="$(cat "$DB_PASSWORD_FILE")" "$container" \
        psql -h 127.0.0.1 -U "${DB_USER:-soe}" -d "${DB_NAME:-soe}" -tAc "$2"
}

# Removes stack $1 and waits for its network to go (a new deploy would otherwise find it half removed).
stack_remove() {
    "$DOCKER" stack rm "$1" >/dev/null 2>&1 || return 0
    local deadline=$((SECONDS + 120))
    while [ $SECONDS -lt $deadline ] && grep -q "^$1_" <<<"$("$DOCKER" network ls --format '{{.Name}}')"; do sleep 2; done
}

# Everything made here goes again: the stack, its files, and the Swarm if it was made here.
swarm_cleanup() {
    [ -n "${SWARM_STACK:-}" ] && stack_remove "$SWARM_STACK"
    [ -n "$SWARM_WORK" ] && [ "${KEEP_WORK:-0}" != 1 ] && rm -rf "$SWARM_WORK"
    if [ "$SWARM_MADE_HERE" = 1 ]; then
        "$DOCKER" swarm leave --force >/dev/null && say "left the one-node Swarm made here"
    fi
}
