// The report's traffic and database-server sections (data from io.dbbench.report.TrafficData and ServerData):
// loaded before report.js, which hands over its table and chart helpers. Computes nothing the data does not hold.
function dbbenchTrafficSections(h) {
  'use strict';
  var text = h.text, num = h.num, table = h.table, chart = h.chart, secondsAxis = h.secondsAxis, zip = h.zip;

  // counts and rates of any size: whole numbers from 1,000, else four significant digits (0.002743 per transaction)
  function figure(v) {
    if (v == null) return '–';
    return Math.abs(v) >= 1000 ? num(v) : Number(v).toLocaleString('en-US', { maximumSignificantDigits: 4 });
  }

  function trafficSection(run, parent) {
    var tl = run.timeline, tr = run.traffic;
    if (!tr && !tl.traffic) return;
    parent.appendChild(text('h3', 'Traffic between client and database'));
    if (tl.traffic) {
      chart(parent, 'Network traffic per second',
        'Bytes the client\'s sockets sent and received in each interval, in megabits per second (10⁶ bits), and request/response turns per second. Counted on the sockets, added to the interval in which each transaction ended.', {
          legend: {}, xAxis: secondsAxis(),
          yAxis: [{ type: 'value', name: 'Mbit/s' }, { type: 'value', name: 'round trips/s', splitLine: { show: false } }],
          series: [
            { name: 'client → server Mbit/s', type: 'line', showSymbol: false, sampling: 'lttb', data: zip(tl.seconds, tl.mbitOutPerSecond) },
            { name: 'server → client Mbit/s', type: 'line', showSymbol: false, sampling: 'lttb', data: zip(tl.seconds, tl.mbitInPerSecond) },
            { name: 'round trips/s', type: 'line', showSymbol: false, sampling: 'lttb', yAxisIndex: 1, lineStyle: { type: 'dashed' }, data: zip(tl.seconds, tl.roundTripsPerSecond) }]
        });
    }
    if (!tr) return;
    var rows = [['All', num(tr.total.executions), figure(tr.total.bytesOutPerTransaction), figure(tr.total.bytesInPerTransaction), figure(tr.total.roundTripsPerTransaction)]]
      .concat(tr.transactions.map(function (t) {
        return [t.label, num(t.executions), figure(t.bytesOutPerTransaction), figure(t.bytesInPerTransaction), figure(t.roundTripsPerTransaction)];
      }));
    var t = table(['Per transaction', 'Executions', 'Bytes out', 'Bytes in', 'Round trips'], rows);
    t.setAttribute('data-table', 'traffic');
    parent.appendChild(t);
    chart(parent, 'Bytes and round trips per transaction', 'Over the statistics window, completed and failed executions alike.', {
      legend: {}, tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: tr.transactions.map(function (t) { return t.label; }) },
      yAxis: [{ type: 'value', name: 'bytes' }, { type: 'value', name: 'round trips', splitLine: { show: false } }],
      series: [
        { name: 'bytes out', type: 'bar', data: tr.transactions.map(function (t) { return t.bytesOutPerTransaction; }) },
        { name: 'bytes in', type: 'bar', data: tr.transactions.map(function (t) { return t.bytesInPerTransaction; }) },
        { name: 'round trips', type: 'scatter', symbol: 'diamond', symbolSize: 14, yAxisIndex: 1,
          data: tr.transactions.map(function (t) { return t.roundTripsPerTransaction; }) }]
    });
  }

  function serverSection(run, parent) {
    var s = run.server;
    if (!s) return;
    parent.appendChild(text('h3', 'Database server'));
    if (s.unavailable) {
      parent.appendChild(text('p', 'Server counters not read: ' + s.unavailable, { 'class': 'note' }));
      return;
    }
    parent.appendChild(text('p', 'The database server\'s own counters over ' + num(s.windowSeconds, 1) + ' s between two readings, per second and per '
      + 'completed transaction (' + num(s.transactions) + '), like a load profile. Instance-wide figures include other sessions\' work.', { 'class': 'note' }));
    var t = table(['Counter', 'Growth', 'Per second', 'Per transaction'], s.counters.map(function (c) {
      return [c.name, num(c.delta), figure(c.perSecond), figure(c.perTransaction)];
    }));
    t.setAttribute('data-table', 'server');
    parent.appendChild(t);
  }

  function trafficSideBySide(runs, parent) {
    var timed = runs.filter(function (r) { return r.timeline.traffic; });
    if (timed.length > 0) {
      chart(parent, 'Network traffic, all runs', 'Megabits per second each way, counted on each run\'s sockets; runs that did not count it are left out.', {
        legend: { type: 'scroll' }, xAxis: secondsAxis(), yAxis: { type: 'value', name: 'Mbit/s' },
        series: timed.reduce(function (all, r) {
          return all.concat([
            { name: r.label + ' out', type: 'line', showSymbol: false, sampling: 'lttb', data: zip(r.timeline.seconds, r.timeline.mbitOutPerSecond) },
            { name: r.label + ' in', type: 'line', showSymbol: false, sampling: 'lttb', lineStyle: { type: 'dashed' }, data: zip(r.timeline.seconds, r.timeline.mbitInPerSecond) }]);
        }, [])
      });
    }
    var counted = runs.filter(function (r) { return r.traffic; });
    if (counted.length === 0) return;
    var t = table(['Run', 'Bytes out per transaction', 'Bytes in per transaction', 'Round trips per transaction'], runs.map(function (r) {
      var tot = r.traffic && r.traffic.total;
      return [r.label, tot ? figure(tot.bytesOutPerTransaction) : 'not counted', tot ? figure(tot.bytesInPerTransaction) : '–', tot ? figure(tot.roundTripsPerTransaction) : '–'];
    }), [0]);
    t.setAttribute('data-table', 'traffic-all-runs');
    parent.appendChild(text('h3', 'Traffic per transaction, all runs'));
    parent.appendChild(t);
    chart(parent, 'Bytes and round trips per transaction, all runs', 'All transaction types together, over each run\'s statistics window.', {
      legend: {}, tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: counted.map(function (r) { return r.label; }) },
      yAxis: [{ type: 'value', name: 'bytes' }, { type: 'value', name: 'round trips', splitLine: { show: false } }],
      series: [
        { name: 'bytes out', type: 'bar', data: counted.map(function (r) { return r.traffic.total.bytesOutPerTransaction; }) },
        { name: 'bytes in', type: 'bar', data: counted.map(function (r) { return r.traffic.total.bytesInPerTransaction; }) },
        { name: 'round trips', type: 'scatter', symbol: 'diamond', symbolSize: 14, yAxisIndex: 1,
          data: counted.map(function (r) { return r.traffic.total.roundTripsPerTransaction; }) }]
    });
  }

  // one row per counter any run read, in reading order; per second and per transaction for each run
  function serverSideBySide(runs, parent) {
    var read = runs.filter(function (r) { return r.server && r.server.counters; });
    if (read.length === 0) return;
    var names = [];
    read.forEach(function (r) { r.server.counters.forEach(function (c) { if (names.indexOf(c.name) < 0) names.push(c.name); }); });
    var head = ['Counter'];
    runs.forEach(function (r) { head.push(r.label + ' per second', r.label + ' per transaction'); });
    var t = table(head, names.map(function (name) {
      var row = [name];
      runs.forEach(function (r) {
        var c = r.server && r.server.counters ? r.server.counters.filter(function (x) { return x.name === name; })[0] : null;
        row.push(c ? figure(c.perSecond) : '–', c ? figure(c.perTransaction) : '–');
      });
      return row;
    }));
    t.setAttribute('data-table', 'server-all-runs');
    parent.appendChild(text('h3', 'Database server, all runs'));
    parent.appendChild(t);
  }

  return { trafficSection: trafficSection, serverSection: serverSection,
    trafficSideBySide: trafficSideBySide, serverSideBySide: serverSideBySide };
}
