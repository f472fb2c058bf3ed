#!/usr/bin/env bash
# Starts and stops a private PgBouncer (Debian's package, installed when missing) in front of a PostgreSQL
# that scripts/ensure-pg.sh started: on 127.0.0.1, on a private port (never 5432 nor Debian's 6432: the first
# free one from PGB_PORT upwards), with its own config dir, and stopped by the PID it wrote.
#   eval "$(scripts/ensure-pg.sh start)"; eval "$(scripts/ensure-pgbouncer.sh start)"; ...; scripts/ensure-pgbouncer.sh stop
# start prints shell-evaluable PGB_PORT, PGB_PID and BENCH_PGB_JDBC_URL on stdout.
# Clients log on to PgBouncer with the server's own SCRAM secret (read from pg_authid), so a client pays the same
# SCRAM-SHA-256 handshake as against the server, and PgBouncer passes the client's proof on to the server.
# Transaction pooling (the default) hands a server connection to a client for one transaction at a time: the
# JDBC URL turns pgjdbc's named server-side prepared statements off (prepareThreshold=0), which PgBouncer 1.18
# cannot carry from one server connection to another.
# Environment: PGHOST PGPORT PGUSER PGPASSWORD PGDATABASE (the server: ensure-pg.sh's output);
#   PGB_DIR (default /tmp/dbbench-pgbouncer: config, auth file, log, pid), PGB_PORT (default 56432),
#   PGB_MODE transaction|session (default transaction), PGB_POOL_SIZE (server connections, default 20),
#   PGB_MAX_CLIENTS (default 10100).
set -euo pipefail
PGB_DIR=${PGB_DIR:-${TMPDIR:-/tmp}/dbbench-pgbouncer}
PGB_PORT=${PGB_PORT:-56432}
PGB_MODE=${PGB_MODE:-transaction}
PGB_POOL_SIZE=${PGB_POOL_SIZE:-20}
PGB_MAX_CLIENTS=${PGB_MAX_CLIENTS:-10100}
cmd=${1:-start}
log() { echo "ensure-pgbouncer: $*" >&2; }

case "$PGB_MODE" in transaction | session) ;; *) log "PGB_MODE=$PGB_MODE: must be transaction or session"; exit 2 ;; esac

PID_FILE=$PGB_DIR/pgbouncer.pid
running_pid() { # the PID of our PgBouncer when it runs
  local pid
  [ -s "$PID_FILE" ] || return 1
  pid=$(cat "$PID_FILE")
  [ -d "/proc/$pid" ] && grep -q pgbouncer "/proc/$pid/comm" 2>/dev/null && echo "$pid"
}

stop() {
  local pid i
  pid=$(running_pid) || { log "not running"; return 0; }
  kill -TERM "$pid" 2>/dev/null || true
  # SIGTERM: PgBouncer closes its connections and exits at once; bounded, then SIGKILL
  for ((i = 0; i < 100; i++)); do [ -d "/proc/$pid" ] || break; sleep 0.1; done
  if [ -d "/proc/$pid" ]; then log "PID $pid still there after 10 s: SIGKILL"; kill -KILL "$pid" 2>/dev/null || true; fi
  rm -f "$PID_FILE"
}

case "$cmd" in
  # the auth file holds the server's SCRAM secret of the bench user: it goes with PgBouncer, running or not
  stop) stop; rm -f "$PGB_DIR/userlist.txt"; exit 0 ;;
  start) ;;
  *) log "usage: ensure-pgbouncer.sh start|stop"; exit 2 ;;
esac

for v in PGHOST PGPORT PGUSER PGPASSWORD PGDATABASE; do
  [ -n "${!v:-}" ] || { log "$v is not set: eval \"\$(scripts/ensure-pg.sh start)\" first"; exit 2; }
done

