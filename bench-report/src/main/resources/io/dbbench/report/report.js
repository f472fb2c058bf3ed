// Lays out the numbers of the data section (built by io.dbbench.report.ReportData): tables as HTML,
// charts with Apache ECharts. Computes nothing the data does not hold.
(function () {
  'use strict';
  var data;
  var root = document.getElementById('report');
  var charts = [];
  var rendered = 0;

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return e;
  }
  function text(tag, s, attrs) { return el(tag, attrs, [s == null ? '–' : String(s)]); }
  function num(v, decimals) {
    if (v == null) return '–';
    return Number(v).toLocaleString('en-US', { minimumFractionDigits: decimals || 0, maximumFractionDigits: decimals || 0 });
  }
  function ms(v) { return v == null ? '–' : num(v, v < 10 ? 3 : 1); }
  function plusMinus(score, decimals) {
    if (!score || score.mean == null) return '–';
    return num(score.mean, decimals) + (score.error == null ? '' : ' ± ' + num(score.error, decimals));
  }
  function table(head, rows, textColumns) {
    var t = el('table');
    t.appendChild(el('tr', {}, head.map(function (h) { return text('th', h); })));
    rows.forEach(function (r) {
      t.appendChild(el('tr', {}, r.map(function (c, i) {
        if (c instanceof Node) return el('td', {}, [c]);
        return text('td', c, (textColumns || []).indexOf(i) >= 0 ? { 'class': 'text' } : {});
      })));
    });
    return t;
  }
  function fail(where, e) {
    var box = document.getElementById('report-error');
    box.style.display = 'block';
    box.appendChild(text('div', 'Could not draw ' + where + ': ' + e));
    console.error('dbbench report: ' + where, e);
  }

  // Every chart is drawn once; the page counts them so a browser test knows when all are done.
  function chart(parent, title, note, option) {
    parent.appendChild(text('h3', title));
    if (note) parent.appendChild(text('p', note, { 'class': 'note' }));
    var div = el('div', { 'class': 'chart', 'data-chart': title });
    parent.appendChild(div);
    charts.push(function () {
      try {
        var c = echarts.init(div, null, { renderer: 'canvas' });
        c.on('finished', function once() {
          c.off('finished', once);
          rendered++;
          document.body.setAttribute('data-charts-rendered', String(rendered));
        });
        option.animation = false;
        option.tooltip = option.tooltip || { trigger: 'axis' };
        option.grid = option.grid || { left: 70, right: 70, top: 50, bottom: 40 };
        c.setOption(option);
        window.addEventListener('resize', function () { c.resize(); });
      } catch (e) {
        fail('"' + title + '"', e);
      }
    });
  }

  var percentileAxis = {
    type: 'log', logBase: 10, min: 1, name: 'percentile', nameLocation: 'middle', nameGap: 25,
    // ticks at 1, 10, 100, ... are 0 %, 90 %, 99 %, 99.9 %, ...
    axisLabel: { formatter: function (v) { return v <= 1 ? '0%' : (100 - 100 / v).toFixed(Math.max(0, Math.round(Math.log10(v)) - 2)) + '%'; } }
  };
  function percentileSeries(curves) {
    return curves.map(function (c) {
      return { name: c.label, type: 'line', showSymbol: false, sampling: 'lttb', step: 'end',
        data: c.points.map(function (p) { return [100 / (100 - p[0]), p[1]]; }) };
    });
  }
  function percentileTooltip(params) {
    return params.map(function (p) {
      // ECharts shows a formatter's string as HTML: labels come from configs and file names, so encode them
      return echarts.format.encodeHTML(p.seriesName) + ': ' + ms(p.value[1]) + ' ms at ' + (100 - 100 / p.value[0]).toFixed(4) + '%';
    }).join('<br>');
  }
  function logMs(name) { return { type: 'log', name: name || 'ms', minorSplitLine: { show: false } }; }
  function summary(run, parent) {
    var t = run.totals;
    var cards = el('div', { 'class': 'cards' });
    [['Completed', num(t.completed)], ['Failed', num(t.failed), t.failed > 0],
      ['Average TPS', num(t.averageTps, 2)], ['Max TPM', num(t.maxTpm)],
      ['Statistics window', num(t.statisticsSeconds, 1) + ' s'], ['Ended', run.endReason.toLowerCase().replace(/_/g, ' '), run.interrupted]]
      .forEach(function (c) { cards.appendChild(el('div', { 'class': 'card' + (c[2] ? ' bad' : '') }, [c[0], text('b', c[1])])); });
    parent.appendChild(cards);
    var details = el('details', {}, [text('summary', 'Settings and environment')]);
    details.appendChild(table(['Setting', 'Value'], run.settings, [1]));
    details.appendChild(table(['Environment', 'Value'], run.environment, [1]));
    var d = t.dml;
    details.appendChild(table(['Selects', 'Inserts', 'Updates', 'Deletes', 'Commits', 'Rollbacks'],
      [[num(d.selects), num(d.inserts), num(d.updates), num(d.deletes), num(d.commits), num(d.rollbacks)]]));
    parent.appendChild(details);
  }

  function timeCharts(run, parent) {
    var tl = run.timeline;
    if (tl.seconds.length === 0) return;
    chart(parent, 'Transactions per second', 'Every sampling interval of the run, warm-up included.', {
      legend: {}, xAxis: secondsAxis(),
      yAxis: [{ type: 'value', name: 'tx/s' }, { type: 'value', name: 'users', splitLine: { show: false } }],
      series: [
        { name: 'completed/s', type: 'line', showSymbol: false, sampling: 'lttb', data: zip(tl.seconds, tl.tps) },
        { name: 'failed/s', type: 'bar', data: zip(tl.seconds, tl.failedPerSecond), itemStyle: { color: '#b00020' } },
        { name: 'users logged on', type: 'line', step: 'end', yAxisIndex: 1, showSymbol: false, data: zip(tl.seconds, tl.usersLoggedOn) }]
    });
    if (tl.percentiles) {
      // a band from p50 to p99 per transaction: p50 drawn as a line, p99 − p50 stacked on it as an area;
      // on a category axis, as ECharts stacks along the category (two value axes would stack x)
      var palette = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'];
      var bandSeries = [];
      tl.transactions.forEach(function (tx, n) {
        var color = palette[n % palette.length];
        bandSeries.push({ name: tx.label + ' p50', type: 'line', showSymbol: false, stack: 'band' + n, color: color, data: tx.p50Ms });
        bandSeries.push({ name: tx.label + ' p50–p99', type: 'line', showSymbol: false, stack: 'band' + n, color: color,
          lineStyle: { opacity: 0 }, areaStyle: { opacity: 0.25 },
          data: tx.p99Ms.map(function (v, i) { return v == null || tx.p50Ms[i] == null ? null : v - tx.p50Ms[i]; }) });
        bandSeries.push({ name: tx.label + ' p90', type: 'line', showSymbol: false, color: color, lineStyle: { type: 'dashed' }, data: tx.p90Ms });
      });
      chart(parent, 'Response time percentiles per second',
        'Each transaction: p50 (line), p90 (dashed) and the band up to p99, of the transactions completed in each interval.', {
          legend: { type: 'scroll' }, yAxis: { type: 'value', name: 'ms' },
          xAxis: { type: 'category', data: tl.seconds, name: 'seconds since the load started', nameLocation: 'middle', nameGap: 25 },
          tooltip: { trigger: 'axis', formatter: function (ps) {
            return ps.map(function (p) {
              var tx = tl.transactions[Math.floor(p.seriesIndex / 3)], kind = p.seriesIndex % 3, i = p.dataIndex;
              var v = kind === 0 ? tx.p50Ms[i] : kind === 1 ? tx.p99Ms[i] : tx.p90Ms[i];
              return echarts.format.encodeHTML(tx.label) + ' ' + ['p50', 'p99', 'p90'][kind] + ': ' + ms(v) + ' ms';
            }).join('<br>');
          } },
          series: bandSeries
        });
    }
    var selected = {};
    tl.transactions.forEach(function (tx) { selected[tx.label + ' max'] = false; });
    chart(parent, 'Response time per second',
      'Mean (and, from the legend, maximum) response time of the transactions completed in each interval. '
      + 'Percentiles of all transactions together are drawn per iteration below, from complete histograms.', {
        legend: { type: 'scroll', selected: selected }, xAxis: secondsAxis(), yAxis: logMs(),
        series: tl.transactions.map(function (tx) {
          return { name: tx.label + ' mean', type: 'line', showSymbol: false, sampling: 'lttb', connectNulls: false, data: zip(tl.seconds, tx.meanMs) };
        }).concat(tl.transactions.map(function (tx) {
          return { name: tx.label + ' max', type: 'line', showSymbol: false, sampling: 'lttb', lineStyle: { type: 'dashed' }, data: zip(tl.seconds, tx.maxMs) };
        }))
      });
  }

  function secondsAxis() { return { type: 'value', name: 'seconds since the load started', nameLocation: 'middle', nameGap: 25, min: 0 }; }
  function zip(xs, ys) { return xs.map(function (x, i) { return [x, ys[i]]; }); }

  function transactionSection(run, parent) {
    parent.appendChild(text('h3', 'Transactions'));
    parent.appendChild(table(['Transaction', 'Completed', 'Failed', 'Rolled back', 'Mean ms', 'p50 ms', 'p90 ms', 'p95 ms', 'p99 ms', 'p99.9 ms', 'Max ms'],
      run.transactions.map(function (t) {
        return [t.label, num(t.completed), num(t.failed), num(t.rolledBack), ms(t.meanMs), ms(t.p50Ms), ms(t.p90Ms), ms(t.p95Ms), ms(t.p99Ms), ms(t.p999Ms), ms(t.maxMs)];
      })));
    var labels = run.transactions.map(function (t) { return t.label; });
    // points, not bars: bars on a log axis grow from 1 ms, so a p50 under 1 ms would hang downwards
    chart(parent, 'Response time by transaction', 'Over the statistics window, from the full histograms.', {
      legend: {}, tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: labels }, yAxis: logMs(),
      series: [['p50', 'p50Ms', 'circle'], ['p90', 'p90Ms', 'diamond'], ['p99', 'p99Ms', 'triangle'], ['max', 'maxMs', 'rect']].map(function (s) {
        return { name: s[0], type: 'scatter', symbol: s[2], symbolSize: 14,
          data: run.transactions.map(function (t) { return t.count > 0 ? t[s[1]] : null; }) };
      })
    });
    chart(parent, 'Transactions by type', null, {
      legend: {}, xAxis: { type: 'category', data: labels }, yAxis: { type: 'value' },
      series: [{ name: 'completed', type: 'bar', stack: 'n', data: run.transactions.map(function (t) { return t.completed; }) },
        { name: 'failed', type: 'bar', stack: 'n', itemStyle: { color: '#b00020' }, data: run.transactions.map(function (t) { return t.failed; }) }]
    });
    if (run.latencyDistribution.length > 0) {
      chart(parent, 'Latency distribution', 'Response time at each percentile, on log scales: the tail gets as much room as the median.', {
        legend: { type: 'scroll' }, tooltip: { trigger: 'item', formatter: function (p) { return percentileTooltip([p]); } },
        xAxis: percentileAxis, yAxis: logMs(), series: percentileSeries(run.latencyDistribution)
      });
    }
  }

  function errorSection(run, parent) {
    if (run.totals.failed === 0 && run.errors.length === 0) return;
    parent.appendChild(text('h3', 'Errors'));
    if (run.errors.length > 0) {
      parent.appendChild(table(['Code', 'Count'], run.errors.map(function (e) { return [e[0], num(e[1])]; })));
      chart(parent, 'Errors by code', 'Over the statistics window.', {
        xAxis: { type: 'category', data: run.errors.map(function (e) { return e[0]; }) }, yAxis: { type: 'value' },
        series: [{ name: 'errors', type: 'bar', itemStyle: { color: '#b00020' }, data: run.errors.map(function (e) { return e[1]; }) }]
      });
    }
    var tl = run.timeline;
    if (tl.seconds.length > 0) {
      chart(parent, 'Failures over time', 'Failed transactions per interval, by transaction (results keep error codes as totals only).', {
        legend: { type: 'scroll' }, xAxis: secondsAxis(), yAxis: { type: 'value' },
        series: tl.transactions.map(function (tx) { return { name: tx.label, type: 'bar', stack: 'f', data: zip(tl.seconds, tx.failed) }; })
      });
    }
  }

  function waitSection(run, parent) {
    if (run.waitDistribution.length === 0) return;
    chart(parent, 'Pool wait and schedule lag',
      'Time waiting for a pooled connection (per service) and, in an open loop, how late transactions started against their schedule.', {
        legend: { type: 'scroll' }, tooltip: { trigger: 'item', formatter: function (p) { return percentileTooltip([p]); } },
        xAxis: percentileAxis, yAxis: logMs(), series: percentileSeries(run.waitDistribution)
      });
  }

  function iterationSection(run, parent) {
    if (run.iterations.length === 0) return;
    parent.appendChild(text('h3', 'Iterations'));
    var names = run.iterations.map(function (it) {
      return (it.phase === 'warmup' ? 'W' : 'M') + (it.index + 1) + (run.iterations.some(function (i) { return i.repeat > 0; }) ? ' r' + (it.repeat + 1) : '');
    });
    function lat(key) { return run.iterations.map(function (it) { return it.latency && it.latency.count > 0 ? it.latency[key] : null; }); }
    chart(parent, 'Throughput and percentiles per iteration', 'W = warm-up (not scored), M = measured. Percentiles of all transactions of the iteration.', {
      legend: {}, xAxis: { type: 'category', data: names },
      yAxis: [{ type: 'value', name: 'tx/s' }, { type: 'log', name: 'ms', splitLine: { show: false } }],
      series: [{ name: 'tx/s', type: 'bar', data: run.iterations.map(function (it) {
        return { value: it.tps, itemStyle: { color: it.phase === 'warmup' ? '#bbb' : '#5470c6' } };
      }) },
      { name: 'p50', type: 'line', yAxisIndex: 1, data: lat('p50Ms') },
      { name: 'p90', type: 'line', yAxisIndex: 1, data: lat('p90Ms') },
      { name: 'p99', type: 'line', yAxisIndex: 1, data: lat('p99Ms') }]
    });
    var s = run.scores;
    if (s) {
      parent.appendChild(text('p', 'Scores over ' + s.measuredIterations + ' measured iteration(s), ± the half-width of the '
        + s.confidencePercent + '% confidence interval' + (s.trend.drifting ? '. Throughput drifts by ' + num(s.trend.driftPercent, 1) + '% within a repeat: do not trust the mean blindly.' : '.'),
        { 'class': 'note' }));
      parent.appendChild(table(['', 'TPS', 'Mean ms', 'p50 ms', 'p90 ms', 'p99 ms'],
        [['All', plusMinus(s.tps, 2), '', '', '', '']].concat(s.transactions.map(function (t) {
          return [t.label, '', plusMinus(t.meanMs, 3), plusMinus(t.p50Ms, 3), plusMinus(t.p90Ms, 3), plusMinus(t.p99Ms, 3)];
        }))));
    }
  }

  function serviceSection(run, parent) {
    if (run.services.length === 0) return;
    parent.appendChild(text('h3', 'Services of topology ' + run.topology));
    parent.appendChild(table(['Service', 'Connections', 'Users', 'Completed', 'Failed', 'p50 ms', 'p99 ms', 'Pool wait p50 ms', 'Pool wait p99 ms', 'Pool wait max ms'],
      run.services.map(function (s) {
        return [s.name, s.connections, s.users, num(s.completed), num(s.failed), ms(s.latency.p50Ms), ms(s.latency.p99Ms),
          ms(s.poolWait.p50Ms), ms(s.poolWait.p99Ms), ms(s.poolWait.maxMs)];
      })));
  }

  // a capacity search's panel (report-capacity.js), drawn with this page's helpers
  var capacitySection = dbbenchCapacitySection({ text: text, num: num, ms: ms, plusMinus: plusMinus, table: table, chart: chart });

  // the traffic charts and the server panel (report-traffic.js), drawn with this page's helpers
  var traffic = dbbenchTrafficSections({ text: text, num: num, table: table, chart: chart, secondsAxis: secondsAxis, zip: zip });
  var trafficSection = traffic.trafficSection, serverSection = traffic.serverSection;
  var trafficSideBySide = traffic.trafficSideBySide, serverSideBySide = traffic.serverSideBySide;

  function runSection(run, parent) {
    summary(run, parent);
    capacitySection(run, parent);
    timeCharts(run, parent);
    transactionSection(run, parent);
    errorSection(run, parent);
    waitSection(run, parent);
    iterationSection(run, parent);
    serviceSection(run, parent);
    trafficSection(run, parent);
    serverSection(run, parent);
  }

  function sideBySide(runs, parent) {
    parent.appendChild(text('h2', 'Runs side by side'));
    parent.appendChild(table(['Run', 'Topology', 'Completed', 'Failed', 'Average TPS', 'Score TPS'], runs.map(function (r) {
      return [r.label, r.topology || '–', num(r.totals.completed), num(r.totals.failed), num(r.totals.averageTps, 2),
        r.scores ? plusMinus(r.scores.tps, 2) : '–'];
    }), [0, 1]));
    chart(parent, 'Transactions per second, all runs', 'Seconds since each run\'s load started.', {
      legend: { type: 'scroll' }, xAxis: secondsAxis(), yAxis: { type: 'value', name: 'tx/s' },
      series: runs.map(function (r) { return { name: r.label, type: 'line', showSymbol: false, sampling: 'lttb', data: zip(r.timeline.seconds, r.timeline.tps) }; })
    });
    chart(parent, 'Latency distribution, all runs', 'All transaction types of each run, one curve per type.', {
      legend: { type: 'scroll' }, tooltip: { trigger: 'item', formatter: function (p) { return percentileTooltip([p]); } },
      xAxis: percentileAxis, yAxis: logMs(),
      series: runs.reduce(function (all, r) {
        return all.concat(percentileSeries(r.latencyDistribution.map(function (c) { return { label: r.label + ' ' + c.label, points: c.points }; })));
      }, [])
    });
    trafficSideBySide(runs, parent);
    serverSideBySide(runs, parent);
    data.comparisons.forEach(function (c) {
      parent.appendChild(text('h3', c.candidate + ' against ' + c.base));
      if (!c.comparable) parent.appendChild(text('p', 'No verdicts: ' + c.reason + '.', { 'class': 'note' }));
      else parent.appendChild(text('p', 'Welch\'s t-test over measured iterations at ' + c.confidencePercent + '% confidence, as bench-cli compare.', { 'class': 'note' }));
      parent.appendChild(table(['Metric', c.base, c.candidate, 'Change', 'p', 'Verdict'], c.metrics.map(function (m) {
        var v = text('span', m.verdict, { 'class': m.verdict === 'slower' ? 'slower' : m.verdict === 'faster' ? 'faster' : '' });
        return [m.name + ' (' + m.unit + ')', plusMinus({ mean: m.base, error: m.baseError }, 3), plusMinus({ mean: m.candidate, error: m.candidateError }, 3),
          m.changePercent == null ? '–' : (m.changePercent > 0 ? '+' : '') + num(m.changePercent, 1) + '%', m.pValue == null ? '–' : num(m.pValue, 3), v];
      })));
    });
  }

  try {
    // inside the try: data that does not parse shows the error box instead of a blank page
    data = JSON.parse(document.getElementById('report-data').textContent);
    root.appendChild(text('h1', data.title));
    var first = data.runs[0];
    root.appendChild(text('p', data.runs.length === 1
      ? 'Started ' + first.startTime + (first.comment ? ' · ' + first.comment : '')
      : data.runs.map(function (r) { return r.label; }).join(' · '), { 'class': 'note' }));
    if (data.runs.length === 1) {
      runSection(first, root);
    } else {
      sideBySide(data.runs, root);
      data.runs.forEach(function (r) {
        var section = el('details', { open: '' }, [text('summary', r.label)]);
        root.appendChild(el('h2', {}, [r.label + (r.benchmarkName ? ' · ' + r.benchmarkName : '')]));
        root.appendChild(section);
        runSection(r, section);
      });
    }
  } catch (e) {
    fail('the report', e);
  }
  document.body.setAttribute('data-charts-expected', String(charts.length));
  charts.forEach(function (draw) { draw(); });
})();
