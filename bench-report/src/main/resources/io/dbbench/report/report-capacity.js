// The report's capacity search panel (data from io.dbbench.report.CapacityData): loaded before report.js, which
// hands over its table and chart helpers. Computes nothing the data does not hold.
function dbbenchCapacitySection(h) {
  'use strict';
  var text = h.text, num = h.num, ms = h.ms, plusMinus = h.plusMinus, table = h.table, chart = h.chart;

  // a capacity search (results.json's capacity section): TPS and p99 against the load, the USL curve when it
  // fits, the latency SLOs as levels, the maximum sustainable and the breaking step marked; then the steps
  function capacitySection(run, parent) {
    var c = run.capacity;
    if (!c) return;
    parent.appendChild(text('h3', 'Capacity search'));
    [c.maximum ? c.maximum.sentence : 'No step held every SLO: no maximum sustainable throughput.',
      c.breaking ? c.breaking.sentence : null, c.stop ? 'Stopped: ' + c.stop : null, c.knee, c.fitNote]
      .filter(function (s) { return s; })
      .forEach(function (s) { parent.appendChild(text('p', s, { 'class': 'note' })); });
    var loadName = c.loadKind === 'users' ? 'users' : 'rate (started per second)';
    function points(key) { return c.steps.map(function (s) { return [s.load, s[key]]; }); }
    var marks = [];
    if (c.maximum) marks.push({ xAxis: c.maximum.load, name: 'max', lineStyle: { color: '#1b7f1b' }, label: { formatter: 'max', color: '#1b7f1b' } });
    if (c.breaking) marks.push({ xAxis: c.breaking.load, name: 'broke', lineStyle: { color: '#b00020' }, label: { formatter: 'broke', color: '#b00020' } });
    var series = [{ name: 'TPS measured', type: 'line', symbolSize: 8, data: points('tps'),
      markLine: { symbol: 'none', silent: true, lineStyle: { type: 'dotted' }, data: marks } }];
    if (c.fit) series.push({ name: 'USL fit', type: 'line', showSymbol: false, lineStyle: { type: 'dashed' }, data: c.fit });
    var drawn = { p99: true };
    var stats = ['p99'];
    c.sloLevels.forEach(function (l) {
      if (!drawn[l.statistic] && (l.statistic === 'p50' || l.statistic === 'p95')) { drawn[l.statistic] = true; stats.push(l.statistic); }
    });
    stats.forEach(function (st, i) {
      series.push({ name: st + ' ms', type: 'line', yAxisIndex: 1, symbol: 'triangle', symbolSize: 8, data: points(st + 'Ms'),
        markLine: i > 0 ? undefined : { symbol: 'none', silent: true, lineStyle: { type: 'dotted', color: '#b00020' },
          data: c.sloLevels.map(function (l) { return { yAxis: l.ms, label: { formatter: l.label, position: 'insideEndTop' } }; }) } });
    });
    // the axis reaches an SLO above every response time shown; otherwise it is ECharts' own
    var highestLevel = c.sloLevels.reduce(function (m, l) { return Math.max(m, l.ms); }, 0);
    var highestShown = c.steps.reduce(function (m, s) {
      return stats.reduce(function (n, st) { return Math.max(n, s[st + 'Ms'] || 0); }, m);
    }, 0);
    chart(parent, 'Throughput and response time by ' + (c.loadKind === 'users' ? 'users' : 'rate'),
      'Each step\'s TPS (mean over its measured iterations) and response times of all transactions; dotted: the SLOs, the maximum sustainable step and the step that broke an SLO.', {
        legend: {}, xAxis: { type: 'value', name: loadName, nameLocation: 'middle', nameGap: 25, min: 0 },
        yAxis: [{ type: 'value', name: 'tx/s' },
          { type: 'value', name: 'ms', splitLine: { show: false }, max: highestLevel > highestShown ? Number((highestLevel * 1.1).toPrecision(2)) : null }],
        series: series
      });
    var steps = table(['Step', loadName, 'TPS', 'p50 ms', 'p95 ms', 'p99 ms', 'Completed', 'Failed', 'Client CPU %', 'SLOs', 'Growth', 'Little\'s law', 'Decision'],
      c.steps.map(function (s, i) {
        return [String(i + 1), num(s.load, c.loadKind === 'users' ? 0 : 1), plusMinus({ mean: s.tps, error: s.tpsError }, 1), ms(s.p50Ms), ms(s.p95Ms), ms(s.p99Ms),
          num(s.completed), num(s.failed), s.clientCpuPercent == null ? '–' : num(s.clientCpuPercent, 0), s.slo, s.growth, s.littleLaw, s.decision];
      }), [9, 10, 11, 12]);
    steps.setAttribute('data-table', 'capacity-steps');
    parent.appendChild(steps);
  }

  return capacitySection;
}
