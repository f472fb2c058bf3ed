#!/usr/bin/env bash
# The images deploy/images.sh builds work as documented (docs/containers-images.md):
#   dbbench:dev runs a short embedded Stress Test as its non-root user (writable home and working dir),
#   writes its results into a mounted /results and names them there, writes them there when `docker stop`
#   ends the run (exit 143 within the grace), its score lines print ± (UTF-8 locale), and it maps its classes
#   from the class-data-sharing archive dumped at build time;
#   dbbench-postgres:dev initialises from POSTGRES_* and accepts a password login over TCP from another
#   container, with max_connections 300.
# Exit 0 pass, 1 fail, 77 skip (no Docker or the images are not built). APP_TAG/DB_TAG override the tags.
set -uo pipefail
docker=${DOCKER:-$( [ -x /usr/bin/docker ] && echo /usr/bin/docker || echo docker )}
app=${APP_TAG:-dbbench:dev}
db=${DB_TAG:-dbbench-postgres:dev}
"$docker" info >/dev/null 2>&1 || { echo "skip: no Docker engine answers"; exit 77; }
for tag in "$app" "$db"; do
  "$docker" image inspect "$tag" >/dev/null 2>&1 || { echo "skip: image $tag is missing (build it: deploy/images.sh --offline)"; exit 77; }
done
fail() { echo "FAIL: $*"; exit 1; }

out=$("$docker" run --rm "$app" -c configs/Stress_Test.xml -uc 2 -rt 0:00.10 --embedded 2>&1) \
  || fail "$app embedded Stress Test exited non-zero: $(echo "$out" | tail -5)"
grep -q '^Completed: [1-9][0-9]* transactions completed, 0 failed' <<<"$out" || fail "$app: no completed transactions: $(echo "$out" | tail -3)"
# Class-data sharing: the image's /app/bench-cli.jsa, dumped at build time, is what the launcher maps (a build
# whose training run failed goes without one, saying so only in its log). JAVA_OPTS replaces the image's, so
# the run is the same as above but for -verbose:class
out=$("$docker" run --rm -e JAVA_OPTS=-verbose:class "$app" -c configs/Stress_Test.xml -uc 2 -rt 0:00.02 --embedded 2>&1) \
  || fail "$app with JAVA_OPTS=-verbose:class exited non-zero: $(echo "$out" | tail -5)"
mapped=$(grep -c 'source: shared objects file (top)' <<<"$out")
[ "$mapped" -gt 1000 ] || fail "$app: $mapped classes mapped from /app/bench-cli.jsa (is it in the image? docker build's log says)"
[ "$("$docker" run --rm --entrypoint id "$app" -u)" = 10001 ] || fail "$app does not run as uid 10001"
# Results go to /results, the working directory: a mounted host directory keeps them, and the run's last
# line names them there (issue 35: they were written to /app and went with --rm)
mounted=$(mktemp -d "${TMPDIR:-/tmp}/img-smoke-results.XXXXXX")
trap 'rm -rf "$mounted"' EXIT
chown 10001:10001 "$mounted" 2>/dev/null || chmod 777 "$mounted"
out=$("$docker" run --rm -v "$mounted":/results "$app" -c /app/configs/Stress_Test.xml -uc 2 -rt 0:00.03 --embedded 2>&1) \
  || fail "$app with /results mounted exited non-zero: $(echo "$out" | tail -5)"
[ -s "$mounted/results.json" ] && [ -s "$mounted/results.xml" ] || fail "$app: no results in the mounted /results: $(ls "$mounted")"
[ "$(echo "$out" | tail -1)" = "Results: /results/results.xml, /results/results.json, /results/results.html" ] \
  || fail "$app: the last line does not name /results: $(echo "$out" | tail -1)"
