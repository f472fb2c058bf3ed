# Sourced by scripts/ensure-pg.sh and scripts/ensure-pgbouncer.sh: who owns and runs the server (or pooler).
# PostgreSQL and PgBouncer refuse to run as root, so as root they run as the 'postgres' OS user (made if
# missing, as Debian's package makes it); otherwise as the caller. Sets OWNER and as_owner CMD...
if [ "$(id -u)" = 0 ]; then
  OWNER=postgres
  id -u "$OWNER" >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash "$OWNER"
  as_owner() { runuser -u "$OWNER" -- "$@"; }
else
  OWNER=$(id -un)
  as_owner() { "$@"; }
fi
