#!/usr/bin/env bash
# Bring up a private PostgreSQL on loopback on a Debian machine (adapted from the team reference),
# as root or not, without touching port 5432. Used by scripts/bench-soe-load.sh.
# ensure-pg.sh [start|stop|env]
# Make sure a PostgreSQL server answers on 127.0.0.1 with a known user/password/database.
# Works as root (runs the server as the 'postgres' OS user) or as a normal user.
# Never touches a server already running on 5432: it uses its own cluster in a temp dir
# on a private port (first free one from PG_PORT upwards).
# Prints shell-evaluable PG* variables and BENCH_PG_JDBC_URL on stdout (eval "$(ensure-pg.sh)").
set -euo pipefail
PG_USER=${PG_USER:-bench}
PG_PASSWORD=${PG_PASSWORD:-bench}
PG_DB=${PG_DB:-bench}
PG_PORT=${PG_PORT:-55432}
PG_DIR=${PG_DIR:-${TMPDIR:-/tmp}/bench-pg}   # holds data/, log, sock/, port
PG_FAST=${PG_FAST:-1}                          # 1 = fsync=off etc. (tests); 0 = durable (benchmarks)
# PG_MAX_CONNECTIONS (default 200): the server's max_connections
cmd=${1:-start}
log() { echo "ensure-pg: $*" >&2; }

find_bindir() {
  local d
  if command -v pg_config >/dev/null 2>&1; then
    d=$(pg_config --bindir 2>/dev/null || true)
    [ -x "$d/initdb" ] && { echo "$d"; return; }
  fi
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$d" ] && [ -x "$d/initdb" ] && { echo "$d"; return; }
  command -v initdb >/dev/null 2>&1 && { dirname "$(command -v initdb)"; return; }
  return 1
}

BIN=$(find_bindir || true)
if [ -z "$BIN" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing PostgreSQL from Debian packages"
    # keep the package from creating/starting its own 'main' cluster on 5432
    mkdir -p /etc/postgresql-common
    grep -q '^create_main_cluster' /etc/postgresql-common/createcluster.conf 2>/dev/null \
      || echo 'create_main_cluster = false' >> /etc/postgresql-common/createcluster.conf
    DEBIAN_FRONTEND=noninteractive apt-get -qq update >&2
    DEBIAN_FRONTEND=noninteractive apt-get -qq install -y --no-install-recommends postgresql >&2
    BIN=$(find_bindir)
  else
    log "no PostgreSQL binaries (initdb) found and cannot apt-get install them"; exit 1
  fi
fi

# run a command as the unprivileged owner of the cluster
. "$(dirname "${BASH_SOURCE[0]}")/pg-owner.sh"

DATA=$PG_DIR/data; SOCK=$PG_DIR/sock
can_login() { PGPASSWORD=$PG_PASSWORD PGCONNECT_TIMEOUT=3 "$BIN/psql" -X -q -h 127.0.0.1 -p "$1" -U "$PG_USER" -d "$PG_DB" -Atc 'select 1' >/dev/null 2>&1; }
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
emit() {
  cat <<EOF
export PGHOST=127.0.0.1 PGPORT=$1 PGUSER=$PG_USER PGPASSWORD=$PG_PASSWORD PGDATABASE=$PG_DB
export BENCH_PG_JDBC_URL='jdbc:postgresql://127.0.0.1:$1/$PG_DB'
EOF
}

case "$cmd" in
  stop)
    [ -f "$DATA/postmaster.pid" ] && as_owner "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >&2 || log "not running"
    exit 0 ;;
  env)
    [ -f "$PG_DIR/port" ] && can_login "$(cat "$PG_DIR/port")" && { emit "$(cat "$PG_DIR/port")"; exit 0; }
    log "not running"; exit 1 ;;
esac

# 1. our cluster already up (rerun)?  -> reuse
if [ -f "$PG_DIR/port" ] && can_login "$(cat "$PG_DIR/port")"; then
  emit "$(cat "$PG_DIR/port")"; exit 0
fi

# 2. create the cluster once
mkdir -p "$PG_DIR" "$SOCK"
if [ ! -s "$DATA/PG_VERSION" ]; then
  rm -rf "$DATA"
  pwfile=$(mktemp); printf '%s\n' "$PG_PASSWORD" > "$pwfile"
  chown -R "$OWNER" "$PG_DIR" "$pwfile"
  as_owner "$BIN/initdb" -D "$DATA" -U "$PG_USER" --pwfile="$pwfile" -E UTF8 --locale=C \
      --auth-local=trust --auth-host=scram-sha-256 --no-sync >"$PG_DIR/initdb.log" 2>&1 \
    || { rm -f "$pwfile"; cat "$PG_DIR/initdb.log" >&2; exit 1; }
  rm -f "$pwfile"
fi
chown -R "$OWNER" "$PG_DIR"

# 3. pick a free port (a server of someone else's may hold PG_PORT)
port=$PG_PORT
while port_busy "$port"; do port=$((port + 1)); [ $port -gt $((PG_PORT + 20)) ] && { log "no free port"; exit 1; }; done

opts="-p $port -k $SOCK -c listen_addresses=127.0.0.1 -c max_connections=${PG_MAX_CONNECTIONS:-200}"
[ "$PG_FAST" = 1 ] && opts="$opts -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
as_owner "$BIN/pg_ctl" -D "$DATA" -l "$PG_DIR/server.log" -o "$opts" -w -t 60 start >&2 \
  || { tail -20 "$PG_DIR/server.log" >&2; exit 1; }
echo "$port" > "$PG_DIR/port"

# 4. database
as_owner "$BIN/psql" -X -q -h "$SOCK" -p "$port" -U "$PG_USER" -d postgres -Atc \
  "select 1 from pg_database where datname='$PG_DB'" | grep -q 1 \
  || as_owner "$BIN/createdb" -h "$SOCK" -p "$port" -U "$PG_USER" "$PG_DB"

can_login "$port" || { log "server up but login failed"; exit 1; }
log "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (data $DATA)"
emit "$port"
