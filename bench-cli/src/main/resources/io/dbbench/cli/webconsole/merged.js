// dbbench's console of several replicas: their merged samples (/events, from `bench-cli console URL...`), summed
// and side by side. Response times are shown per replica: percentiles neither add nor average.
'use strict';
(function () {
  const { $, samples, charts, chart, perFrame, line, points, remember, shown, clock, el, follow } = window.dbbenchConsole;
  const scheduleRedraw = perFrame(redraw);

  chart('chart-tps', 'Transactions per second, summed over the replicas', 'tx/s');
  chart('chart-replicas', 'Transactions per second, per replica', 'tx/s');
  chart('chart-latency', 'Response time p95, per replica and transaction', 'ms');
  chart('chart-users', 'Users, summed', 'users');
  chart('chart-errors', 'Errors per second, summed, by error code', 'errors/s');
  chart('chart-traffic', 'Traffic, summed', 'Mbit/s');
  // each replica's transactions declare their own commits, so these add; the database's counter is per replica below
  chart('chart-commits', 'Commits our transactions declared per second, summed over the replicas', '/s');

  const replicaOf = (s, name) => s.replicas.find((r) => r.name === name);
  const liveSample = (s, name) => { const r = replicaOf(s, name); return r && r.fresh ? r.sample : null; };
  function names(f) {
    const all = [];
    samples.forEach((s) => f(s).forEach((n) => { if (!all.includes(n)) all.push(n); }));
    return all;
  }

  function redraw() {
    const types = names((s) => s.sum.transactions.map((t) => t.shortName));
    charts['chart-tps'].setOption({ series: types.map((n) => line(n, points((s) => {
      const t = s.sum.transactions.find((x) => x.shortName === n);
      return t ? t.tps : null;
    }))).concat([line('all', points((s) => s.sum.tps), { lineStyle: { width: 3 } })]) }, { replaceMerge: ['series'] });
    const replicas = names((s) => s.replicas.map((r) => r.name));
    charts['chart-replicas'].setOption({ series: replicas.map((n) => line(n, points((s) => {
      const r = liveSample(s, n);
      return r ? r.tps : null;
    }))) }, { replaceMerge: ['series'] });
    const latency = [];
    replicas.forEach((n) => names((s) => { const r = liveSample(s, n); return r ? r.transactions.map((t) => t.shortName) : []; })
      .forEach((t) => latency.push(line(n + ' ' + t, points((s) => {
        const r = liveSample(s, n);
        const x = r ? r.transactions.find((y) => y.shortName === t) : null;
        return x ? x.p95Millis : null;
      })))));
    charts['chart-latency'].setOption({ series: latency }, { replaceMerge: ['series'] });
    charts['chart-users'].setOption({ series: [
      line('target', points((s) => s.sum.usersTarget), { step: 'end' }),
      line('logged on', points((s) => s.sum.usersLoggedOn), { step: 'end' })
    ] }, { replaceMerge: ['series'] });
    const codes = names((s) => Object.keys(s.sum.failuresByCode || {}));
    charts['chart-errors'].setOption({ series: [line('all', points((s) => s.sum.failedInInterval), { step: 'end', lineStyle: { width: 3 } })]
      .concat(codes.map((c) => line(c, points((s) => (s.sum.failuresByCode || {})[c] || 0), { step: 'end' }))) }, { replaceMerge: ['series'] });
    if (samples.some((s) => s.sum.networkMegabitsPerSecond !== null)) {
      $('chart-traffic').hidden = false;
      charts['chart-traffic'].resize();
      charts['chart-traffic'].setOption({ series: [line('Mbit/s', points((s) => s.sum.networkMegabitsPerSecond))] },
        { replaceMerge: ['series'] });
    }
    // no sum (null) while a fresh replica does not send its declared commits: those seconds are left out
    if (samples.some((s) => s.sum.declaredCommitsPerSecond > 0)) {
      $('chart-commits').hidden = false;
      charts['chart-commits'].resize();
      charts['chart-commits'].setOption({ series: [
        line('declared commits/s', points((s) => s.sum.declaredCommitsPerSecond)),
        line('tx/s', points((s) => s.sum.tps))
      ] }, { replaceMerge: ['series'] });
    }
  }

  function panel(r, i) {
    let p = $('replica-' + i);
    if (!p) {
      p = el('div', undefined, 'replica-panel');
      p.id = 'replica-' + i;
      $('replicas').appendChild(p);
    }
    p.dataset.state = r.state;
    p.textContent = '';
    const h = el('h3');
    const a = el('a', r.name);
    if (r.url) a.href = r.url; // its own page, with its controls (the token stays with whoever has it)
    a.target = '_blank';
    a.rel = 'noopener';
    h.appendChild(a);
    h.appendChild(el('span', r.state, 'state'));
    p.appendChild(h);
    p.appendChild(el('div', r.detail, 'detail'));
    const id = r.identity || {};
    if (id.config) p.appendChild(el('div', id.config + (id.benchmark ? ' (' + id.benchmark + ')' : '') + (id.database ? ' on ' + id.database : '')));
    if (r.results) {
      const link = el('a', 'its results.html (served while it lingers: --console-linger)');
      link.href = r.results;
      link.target = '_blank';
      link.rel = 'noopener';
      p.appendChild(link);
    }
    const s = r.sample;
    if (!s) return;
    const figures = el('div');
    const figure = (label, value, cls) => { figures.appendChild(el('span', label + ' ')); figures.appendChild(el('b', value, cls)); figures.appendChild(el('span', '  ')); };
    figure('phase', (s.phase || '-') + ', ' + clock(s.remainingSeconds) + ' left', 'replica-phase');
    figure('users', s.usersLoggedOn + ' / ' + s.usersTarget, 'replica-users');
    figure('TPS', r.fresh ? shown(s.tps) : '-', 'replica-tps');
    figure('transactions', String(s.totalCompleted), 'replica-total');
    figure('errors', String(s.totalFailed), 'replica-errors');
    // per replica, never summed: replicas of one database read the same counter
    if (s.dbCommitsPerSecond !== null && s.dbCommitsPerSecond !== undefined)
      figure('db commits/s', r.fresh ? shown(s.dbCommitsPerSecond) : '-', 'replica-commits');
    if (s.declaredCommitsPerSecond !== null && s.declaredCommitsPerSecond !== undefined)
      figure('declared commits/s', r.fresh ? shown(s.declaredCommitsPerSecond) : '-', 'replica-declared-commits');
    p.appendChild(figures);
    const table = el('table');
    const head = el('tr');
    ['Transaction', 'TPS', 'p50 ms', 'p95 ms', 'p99 ms'].forEach((t) => head.appendChild(el('th', t)));
    table.appendChild(head);
    s.transactions.forEach((t) => {
      const tr = el('tr');
      [t.shortName, r.fresh ? shown(t.tps) : '-', shown(t.p50Millis, 2), shown(t.p95Millis, 2), shown(t.p99Millis, 2)]
        .forEach((v) => tr.appendChild(el('td', v)));
      table.appendChild(tr);
    });
    p.appendChild(table);
  }

  function show(s) {
    $('replicas-live').textContent = s.replicasLive + ' of ' + s.replicas.length;
    $('tps-now').textContent = shown(s.sum.tps);
    $('users-now').textContent = shown(s.sum.usersLoggedOn) + ' / ' + shown(s.sum.usersTarget);
    $('total-now').textContent = s.sum.totalCompleted;
    $('errors-now').textContent = s.sum.totalFailed;
    $('traffic-now').textContent = shown(s.sum.networkMegabitsPerSecond, 2);
    $('commits-now').textContent = shown(s.sum.declaredCommitsPerSecond);
    s.replicas.forEach(panel);
    // `console --each-address` adds the replicas that start later: the title counts the ones there are now
    if (!state.identity.children) titled(s.replicas.length);
  }

  function onSample(s) {
    remember(s);
    show(s);
    scheduleRedraw();
  }

  function onEnd(end) {
    const box = $('ended');
    box.hidden = false;
    if (end.results || state.identity.children) {
      // a --fork / --replicas N parent's page: its merged run has ended
      box.textContent = (end.exitCode === null ? 'The run failed before its exit code was known'
        : 'The run has ended (exit code ' + end.exitCode + ')') + (end.resultsFile ? '; its merged results are in ' + end.resultsFile + '. ' : '. ');
      if (end.results) {
        const a = el('a', 'Open its results.html');
        a.href = end.results;
        a.id = 'results-link';
        box.appendChild(a);
      }
    } else {
      box.textContent = end.exitCode === 0 ? 'Every replica has ended.'
        : 'Every replica has ended or could not be followed to its end (see each one below).';
    }
    $('connection').textContent = 'ended';
  }

  let state = { identity: {} };
  function titled(n) {
    $('title').textContent = state.identity.children ? 'the run\'s child JVMs' : n + ' replica' + (n === 1 ? '' : 's');
    document.title = 'dbbench: ' + $('title').textContent;
  }
  fetch('/api/state').then((r) => r.json()).then((s) => {
    state = s;
    titled((state.identity.replicas || []).length);
    follow(new EventSource('/events'), onSample, onEnd);
  });
})();
