#!/usr/bin/env bash
# How the netprobe server holds up against abusive clients, on loopback only, bounded in count and time:
#   0. silent sockets: --slots connections that never send, a quarter from each of 127.0.0.3..6, all reopened
#      every 10 s for --silent seconds, while a client from 127.0.0.2 tries every 0.5 s; prints how many of
#      its tries were admitted (the server's --hello-timeout decides how long a silent socket holds a slot;
#      pass --hello-timeout to compare, e.g. 5 for the old whole-hello deadline).
#   1. slowloris: --slots connections from 127.0.0.1, each trickling one byte of a hello every 5 s;
#      prints how many of them the server holds after 1 s and after --hold seconds, and whether a new
#      client from another loopback address (127.0.0.2) is admitted meanwhile or turned away ("server busy").
#   2. churn: the server's RSS (VmRSS) before and after --churn connections that each send a broken hello
#      (as scanners and crashed clients do) plus --runs short real tput and rr tests, and again after --settle
#      seconds of quiet.
#
# Usage: scripts/bench-netprobe-abuse.sh [--jar bench-cli.jar] [--slots N] [--silent S] [--hold S] [--churn N]
#                                        [--runs N] [--settle S] [--hello-timeout S]
#        defaults: the jar under bench-cli/target, 64 slots (the server's --max-clients default), silent 30 s,
#        hold 12 s, churn 20000 connections, 6 tput and 6 rr runs of 1 s, settle 5 s, the server's default
#        hello timeout. Needs java and python3.
# Prints: one "figure:" line per measurement; exit 0 unless the server could not be started.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
jar=$here/bench-cli/target/bench-cli.jar
slots=64
hold=12
churn=20000
runs=6
settle=5
silent=30
hello_timeout=""
while [[ $# -gt 0 ]]; do
    case $1 in
        --jar) jar=${2:?--jar needs a file}; shift 2 ;;
        --slots) slots=${2:?}; shift 2 ;;
        --hold) hold=${2:?}; shift 2 ;;
        --churn) churn=${2:?}; shift 2 ;;
        --runs) runs=${2:?}; shift 2 ;;
        --settle) settle=${2:?}; shift 2 ;;
        --silent) silent=${2:?}; shift 2 ;;
        --hello-timeout) hello_timeout=${2:?}; shift 2 ;;
        *) echo "bench-netprobe-abuse.sh: unknown option '$1' (see the usage at the top of the script)" >&2; exit 2 ;;
    esac
done
for n in "$slots" "$hold" "$churn" "$runs" "$settle" "$silent" ${hello_timeout:+"$hello_timeout"}; do
    [[ $n =~ ^[0-9]+$ ]] || { echo "bench-netprobe-abuse.sh: counts and seconds are whole numbers, got '$n'" >&2; exit 2; }
done
(( slots <= 1000 && churn <= 200000 && hold <= 120 && runs <= 50 && silent <= 300 )) \
    || { echo "bench-netprobe-abuse.sh: bounded: --slots <= 1000, --churn <= 200000, --hold <= 120, --runs <= 50, --silent <= 300" >&2; exit 2; }
