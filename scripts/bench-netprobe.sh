#!/usr/bin/env bash
# bench-netprobe.sh: runs iperf3 and sockperf beside netprobe on loopback, in the same run, and
# prints the ratios. Targets: netprobe tput >= 90% of iperf3 with the same streams; netprobe rr sync
# median round trip <= 1.3x sockperf ping-pong's (--full-rtt) at the same message size.
#
#   scripts/bench-netprobe.sh            # after: mvn -B -o -pl bench-cli -am package -DskipTests
#   STREAMS=4 SECS=10 MSG=512 ROUNDS=5 scripts/bench-netprobe.sh
#
# Installs iperf3 and sockperf from Debian's packages when they are missing and it runs as root;
# otherwise it says what to install. Every server it starts listens on 127.0.0.1 and is stopped
# (by its process id) when the script ends. Exit code: 0 targets met, 3 a target missed, 1 error.
set -euo pipefail
cd "$(dirname "$0")/.."

JAR=${JAR:-bench-cli/target/bench-cli.jar}
STREAMS=${STREAMS:-1}      # -P for both throughput tools
SECS=${SECS:-5}            # measured seconds per throughput/latency run
OMIT=${OMIT:-1}            # warm-up seconds left out of throughput (iperf3 -O, netprobe -O)
MSG=${MSG:-64}             # request/response message size in bytes
ROUNDS=${ROUNDS:-3}        # alternating rounds; medians are compared
PORT_IPERF=${PORT_IPERF:-52010}
PORT_SOCKPERF=${PORT_SOCKPERF:-52011}
PORT_NETPROBE=${PORT_NETPROBE:-52012}
# the lead's Main will make this: java -jar "$JAR" netprobe
NETPROBE=(java -jar "$JAR" netprobe)

log() { echo "bench-netprobe: $*" >&2; }

missing=()
command -v iperf3 >/dev/null 2>&1 || missing+=(iperf3)
command -v sockperf >/dev/null 2>&1 || missing+=(sockperf)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing ${missing[*]} from Debian's packages"
    DEBIAN_FRONTEND=noninteractive apt-get -qq update >&2
    DEBIAN_FRONTEND=noninteractive apt-get -qq install -y --no-install-recommends "${missing[@]}" >&2
  else
    log "please install ${missing[*]} (Debian/Ubuntu: sudo apt-get install ${missing[*]})"; exit 1
  fi
fi
[ -f "$JAR" ] || { log "$JAR not found: build it with mvn -B -o -pl bench-cli -am package -DskipTests"; exit 1; }

pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT

iperf3 -s -B 127.0.0.1 -p "$PORT_IPERF" >/dev/null 2>&1 & pids+=($!)
sockperf server --tcp -i 127.0.0.1 -p "$PORT_SOCKPERF" >/dev/null 2>&1 & pids+=($!)
"${NETPROBE[@]}" server --bind 127.0.0.1 -p "$PORT_NETPROBE" -q >/dev/null 2>&1 & pids+=($!)

wait_port() { for _ in $(seq 50); do (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0; sleep 0.2; done
              log "nothing listens on 127.0.0.1:$1"; exit 1; }
wait_port "$PORT_IPERF"; wait_port "$PORT_SOCKPERF"; wait_port "$PORT_NETPROBE"

# bits_per_second of end.sum_received in iperf3-layout JSON (iperf3's own, or netprobe tput --json)
received_bps() { awk '/"sum_received"/ {f=1} f && /"bits_per_second"/ {v=$NF; gsub(/[^0-9.eE+-]/, "", v); print v; exit}'; }
median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

tput_iperf=(); tput_ours=(); rtt_sockperf=(); rtt_ours=()
for round in $(seq "$ROUNDS"); do
  log "round $round/$ROUNDS"
  tput_iperf+=("$(iperf3 -c 127.0.0.1 -p "$PORT_IPERF" -P "$STREAMS" -t "$SECS" -O "$OMIT" -J | received_bps)")
  tput_ours+=("$("${NETPROBE[@]}" tput -c 127.0.0.1 -p "$PORT_NETPROBE" -P "$STREAMS" -t "$SECS" -O "$OMIT" --json \
      | received_bps)")
  rtt_sockperf+=("$(sockperf ping-pong --tcp -i 127.0.0.1 -p "$PORT_SOCKPERF" -m "$MSG" -t "$SECS" --full-rtt 2>&1 \
      | awk '/percentile 50.000/ {print $NF}')")
  rtt_ours+=("$("${NETPROBE[@]}" rr -c 127.0.0.1 -p "$PORT_NETPROBE" --mode sync --length "$MSG" -t "$SECS" \
      | sed -n 's/^Round trip ms: *min [^ ]* *p50 \([0-9.]*\).*/\1/p' | awk '{print $1 * 1000}')")
done

ti=$(printf '%s\n' "${tput_iperf[@]}" | median)
to=$(printf '%s\n' "${tput_ours[@]}" | median)
rs=$(printf '%s\n' "${rtt_sockperf[@]}" | median)
ro=$(printf '%s\n' "${rtt_ours[@]}" | median)

echo "netprobe vs iperf3/sockperf on loopback: $ROUNDS rounds, medians; $(nproc) CPUs, $(uname -sr)"
printf 'throughput  -P %s, %ss (+%ss omitted): iperf3 %.2f Gbit/s, netprobe tput %.2f Gbit/s\n' \
  "$STREAMS" "$SECS" "$OMIT" "$(awk "BEGIN {print $ti/1e9}")" "$(awk "BEGIN {print $to/1e9}")"
printf 'round trip  %s-byte messages, %ss: sockperf ping-pong p50 %.1f us, netprobe rr sync p50 %.1f us\n' \
  "$MSG" "$SECS" "$rs" "$ro"
tput_ratio=$(awk "BEGIN {printf \"%.2f\", $to / $ti}")
rtt_ratio=$(awk "BEGIN {printf \"%.2f\", $ro / $rs}")
echo "per round: iperf3 ${tput_iperf[*]} bit/s; netprobe ${tput_ours[*]} bit/s; sockperf ${rtt_sockperf[*]} us; netprobe ${rtt_ours[*]} us"
ok=0
if awk "BEGIN {exit !($tput_ratio >= 0.90)}"; then v=met; else v=MISSED; ok=3; fi
echo "throughput ratio netprobe/iperf3 = $tput_ratio (target >= 0.90: $v)"
if awk "BEGIN {exit !($rtt_ratio <= 1.30)}"; then v=met; else v=MISSED; ok=3; fi
echo "median round-trip ratio netprobe/sockperf = $rtt_ratio (target <= 1.30: $v)"
exit $ok
