#!/usr/bin/env bash
# The test command (README, docs/CONTRIBUTING.md, .ci/run): everything CI checks, in three steps.
#   1. JDK 25: a clean build and the unit tests (a newer javac's -Xlint:all, a newer runtime); first
#      because it is the shorter, so a lint error on a new JDK shows within minutes. Then the one IT
#      class that needs Java 21+ (EmbeddedReplicasIT: --replicas and --fork with --threads virtual), which step 2's
#      JDK 17 skips.
#   2. JDK 17: `mvn clean install` into a throw-away local repository: the full verify (unit and
#      integration tests, format, lint, javadoc, enforcer), then every artifact installed as a user's
#      `mvn install` would install it.
#   3. examples/checkout, copied out of the tree and built on its own against that repository only, as an
#      application that copied its pom would be: proves the installed BOM and jars resolve and work.
#   4. Containers: the images built offline from step 2's jar (deploy/images.sh --offline), then every
#      scripts/container-tests/*.sh. Docker is started and the database image built before step 2
#      (scripts/docker-engine.sh, deploy/images.sh --offline --db-only) so the Testcontainers ITs run
#      against it; under CI=true a Docker that cannot start or a missing image fails the run, elsewhere
#      step 4 and those ITs skip, saying why. DBBENCH_SKIP_CONTAINERS=1 skips both on purpose.
# Needs a JDK 17 and Maven, and a JDK 25 (found under /usr/lib/jvm, or named by JDK17_HOME / JDK25_HOME):
# without one, step 1 is skipped with a note, except under CI=true, where a missing JDK 25 fails.
# ~/.m2 is only read (copied as the seed): our SNAPSHOTs never reach it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

# The major version of the JDK at $1 ("" if it is no JDK: a JRE has no javac)
jdk_major() {
  [ -x "$1/bin/javac" ] && [ -f "$1/release" ] || return 0
  sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release"
}

# The home of a JDK of major version $1: $2 if set, else $JAVA_HOME, else one under /usr/lib/jvm
find_jdk() {
  local want=$1 named=$2 home
  for home in "$named" "${JAVA_HOME:-}" /usr/lib/jvm/*; do
    [ -n "$home" ] && [ "$(jdk_major "$home")" = "$want" ] && { echo "$home"; return 0; }
    [ -n "$named" ] && [ "$home" = "$named" ] && { echo "ci-test: JDK${want}_HOME=$named is no JDK $want" >&2; return 1; }
  done
  echo "ci-test: no JDK $want found (looked at \$JAVA_HOME and /usr/lib/jvm/*); set JDK${want}_HOME" >&2
  return 1
}

jdk17=$(find_jdk 17 "${JDK17_HOME:-}")
# CI (CI=true) must test both JDKs; a developer with only a JDK 17 still gets every other step
if ! jdk25=$(find_jdk 25 "${JDK25_HOME:-}"); then
  [ "${CI:-}" = true ] && exit 1
  echo "ci-test: skipping step 1 (JDK 25); CI runs it" >&2
  jdk25=
fi
command -v mvn >/dev/null || { echo "ci-test: mvn (Maven 3.8.1+) is not on PATH" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/dbbench-ci.XXXXXX")
docker_started=
trap 'rm -rf "$work"; [ -z "$docker_started" ] || scripts/docker-engine.sh down' EXIT
repo=$work/repository
# Seed the throw-away repository from ~/.m2 (offline speed), without any dbbench artifact: step 3 must
# see only what step 2 installed. Whatever is missing is downloaded from Maven Central.
if [ -d "$HOME/.m2/repository" ]; then cp -R "$HOME/.m2/repository" "$repo"; else mkdir -p "$repo"; fi
rm -rf "$repo/io/dbbench"

step() { echo; echo "ci-test: ==== $* ($(date -u +%H:%M:%S), load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null))"; }

if [ -n "$jdk25" ]; then
  step "1/3 JDK 25 ($jdk25): one clean verify: unit tests and only the Java 21+ IT, EmbeddedReplicasIT"
  # spotless' formatter cannot run on 25 (NoSuchMethodError in javac's Log): the format is step 2's check, as
  # is the javadoc. -Dit.test selects the one IT; bench-cli's failsafe (its other IT module) sets
  # failIfNoSpecifiedTests=false, so finding none there is no failure
  JAVA_HOME=$jdk25 mvn -B -ntp -Dmaven.repo.local="$repo" clean verify -Dit.test=EmbeddedReplicasIT \
    -Dspotless.check.skip=true -Dmaven.javadoc.skip=true
fi

# Docker for step 4 and the Testcontainers ITs (their ryuk image cannot be pulled: none is needed)
docker_reason=
if [ "${DBBENCH_SKIP_CONTAINERS:-}" = 1 ]; then
  docker_reason="DBBENCH_SKIP_CONTAINERS=1"
elif docker_out=$(scripts/docker-engine.sh up); then
  echo "ci-test: $docker_out"
  case $docker_out in *"started dockerd"*) docker_started=1 ;; esac
  export TESTCONTAINERS_RYUK_DISABLED=true DOCKER_HOST=${DOCKER_HOST:-unix:///var/run/docker.sock}
  # The database image now, not at step 4: PostgresImageIT (Testcontainers, in step 2's verify) runs
  # against it, and it needs no jar (seconds when the base image exists; step 4 reuses it)
  if ! deploy/images.sh --offline --db-only; then
    [ "${CI:-}" = true ] && { echo "ci-test: CI=true: the database image could not be built" >&2; exit 1; }
    docker_reason="deploy/images.sh --offline --db-only failed"
  fi
else
  docker_reason=$docker_out
  [ "${CI:-}" = true ] && { echo "ci-test: CI=true needs Docker for the container tests: $docker_reason" >&2; exit 1; }
fi

step "2/3 JDK 17 ($jdk17): mvn clean install (the full verify, then install)"
JAVA_HOME=$jdk17 mvn -B -ntp -Dmaven.repo.local="$repo" clean install

step "3/3 examples/checkout on its own, against the installed artifacts"
cp -R "$root/examples/checkout" "$work/checkout"
rm -rf "$work/checkout/target"
# Its CheckoutOnContainersTest pulls postgres:16-alpine and Oracle Free, as a user's project would; with
# Docker up and no registry that pull fails, so it is left out here (it skips anyway where Docker is down)
(cd "$work/checkout" && JAVA_HOME=$jdk17 mvn -B -ntp -Dmaven.repo.local="$repo" verify -Dtest='!CheckoutOnContainersTest')

if [ -n "$docker_reason" ]; then
  step "4 containers: skipped ($docker_reason)"
else
  step "4 containers: images built offline, then scripts/container-tests/*.sh"
  started=$(date +%s)
  SKIP_JAR_BUILD=1 deploy/images.sh --offline
  scripts/container-tests.sh
  echo "ci-test: containers step took $(( $(date +%s) - started )) s"
fi

step "done: ${jdk25:+unit tests and the Java 21+ IT on 25, }verify and install on 17, the example against the installed artifacts"
