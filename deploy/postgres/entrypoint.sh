#!/bin/sh
# Initialises $PGDATA on first start (user, password, database from the official image's variables),
# then runs the server in the foreground as user postgres with password authentication from anywhere.
set -eu
# As root, every step runs as user postgres; started as that user already (Kubernetes' runAsUser, the
# restricted Pod Security Standard), it runs as it is: setpriv could not change groups without root
as_postgres() { if [ "$(id -u)" = 0 ]; then setpriv --reuid=postgres --regid=postgres --init-groups "$@"; else "$@"; fi; }
if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
  [ -r "$POSTGRES_PASSWORD_FILE" ] || { echo "dbbench-postgres: POSTGRES_PASSWORD_FILE=$POSTGRES_PASSWORD_FILE is not readable" >&2; exit 1; }
  POSTGRES_PASSWORD=$(cat "$POSTGRES_PASSWORD_FILE")
fi
user=${POSTGRES_USER:-postgres}
db=${POSTGRES_DB:-$user}
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 0700 "$PGDATA"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  [ -n "${POSTGRES_PASSWORD:-}" ] || { echo "dbbench-postgres: set POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE (the database is uninitialised)" >&2; exit 1; }
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  [ "$(id -u)" != 0 ] || chown postgres "$pwfile"
  as_postgres "$PG_BIN/initdb" -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  # A temporary local-only server, as the official image runs one, always: its log (kept on stdout) says
  # "ready to accept connections" once before the real server does, and Testcontainers' PostgreSQLContainer
  # waits for that line twice on a fresh container
  as_postgres "$PG_BIN/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start
  [ "$db" = postgres ] || as_postgres "$PG_BIN/psql" -q -v ON_ERROR_STOP=1 -U "$user" -d postgres -c "CREATE DATABASE \"$db\""
  as_postgres "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w stop
  echo "dbbench-postgres: initialised $PGDATA (user $user, database $db)"
fi
# `postgres -c x=y` (the official image's command form, which Testcontainers passes) runs our server with
# those settings; any other command runs as given
[ "${1:-}" = postgres ] && shift
[ "$#" -gt 0 ] && [ "${1#-}" = "$1" ] && exec "$@"
run_as=; [ "$(id -u)" = 0 ] && run_as="setpriv --reuid=postgres --regid=postgres --init-groups"
exec $run_as "$PG_BIN/postgres" -D "$PGDATA" \
  -c listen_addresses='*' -c max_connections="$MAX_CONNECTIONS" "$@"
