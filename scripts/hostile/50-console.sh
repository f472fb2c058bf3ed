# Issue 34's hostile clients against a real run's console (bound beyond loopback, so its controls need the
# banner's token; every request still goes to 127.0.0.1): pages that never read their event stream, 200
# connections holding half a request, malformed and overlong requests, controls with a wrong token or none.
# The run must go on to its planned end (exit 0, not stopped by any of them), write its results, fail no
# transaction, count what the database committed (the commit delta is ours plus the few statements the
# server readings add) and log each wrong-token refusal. The same run without them is the baseline printed
# beside it (its TPS, not a verdict: two 20 s runs on a shared machine differ by more than the console costs).

# console_hostile_clients PORT SECONDS: the hostile clients, from python3, for SECONDS; prints what they got
console_hostile_clients() {
  timeout -k 5 $(($2 + 30)) python3 - "$1" "$2" <<'PY'
import socket, sys, time
port, hold = int(sys.argv[1]), float(sys.argv[2])
def conn(rcvbuf=None):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:  # before connecting, or the window is already agreed
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    s.settimeout(10)
    s.connect(("127.0.0.1", port))
    return s
def status(raw):
    s = conn()
    try:
        s.sendall(raw)
        line = s.makefile("rb").readline().decode("latin-1").split(" ")
        return line[1] if len(line) > 1 else "closed"
    except OSError as e:
        return "error:" + type(e).__name__
    finally:
        s.close()
held = []
# pages that open the event stream and never read it: the console drops them, never buffers for them
for _ in range(10):
    s = conn(4096)
    s.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"); held.append(s)
# 200 connections that send half a request and hold it
for i in range(200):
    try:
        s = conn(); s.sendall(b"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Half: " + str(i).encode()); held.append(s)
    except OSError:
        break
half = len(held) - 10
got = {}
def note(kind, code): got.setdefault(kind, []).append(code)
for _ in range(20):
    note("malformed", status(b"\x00\x01 nonsense \xff\r\n\r\n"))
    note("overlong", status(b"GET /" + b"a" * 70000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
    note("stop-wrong-token", status(b"POST /api/stop HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Dbbench-Control: 1\r\n"
                                    b"X-Dbbench-Token: wrong\r\nContent-Length: 0\r\n\r\n"))
    note("users-no-token", status(b"POST /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Dbbench-Control: 1\r\n"
                                  b"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 6\r\n\r\nset=64"))
    note("stop-no-control", status(b"POST /api/stop HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n"))
state = status(b"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
end = time.time() + hold
while time.time() < end:
    time.sleep(0.5)
for s in held:
    s.close()
print("held", half, "half requests and 10 unread streams;",
      " ".join(k + "=" + ",".join(sorted(set(v))) for k, v in got.items()), "state=" + state)
PY
}

# console_results_check DIR: the run's results.json: prints "TPS FAILED COMMITTED DELTA", or nothing
console_results_check() {
  python3 - "$1/res.json" <<'PY' 2>/dev/null
import json, sys
r = json.load(open(sys.argv[1]))
delta = (((r.get("server") or {}).get("counters") or {}).get("commits") or {}).get("delta")
print(r["averageTransactionsPerSecond"], r["totalFailed"], r["dmlTotals"]["commits"], delta)
PY
}

case_50_console_hostile_clients_run_goes_on() {
  need_stress || { not_handled "stress create failed"; return; }
  local args=(-c "$here/configs/Stress_Test.xml" -cs "$PG_URL" -u "$PGUSER" -uc 4 -rt 0:00.20 -r res.xml)
  dbbench "${args[@]}"
  local base_rc=$RC base
  base=$(console_results_check "$CASE_DIR")
  dbbench_bg "${args[@]}" --console 0.0.0.0:0
  local i port=""
  for i in $(seq 1 120); do
    port=$(sed -n 's|^Console: http://[^ ]*:\([0-9]*\)/ (read-only; controls: .*#token=.*|\1|p' "$OUT" | head -1)
    [ -n "$port" ] && grep -q '\[4/4\]' "$OUT" && break
    sleep 0.5
  done
  if [ -z "$port" ]; then
    kill "$BG_PID" 2>/dev/null; dbbench_wait
    not_handled "no console banner with a token: $(head -c 400 "$OUT")"; return
  fi
  local got
  got=$(console_hostile_clients "$port" 12 2>&1)
  # bounded: a run the clients hung is what this case exists to catch, and it must say so, not hang the harness
  for i in $(seq 1 240); do kill -0 "$BG_PID" 2>/dev/null || break; sleep 0.5; done
  if kill -0 "$BG_PID" 2>/dev/null; then
    kill -KILL "$BG_PID" 2>/dev/null; dbbench_wait
    not_handled "the run did not end 2 min after the clients left; clients: $got"; return
  fi
  dbbench_wait
  local tps failed committed delta refusals
  read -r tps failed committed delta <<<"$(console_results_check "$CASE_DIR")"
  refusals=$(grep -c 'console: refused /api/' "$OUT")
  # the known extra in the delta: the server readings' own statements and each session's logon (as
  # ServerSectionIT allows)
  if [ "$RC" = 0 ] && [ "$SECS" -ge 20 ] && [ "$base_rc" = 0 ] && results_whole && [ "${failed:-x}" = 0 ] \
    && [ -n "${committed:-}" ] && [ "${delta:-None}" != None ] && [ "$delta" -ge "$committed" ] \
    && [ "$((delta - committed))" -le 50 ] && [ "$refusals" -ge 1 ] \
    && [[ $got == *" stop-wrong-token=403 "* && $got == *" users-no-token=403 "* && $got == *" stop-no-control=403 "* ]] \
    && [[ $got == *" state=200" ]] && [ "$SECS" -le 60 ]; then
    handled "exit 0 after ${SECS}s, $committed committed (db delta $delta), 0 failed, $refusals refusals logged;" \
      "TPS $tps against ${base%% *} without the clients; clients: $got"
  else
    not_handled "exit $RC after ${SECS}s (baseline exit $base_rc), failed ${failed:-?}, committed ${committed:-?}," \
      "delta ${delta:-?}, refusals $refusals; clients: $got; files: $(ls -A "$CASE_DIR" | tr '\n' ' ')"
  fi
}
