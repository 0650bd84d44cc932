// The console's one plain script (served as /_sandbox/console/console.js; the page's CSP allows
// no inline script): the live request log (server-sent events from /_sandbox/requests/stream,
// filters by site, status and path, a pause button, a call's body on demand), and the parts of a
// page marked data-live (a table of records, a record's fields) fetched again after a provider
// write, so a change made elsewhere shows within a second. Text goes in as textContent only.
export const CONSOLE_SCRIPT = `'use strict';
(function () {
  var section = document.getElementById('live-log');
  var live = document.querySelectorAll('[data-live]');
  if (!section && live.length === 0) return;
  var site = section ? section.getAttribute('data-site') : (live[0].getAttribute('data-site') || '');
  var rows = document.getElementById('live-rows');
  var form = document.getElementById('live-filters');
  var pauseButton = document.getElementById('live-pause');
  var state = document.getElementById('live-state');
  var nojs = document.getElementById('live-nojs');
  if (nojs) nojs.textContent = 'Provider calls stream in here as they arrive, newest first.';
  var paused = false;
  var held = [];
  var MAX_ROWS = 500;

  function who(identity) {
    if (!identity) return 'nobody (refused before)';
    var names = { apiKey: 'API key of account ', app: 'app ', visitor: 'visitor ', member: 'member ' };
    return (names[identity.kind] || identity.kind + ' ') + identity.id;
  }
  function statusClass(s) { return s === 0 || s >= 400 ? 'bad' : 'ok'; }
  function matches(call) {
    if (!form) return true;
    var f = new FormData(form);
    var wantSite = f.get('site');
    var wantStatus = f.get('status');
    var wantPath = String(f.get('path') || '').trim();
    if (wantSite && call.siteId !== wantSite) return false;
    if (wantStatus === 'errors' && !(call.status === 0 || call.status >= 400)) return false;
    if (wantStatus === '429' && call.status !== 429) return false;
    if (wantStatus === '5xx' && !(call.status === 0 || call.status >= 500)) return false;
    if (wantPath && call.path.indexOf(wantPath) === -1) return false;
    return true;
  }
  function cell(tr, text, cls) {
    var td = document.createElement('td');
    td.textContent = text;
    if (cls) td.className = cls;
    tr.appendChild(td);
    return td;
  }
  function showBody(call, button, tr) {
    button.disabled = true;
    fetch('/_sandbox/requests/' + call.seq, { headers: { accept: 'application/json' } })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        var next = document.createElement('tr');
        var td = document.createElement('td');
        td.colSpan = 9;
        var pre = document.createElement('pre');
        pre.tabIndex = 0;
        var body = j.request ? j.request.requestBody : null;
        try { pre.textContent = body ? JSON.stringify(JSON.parse(body), null, 2) : '(no body)'; }
        catch (e) { pre.textContent = body; }
        if (!j.request) pre.textContent = 'No longer in the log.';
        td.appendChild(pre);
        next.appendChild(td);
        tr.parentNode.insertBefore(next, tr.nextSibling);
        pre.focus();
      })
      .catch(function () { button.disabled = false; });
  }
  function addRow(call) {
    var tr = document.createElement('tr');
    tr.className = 'call ' + statusClass(call.status);
    tr.setAttribute('data-seq', String(call.seq));
    tr.setAttribute('data-status', String(call.status));
    tr.setAttribute('data-path', call.path);
    tr.setAttribute('data-site', call.siteId || '');
    cell(tr, call.time.slice(11, 23));
    cell(tr, call.method);
    cell(tr, call.path, 'mono');
    cell(tr, call.status === 0 ? 'dropped' : String(call.status), 'status');
    cell(tr, call.durationMs + ' ms');
    cell(tr, who(call.identity) + (call.viaConsole ? ' (from this console)' : ''), 'mono');
    cell(tr, call.siteId || '-', 'mono');
    cell(tr, call.fault || '');
    var td = cell(tr, '');
    if (call.hasBody) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'quiet';
      b.textContent = 'Show body';
      b.setAttribute('aria-label', 'Show the body of ' + call.method + ' ' + call.path);
      b.addEventListener('click', function () { showBody(call, b, tr); });
      td.appendChild(b);
    }
    tr.hidden = !matches(call);
    tr._call = call;
    rows.insertBefore(tr, rows.firstChild);
    while (rows.children.length > MAX_ROWS) rows.removeChild(rows.lastChild);
  }
  function isWrite(call) {
    return call.method !== 'GET' && call.status === 200 && !/\\/(query|count|search)$/.test(call.path);
  }
  // One fetch at a time, one more if a write came meanwhile; no timer (a background tab's timers are slowed to once a second).
  var fetching = false;
  var again = false;
  function refreshLive() {
    if (live.length === 0) return;
    if (fetching) { again = true; return; }
    fetching = true;
    fetch(location.href, { headers: { accept: 'text/html' } })
      .then(function (r) { return r.text(); })
      .then(function (text) {
        var doc = new DOMParser().parseFromString(text, 'text/html');
        live.forEach(function (el) {
          var fresh = el.id ? doc.getElementById(el.id) : null;
          if (fresh) el.replaceChildren.apply(el, Array.prototype.slice.call(fresh.childNodes).map(function (n) { return document.importNode(n, true); }));
        });
      })
      .catch(function () {})
      .then(function () {
        fetching = false;
        if (again) { again = false; refreshLive(); }
      });
  }
  var lastSeq = 0;
  function take(call) {
    if (call.seq <= lastSeq) return;
    lastSeq = call.seq;
    if (rows) {
      if (paused) { held.push(call); if (held.length > MAX_ROWS) held.shift(); }
      else addRow(call);
    }
    if (isWrite(call) && (!site || call.siteId === site)) refreshLive();
  }
  if (form) {
    form.addEventListener('input', function () {
      Array.prototype.forEach.call(rows.children, function (tr) { if (tr._call) tr.hidden = !matches(tr._call); });
    });
    form.addEventListener('submit', function (e) { e.preventDefault(); });
  }
  if (pauseButton) {
    pauseButton.addEventListener('click', function () {
      paused = !paused;
      pauseButton.setAttribute('aria-pressed', String(paused));
      pauseButton.textContent = paused ? 'Resume' : 'Pause';
      state.textContent = paused ? 'paused: new calls are held' : 'live';
      if (!paused) { held.forEach(addRow); held = []; }
    });
  }
  var url = '/_sandbox/requests/stream' + (site ? '?siteId=' + encodeURIComponent(site) : '');
  var source = new EventSource(url);
  source.addEventListener('open', function () { if (state && !paused) state.textContent = 'live'; });
  source.addEventListener('error', function () { if (state) state.textContent = 'reconnecting…'; });
  source.addEventListener('request', function (e) { take(JSON.parse(e.data)); });
  source.addEventListener('skipped', function (e) {
    if (state) state.textContent = 'live (' + JSON.parse(e.data).count + ' calls skipped: the page fell behind)';
  });
})();
`;
