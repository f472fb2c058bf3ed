#!/usr/bin/env bash
# Starts or stops a Docker Engine for the container tests, following docs/containers-images.md:
#   scripts/docker-engine.sh up     uses a dockerd that already answers (and will not stop it); otherwise
#                                   installs docker.io and debootstrap when missing (root, apt), writes
#                                   /etc/docker/daemon.json (networks only in 198.18.0.0/15), starts
#                                   dockerd with DOCKER_SERVICE_PREFER_OFFLINE_IMAGE=1, saves its PID and
#                                   drops containers' traffic to eth0 (they reach nothing off this machine)
#   scripts/docker-engine.sh down   stops only the dockerd that `up` started, by its saved PID
# Exit 0 when the engine answers, 1 with one line saying why not. State: $DBBENCH_DOCKER_STATE
# (default /tmp/dbbench-dockerd), holding pid and log.
set -uo pipefail
docker=/usr/bin/docker
state=${DBBENCH_DOCKER_STATE:-/tmp/dbbench-dockerd}
answers() { [ -x "$docker" ] && "$docker" info >/dev/null 2>&1; }

up() {
  if answers; then echo "docker-engine: using the Docker Engine already running (not started here, will not be stopped)"; return 0; fi
  [ "$(id -u)" = 0 ] || { echo "docker-engine: no Docker Engine answers and not root: cannot start one"; return 1; }
  if ! [ -x /usr/sbin/dockerd ] || ! command -v debootstrap >/dev/null; then
    command -v apt-get >/dev/null || { echo "docker-engine: no dockerd and no apt-get to install docker.io"; return 1; }
    echo "docker-engine: installing docker.io and debootstrap from Debian's packages"
    DEBIAN_FRONTEND=noninteractive apt-get -qq update >/dev/null && DEBIAN_FRONTEND=noninteractive \
      apt-get -qq install -y --no-install-recommends docker.io debootstrap >/dev/null \
      || { echo "docker-engine: apt-get install docker.io debootstrap failed"; return 1; }
  fi
  mkdir -p /etc/docker "$state"
  [ -f /etc/docker/daemon.json ] || cat >/etc/docker/daemon.json <<'JSON'
{"bip":"198.18.0.1/24","default-address-pools":[{"base":"198.19.0.0/17","size":24}],"storage-driver":"overlay2"}
JSON
  DOCKER_SERVICE_PREFER_OFFLINE_IMAGE=1 /usr/sbin/dockerd >"$state/dockerd.log" 2>&1 &
  echo $! >"$state/pid"
  # Generous bound: a loaded machine takes a few seconds, a broken one never answers
  for _ in $(seq 1 60); do
    answers && break
    kill -0 "$(cat "$state/pid")" 2>/dev/null || { echo "docker-engine: dockerd exited: $(tail -1 "$state/dockerd.log")"; rm -f "$state/pid"; return 1; }
    sleep 1
  done
  answers || { echo "docker-engine: dockerd started but does not answer after 60 s (log $state/dockerd.log)"; down; return 1; }
  iptables -C DOCKER-USER -o eth0 -j DROP 2>/dev/null || iptables -I DOCKER-USER -o eth0 -j DROP \
    || { echo "docker-engine: cannot add the DOCKER-USER drop rule to eth0: not starting containers that could reach out"; down; return 1; }
  echo "docker-engine: started dockerd (PID $(cat "$state/pid"), log $state/dockerd.log)"
}

down() {
  [ -f "$state/pid" ] || { echo "docker-engine: nothing to stop (no dockerd started by this script)"; return 0; }
  local pid; pid=$(cat "$state/pid")
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"
    for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
    echo "docker-engine: stopped dockerd PID $pid"
  fi
  rm -f "$state/pid"
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  *) echo "usage: scripts/docker-engine.sh up|down" >&2; exit 2 ;;
esac
