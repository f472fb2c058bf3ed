// dbbench's live console: reads /api/state once, then the run's samples as server-sent events (/events).
'use strict';
(function () {
  const { $, samples, charts, chart, perFrame, line, points, remember, clock, follow } = window.dbbenchConsole;
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  let percentile = 'p95Millis';
  const scheduleRedraw = perFrame(redraw);

  chart('chart-tps', 'Transactions per second', 'tx/s');
  chart('chart-latency', 'Response time, p95 per transaction', 'ms');
  chart('chart-users', 'Users', 'users');
  chart('chart-errors', 'Errors per second, by error code', 'errors/s');
  chart('chart-traffic', 'Traffic', 'Mbit/s');
  chart('chart-db', 'Database server', '%, MB/s');
  // the database's own count, read once a second on one connection; PostgreSQL's backends publish theirs up to about a
  // second late, so the two lines agree as rates, not to the second
  // beside it, the commits our transactions declared (each type says how many it makes): read by the same drain as
  // TPS, so no lag, though one ending at the edge of a second may count in the next
  chart('chart-commits', 'Commits/s: the database\'s counter (may lag ~1 s), declared by our transactions, our tx/s', '/s');
  $('chart-latency').addEventListener('click', () => {
    percentile = percentile === 'p95Millis' ? 'p99Millis' : percentile === 'p99Millis' ? 'p50Millis' : 'p95Millis';
    scheduleRedraw();
  });

  function perType(field) {
    const names = [];
    samples.forEach((s) => s.transactions.forEach((t) => { if (!names.includes(t.shortName)) names.push(t.shortName); }));
    return names.map((n) => line(n, points((s) => {
      const t = s.transactions.find((x) => x.shortName === n);
      return t ? t[field] : null;
    })));
  }
  const any = (f) => samples.some((s) => f(s) !== null && f(s) !== undefined);

  function redraw() {
    charts['chart-tps'].setOption({ series: perType('tps').concat([line('all', points((s) => s.tps), { lineStyle: { width: 3 } })]) }, { replaceMerge: ['series'] });
    charts['chart-latency'].setOption({
      title: { text: 'Response time, ' + percentile.replace('Millis', '') + ' per transaction (click: another percentile)' },
      series: perType(percentile)
    }, { replaceMerge: ['series'] });
    charts['chart-users'].setOption({ series: [
      line('target', points((s) => s.usersTarget), { step: 'end' }),
      line('logged on', points((s) => s.usersLoggedOn), { step: 'end' })
    ] }, { replaceMerge: ['series'] });
    const codes = [];
    samples.forEach((s) => Object.keys(s.failuresByCode || {}).forEach((c) => { if (!codes.includes(c)) codes.push(c); }));
    charts['chart-errors'].setOption({ series: [line('all', points((s) => s.failedInInterval), { step: 'end', lineStyle: { width: 3 } })]
      .concat(codes.map((c) => line(c, points((s) => (s.failuresByCode || {})[c] || 0), { step: 'end' }))) }, { replaceMerge: ['series'] });
    showCodes();
    if (any((s) => s.networkMegabitsPerSecond)) {
      $('chart-traffic').hidden = false;
      charts['chart-traffic'].resize();
      charts['chart-traffic'].setOption({ series: [
        line('Mbit/s', points((s) => s.networkMegabitsPerSecond)),
        line('round trips per tx', points((s) => s.roundTripsPerTransaction))
      ] }, { replaceMerge: ['series'] });
    }
    if (any((s) => s.dbCpuPercent)) {
      $('chart-db').hidden = false;
      charts['chart-db'].resize();
      charts['chart-db'].setOption({ series: [
        line('CPU %', points((s) => s.dbCpuPercent)),
        line('disk MB/s', points((s) => s.dbDiskMegabytesPerSecond))
      ] }, { replaceMerge: ['series'] });
    }
    // shown once the database's counter is read or a commit is declared: a run without the counter still charts
    // what it declared
    if (any((s) => s.dbCommitsPerSecond) || samples.some((s) => s.declaredCommitsPerSecond > 0)) {
      $('chart-commits').hidden = false;
      charts['chart-commits'].resize();
      charts['chart-commits'].setOption({ series: [
        line('db commits/s', points((s) => s.dbCommitsPerSecond)),
        line('declared commits/s', points((s) => s.declaredCommitsPerSecond)),
        line('our tx/s', points((s) => s.tps))
      ] }, { replaceMerge: ['series'] });
    }
  }

  // failed transactions by error code from the first sample the page got (its history: up to ten minutes back)
  const failedByCode = {};
  function showCodes() {
    const codes = Object.keys(failedByCode).sort();
    $('codes-box').hidden = codes.length === 0;
    const body = $('codes');
    body.textContent = '';
    codes.forEach((c) => {
      const tr = document.createElement('tr');
      [c, String(failedByCode[c])].forEach((text) => {
        const td = document.createElement('td');
        td.textContent = text;
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
  }

  function show(s) {
    $('phase').textContent = s.phase;
    $('remaining').textContent = clock(s.remainingSeconds);
    $('users-now').textContent = s.usersLoggedOn + ' / ' + s.usersTarget;
    $('users-now').dataset.target = s.usersTarget;
    $('tps-now').textContent = Math.round(s.tps);
    $('total-now').textContent = s.totalCompleted;
    $('errors-now').textContent = s.totalFailed;
    $('dml-now').textContent = s.dmlPerSecond === null || s.dmlPerSecond === undefined ? '-' : Math.round(s.dmlPerSecond);
  }

  function onSample(s) {
    remember(s);
    Object.entries(s.failuresByCode || {}).forEach(([c, n]) => { failedByCode[c] = (failedByCode[c] || 0) + n; });
    show(s);
    scheduleRedraw();
  }

  function onEnd(end) {
    const box = $('ended');
    box.hidden = false;
    box.textContent = (end.exitCode === null ? 'The run failed before its exit code was known'
      : 'The run has ended (exit code ' + end.exitCode + ')')
      + (end.resultsFile ? '; its results are in ' + end.resultsFile + '. ' : '. ');
    if (end.results) {
      const a = document.createElement('a');
      a.href = end.results;
      a.id = 'results-link';
      a.textContent = 'Open its results.html';
      box.appendChild(a);
    } else {
      box.appendChild(document.createTextNode('No results.html was written.'));
    }
    $('phase').textContent = 'ended';
    $('controls').hidden = true;
    $('connection').textContent = 'run ended';
  }

  async function control(path, body) {
    const headers = { 'X-Dbbench-Control': '1', 'Content-Type': 'application/x-www-form-urlencoded' };
    if (token) headers['X-Dbbench-Token'] = token;
    try {
      const r = await fetch(path, { method: 'POST', headers, body: body || '' });
      $('control-message').textContent = (await r.text()).trim();
    } catch (e) {
      $('control-message').textContent = 'no answer: ' + e;
    }
  }

  function setUpControls(controls) {
    if (controls.needToken && !token) {
      $('read-only').hidden = false;
      return;
    }
    $('controls').hidden = false;
    $('stop').addEventListener('click', () => {
      if (confirm('Stop the run? Its results so far are written.')) control('/api/stop');
    });
    if (controls.usersCeiling < 0) {
      $('users-controls').hidden = true;
      return;
    }
    $('ceiling').textContent = '(at most ' + controls.usersCeiling + ')';
    $('users-set').max = controls.usersCeiling;
    $('users-minus1').addEventListener('click', () => control('/api/users', 'add=-1'));
    $('users-plus1').addEventListener('click', () => control('/api/users', 'add=1'));
    $('users-plus2').addEventListener('click', () => control('/api/users', 'add=2'));
    $('users-apply').addEventListener('click', () => control('/api/users', 'set=' + encodeURIComponent($('users-set').value)));
  }

  fetch('/api/state').then((r) => r.json()).then((state) => {
    const id = state.identity;
    $('config').textContent = id.config;
    $('benchmark').textContent = id.benchmark;
    $('database').textContent = id.database;
    $('config-file').textContent = id.configFile || '-';
    $('length').textContent = id.length + ', ' + id.users + ' user(s) at the start';
    document.title = 'dbbench: ' + id.config;
    setUpControls(state.controls);
    follow(new EventSource('/events'), onSample, onEnd);
  });
})();