BIN=$(command -v pgbouncer || true)
[ -z "$BIN" ] && [ -x /usr/sbin/pgbouncer ] && BIN=/usr/sbin/pgbouncer
if [ -z "$BIN" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing pgbouncer from Debian packages"
    # keep the package from starting its own PgBouncer on 6432: no service starts while a policy-rc.d says 101
    made_policy=0
    # an apt-get interrupted (Ctrl-C, a kill) must not leave services off for good: the file goes on any exit,
    # but only when this script made it
    trap 'if [ "$made_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && made_policy=1
    fi
    rc=0
    { DEBIAN_FRONTEND=noninteractive apt-get -qq update && DEBIAN_FRONTEND=noninteractive \
        apt-get -qq install -y --no-install-recommends pgbouncer; } >&2 || rc=$?
    [ "$made_policy" = 1 ] && rm -f /usr/sbin/policy-rc.d
    made_policy=0
    trap - EXIT INT TERM
    [ "$rc" = 0 ] || { log "apt-get install pgbouncer failed ($rc)"; exit 1; }
    BIN=/usr/sbin/pgbouncer
  else
    log "no pgbouncer binary found and cannot apt-get install it"; exit 1
  fi
fi

# PgBouncer refuses to run as root: as root it runs as the 'postgres' OS user, as ensure-pg.sh's server does
. "$(dirname "${BASH_SOURCE[0]}")/pg-owner.sh"

if pid=$(running_pid); then
  log "already running (PID $pid): stop it first"; exit 1
fi

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=$PGB_PORT
while port_busy "$port" || [ "$port" = 5432 ] || [ "$port" = 6432 ]; do
  port=$((port + 1)); [ $port -gt $((PGB_PORT + 20)) ] && { log "no free port from $PGB_PORT"; exit 1; }
done

mkdir -p "$PGB_DIR"
chmod 700 "$PGB_DIR"
# the server's SCRAM secret: PgBouncer checks the client's proof with it and logs on to the server with that proof
secret=$(psql -X -Atc "SELECT rolpassword FROM pg_authid WHERE rolname = current_user")
case "$secret" in
  SCRAM-SHA-256*) ;;
  *) log "the server keeps no SCRAM-SHA-256 secret for $PGUSER (password_encryption?)"; exit 1 ;;
esac
printf '"%s" "%s"\n' "$PGUSER" "$secret" >"$PGB_DIR/userlist.txt"
cat >"$PGB_DIR/pgbouncer.ini" <<EOF
[databases]
$PGDATABASE = host=$PGHOST port=$PGPORT dbname=$PGDATABASE
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $PGB_DIR/userlist.txt
pool_mode = $PGB_MODE
default_pool_size = $PGB_POOL_SIZE
max_client_conn = $PGB_MAX_CLIENTS
max_db_connections = 0
; pgjdbc sends it at logon; PgBouncer does not track it
ignore_startup_parameters = extra_float_digits
logfile = $PGB_DIR/pgbouncer.log
pidfile = $PID_FILE
log_connections = 0
log_disconnections = 0
listen_backlog = 4096
EOF
chown -R "$OWNER" "$PGB_DIR"

# each client is a socket: the open-file limit goes up to the hard limit, in the shell that execs PgBouncer (runuser's
# PAM session sets the soft limit back to 1024)
# shellcheck disable=SC2016  # $0 and $@ belong to the inner shell
as_owner sh -c 'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"' "$BIN" -d -q "$PGB_DIR/pgbouncer.ini" 2>>"$PGB_DIR/start.err" \
  || { log "pgbouncer did not start:"; cat "$PGB_DIR/start.err" "$PGB_DIR/pgbouncer.log" >&2 2>/dev/null; exit 1; }

# bounded: up to 15 s for the pid file and a logon through it, by the clock (a count of tries was up to 7.7 min:
# each logon that hangs takes its connect timeout), each logon given at most what is left
ok=0
deadline=$((SECONDS + 15))
while ((SECONDS < deadline)); do
  left=$((deadline - SECONDS)); ((left > 3)) && left=3
  if running_pid >/dev/null && PGCONNECT_TIMEOUT=$left psql -X -q -h 127.0.0.1 -p "$port" -Atc 'select 1' >/dev/null 2>&1; then
    ok=1; break
  fi
  sleep 0.1
done
if [ "$ok" != 1 ]; then
  log "pgbouncer on 127.0.0.1:$port does not let $PGUSER log on within 15 s:"
  tail -20 "$PGB_DIR/pgbouncer.log" >&2 2>/dev/null || true
  stop
  exit 1
fi
pid=$(running_pid)
log "PgBouncer $("$BIN" --version | head -1 | awk '{print $2}') on 127.0.0.1:$port (PID $pid, $PGB_MODE pooling," \
  "$PGB_POOL_SIZE server connections, up to $PGB_MAX_CLIENTS clients, open files $(awk '/Max open files/ {print $4}' "/proc/$pid/limits"))"
cat <<EOF
export PGB_PORT=$port PGB_PID=$pid
export BENCH_PGB_JDBC_URL='jdbc:postgresql://127.0.0.1:$port/$PGDATABASE?prepareThreshold=0'
EOF