[[ -f $jar ]] || { echo "bench-netprobe-abuse.sh: no such jar: $jar (build it: mvn -B -ntp -pl bench-cli -am package -DskipTests)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "bench-netprobe-abuse.sh: needs python3 for the abusive clients" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/netprobe-abuse.XXXXXX")
server_pid=""
cleanup() {
    # the killed server's status (143) must not become the script's (set -e applies in the trap too)
    if [[ -n $server_pid ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
java -jar "$jar" netprobe server --bind 127.0.0.1 -p "$port" --duration 900 -q \
    ${hello_timeout:+--hello-timeout "$hello_timeout"} >"$work/server.out" 2>"$work/server.err" &
server_pid=$!
for _ in $(seq 1 100); do
    grep -q "listening" "$work/server.out" 2>/dev/null && break
    kill -0 "$server_pid" 2>/dev/null || { echo "netprobe server did not start:" >&2; cat "$work/server.err" >&2; exit 1; }
    sleep 0.2
done
rss_mib() { awk '/^VmRSS:/ { printf "%.0f", $2 / 1024 }' "/proc/$server_pid/status"; }
echo "netprobe server pid $server_pid on 127.0.0.1:$port ($jar)"

# --- 0. silent sockets ----------------------------------------------------------------------------------
if (( silent > 0 )); then
python3 - "$port" "$slots" "$silent" <<'PY'
import socket, sys, time
port, slots, seconds = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
broken = b"NP\x01\x01\x00\x00\x00\x10" + b"\xff" * 16   # a whole hello whose test spec is garbage
addresses = ["127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6"]
def open_silent():
    conns = []
    for i in range(slots):
        s = socket.socket()
        s.bind((addresses[i % len(addresses)], 0))
        s.settimeout(5)
        s.connect(("127.0.0.1", port))
        conns.append(s)
    return conns
def admitted():
    """One try of a real client from 127.0.0.2: a refused one reads "server busy", an admitted one gets
    past admission to the protocol check."""
    s = socket.socket()
    s.bind(("127.0.0.2", 0))
    s.settimeout(10)
    reply = b""
    try:
        s.connect(("127.0.0.1", port))
        s.sendall(broken)
        while True:
            chunk = s.recv(4096)
            if not chunk:
                break
            reply += chunk
    except OSError:
        reply = b"server busy"  # reset while being refused
    finally:
        s.close()
    return b"server busy" not in reply
start = time.monotonic()
conns, opened, tries, ins = open_silent(), start, 0, 0
while time.monotonic() - start < seconds:
    if time.monotonic() - opened >= 10:
        for c in conns:
            c.close()
        time.sleep(0.3)  # lets the server release the old ones: otherwise the per-address limit refuses new ones
        conns, opened = open_silent(), time.monotonic()
    tries += 1
    ins += admitted()
    time.sleep(0.5)
for c in conns:
    c.close()
print(f"figure: {slots} silent sockets from 4 addresses, reopened every 10 s for {seconds} s:"
      f" a client from 127.0.0.2 admitted in {ins} of {tries} tries ({100 * ins // max(1, tries)}%)")
PY
sleep 1
fi

# --- 1. slowloris -------------------------------------------------------------------------------------
python3 - "$port" "$slots" "$hold" <<'PY'
import socket, sys, time
port, slots, hold = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
hello = b"NP\x01\x01\x00\x00\x00\x40" + b"\x00" * 64     # a HELLO_CONTROL frame, sent one byte at a time
broken = b"NP\x01\x01\x00\x00\x00\x10" + b"\xff" * 16   # a whole hello whose test spec is garbage
conns = []
for _ in range(slots):
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.setblocking(False)
    conns.append([s, 0, True])
def still_held(c):
    if not c[2]:
        return False
    try:
        data = c[0].recv(4096)
        if data == b"" or data[:2] == b"NP":            # closed, or an ERROR frame before the close
            c[2] = False
    except BlockingIOError:
        pass
    except OSError:
        c[2] = False
    return c[2]
def newcomer():
    """A client from another loopback address (the server listens on 127.0.0.1, we connect from 127.0.0.2):
    a refused one reads "server busy", an admitted one gets past admission to the protocol check."""
    s = socket.socket()
    s.bind(("127.0.0.2", 0))
    s.settimeout(10)
    s.connect(("127.0.0.1", port))
    s.sendall(broken)
    reply = b""
    try:
        while True:
            chunk = s.recv(4096)
            if not chunk:
                break
            reply += chunk
    except OSError:
        pass
    s.close()
    return "refused (server busy)" if b"server busy" in reply else "admitted"
start = time.monotonic()
probe = None
next_send = start
while time.monotonic() - start < hold:
    if time.monotonic() >= next_send:
        for c in conns:
            if still_held(c) and c[1] < len(hello):
                try:
                    c[0].send(hello[c[1]:c[1] + 1]); c[1] += 1
                except OSError:
                    c[2] = False
        next_send += 5
    if probe is None and time.monotonic() - start > 1:
        probe_held = sum(still_held(c) for c in conns)
        probe = newcomer()
    # wake for the next byte, and once at 1 s for the probe
    wake = next_send if probe is not None else min(next_send, start + 1.05)
    time.sleep(max(0.0, min(wake, start + hold) - time.monotonic()))
held = sum(still_held(c) for c in conns)
print(f"figure: slowloris connections opened from 127.0.0.1 and held after 1 s: {probe_held} of {slots};"
      f" a new client from 127.0.0.2 then: {probe}")
print(f"figure: slowloris slots held at {hold} s: {held} of {slots} (trickling 1 byte per 5 s)")
for c in conns:
    c[0].close()
PY
sleep 1

# --- 2. churn and RSS -----------------------------------------------------------------------------------
before=$(rss_mib)
t0=$(date +%s.%N)
python3 - "$port" "$churn" <<'PY'
import socket, sys
port, n = int(sys.argv[1]), int(sys.argv[2])
broken = b"NP\x01\x01\x00\x00\x00\x10" + b"\xff" * 16      # a HELLO_CONTROL whose test spec is garbage
for i in range(n):
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(broken)
    while s.recv(4096):                                      # the server answers with ERROR, then closes
        pass
    s.close()
PY
for i in $(seq 1 "$runs"); do
    java -jar "$jar" netprobe tput -c 127.0.0.1 -p "$port" -t 1 -P 8 >/dev/null 2>&1 || echo "tput run $i failed" >&2
    java -jar "$jar" netprobe rr -c 127.0.0.1 -p "$port" -t 1 --num-conn 15 -l 256K >/dev/null 2>&1 || echo "rr run $i failed" >&2
done
t1=$(date +%s.%N)
after=$(rss_mib)
sleep "$settle"
settled=$(rss_mib)
echo "figure: server RSS before churn: ${before} MiB"
echo "figure: server RSS after ${churn} broken-hello connections + ${runs} tput (-P 8) and ${runs} rr (15 conn, 256 KiB) runs: ${after} MiB ($(printf '%.0f' "$(echo "$t1 - $t0" | bc)") s)"
echo "figure: server RSS ${settle} s later: ${settled} MiB"
echo "figure: RSS growth after/before: $(echo "scale=2; $after / $before" | bc)x"
