// What the run's page (console.js) and the replicas' page (merged.js) share: loaded before either, it keeps the
// samples, draws the charts and follows the event stream; each page adds its own figures, charts and controls.
'use strict';
window.dbbenchConsole = (function () {
  const KEEP = 600; // samples kept in the charts: ten minutes
  const $ = (id) => document.getElementById(id);
  const samples = [];

  const charts = {};
  function chart(id, title, yName) {
    const c = echarts.init($(id));
    c.setOption({
      title: { text: title, left: 8, top: 4, textStyle: { fontSize: 13 } },
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', top: 24 },
      grid: { left: 56, right: 16, top: 60, bottom: 28 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', name: yName, nameTextStyle: { align: 'left' } },
      animation: false,
      series: []
    });
    charts[id] = c;
    return c;
  }
  window.addEventListener('resize', () => Object.values(charts).forEach((c) => c.resize()));

  // one redraw per frame, whatever number of samples came in it: a page opened late replays up to 600 at once
  function perFrame(redraw) {
    let pending = false;
    return () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => { pending = false; redraw(); });
    };
  }

  const line = (name, data, extra) => Object.assign({ name, type: 'line', showSymbol: false, data }, extra || {});
  const points = (f) => samples.map((s) => [s.epochMillis, f(s)]);
  function remember(s) {
    samples.push(s);
    if (samples.length > KEEP) samples.shift();
  }

  const shown = (v, digits) => (v === null || v === undefined ? '-' : digits ? v.toFixed(digits) : String(Math.round(v)));
  function clock(seconds) {
    if (seconds === null || seconds === undefined) return 'until stopped';
    const s = Math.max(0, Math.round(seconds));
    return Math.floor(s / 3600) + ':' + String(Math.floor(s / 60) % 60).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0');
  }
  function el(tag, text, cls) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  function addEvent(e) {
    const li = el('li', new Date(e.epochMillis).toLocaleTimeString() + '  ' + e.text, e.kind);
    const list = $('events');
    list.insertBefore(li, list.firstChild);
    while (list.children.length > 200) list.removeChild(list.lastChild);
  }

  // the page's samples and its end from the stream (a run that has ended sends its history and its end too); the
  // events go to the page's list; onEnd runs once
  function follow(source, onSample, onEnd) {
    let ended = false;
    const connection = (text) => { if (!ended) $('connection').textContent = text; };
    source.addEventListener('open', () => connection('live'));
    source.addEventListener('error', () => connection('reconnecting…'));
    source.addEventListener('sample', (m) => onSample(JSON.parse(m.data)));
    source.addEventListener('event', (m) => addEvent(JSON.parse(m.data)));
    source.addEventListener('end', (m) => {
      if (!ended) {
        ended = true;
        onEnd(JSON.parse(m.data));
      }
      source.close();
    });
  }

  return { $, samples, charts, chart, perFrame, line, points, remember, shown, clock, el, follow };
})();