# docker stop (SIGTERM, then SIGKILL after the grace) while the run measures: the results are written within
# the grace and the container exits 143, not 137 (issue 35: results were lost to the SIGKILL)
stopped=$(mktemp -d "${TMPDIR:-/tmp}/img-smoke-stop.XXXXXX")
chown 10001:10001 "$stopped" 2>/dev/null || chmod 777 "$stopped"
stopname=img-smoke-stop-$$
trap 'rm -rf "$mounted" "$stopped"; "$docker" rm -f "$stopname" >/dev/null 2>&1' EXIT
"$docker" run -d --name "$stopname" -v "$stopped":/results "$app" -c /app/configs/Stress_Test.xml -uc 2 -rt 0:02 \
  --embedded >/dev/null || fail "cannot start $app for the docker stop check"
# The log is read whole before grep sees it: `docker logs | grep -q` under pipefail fails when grep quits at
# the first match while docker still writes (SIGPIPE, 141), which once failed this check on a log that had it
reached() { grep -q '\[2/2\]' <<<"$("$docker" logs "$stopname" 2>&1)"; }
for _ in $(seq 1 180); do # bounded: an embedded start takes ~10-40 s on a loaded 2-core machine
  reached && break
  sleep 1
done
reached || fail "$app: the run did not reach 2 users: $("$docker" logs "$stopname" 2>&1 | tail -3)"
sleep 3
"$docker" stop -t 10 "$stopname" >/dev/null
code=$("$docker" inspect -f '{{.State.ExitCode}}' "$stopname")
[ "$code" = 143 ] || fail "$app after docker stop: exit $code, not 143: $("$docker" logs "$stopname" 2>&1 | tail -5)"
[ -s "$stopped/results.json" ] && [ -s "$stopped/results.xml" ] \
  || fail "$app after docker stop: no results in /results: $(ls -A "$stopped")"
"$docker" rm -f "$stopname" >/dev/null 2>&1
# The score lines print "±" (the image's LANG=C.UTF-8; without it Java writes ASCII and prints "?")
out=$("$docker" run --rm "$app" -c configs/Stress_Test.xml -uc 2 --iterations 2x1s --embedded 2>&1) \
  || fail "$app measured Stress Test exited non-zero: $(echo "$out" | tail -5)"
grep -q '^TPS .* ± ' <<<"$out" || fail "$app: no 'TPS ... ± ...' score line (locale?): $(echo "$out" | grep '^TPS')"

name=img-smoke-pg-$$
trap '"$docker" rm -f "$name" >/dev/null 2>&1; rm -rf "$mounted" "$stopped"' EXIT
"$docker" run -d --name "$name" -e POSTGRES_PASSWORD=smoke-secret -e POSTGRES_USER=bench -e POSTGRES_DB=soe "$db" >/dev/null \
  || fail "cannot start $db"
ip=$("$docker" inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$name")
# Generous bound (a loaded 2-core machine); a ready server answers at once
for _ in $(seq 1 120); do
  "$docker" exec "$name" sh -c 'pg_isready -q -h 127.0.0.1 -U bench -d soe' 2>/dev/null && break
  sleep 1
done
# From a second container over the bridge: password auth, the right database, 300 connections allowed
res=$("$docker" run --rm -e PGPASSWORD=smoke-secret --entrypoint sh "$db" -c \
  "/usr/lib/postgresql/15/bin/psql -h $ip -U bench -d soe -tAc 'select current_database(), current_setting(\$\$max_connections\$\$)'" 2>&1) \
  || fail "password login to $db at $ip failed: $res"
[ "$res" = "soe|300" ] || fail "expected soe|300 from $db, got: $res"
bad=$("$docker" run --rm -e PGPASSWORD=wrong --entrypoint sh "$db" -c "/usr/lib/postgresql/15/bin/psql -h $ip -U bench -d soe -tAc 'select 1'" 2>&1) \
  && fail "a wrong password was accepted by $db"
grep -q 'password authentication failed' <<<"$bad" || fail "wrong password: unexpected answer: $bad"
echo "pass: $app embedded Stress Test, ± printed, $mapped classes from its CDS archive; $db init, password auth, max_connections 300"
