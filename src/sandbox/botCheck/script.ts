/**
 * The stand-in for Cloudflare's `turnstile/v0/api.js` that the sandbox serves at `/sandbox/turnstile/v0/api.js`
 * (ARCHITECTURE.md "Stand-ins"; docs/bot-check.md). It defines `window.turnstile` with Turnstile's explicit-render API —
 * `render(container, params)` → widget id, `reset(id)`, `remove(id)`, `getResponse(id)`, `isExpired(id)`, `ready(cb)`,
 * `execute(container, params)` — and the callbacks `callback(token)`, `error-callback(code)`, `expired-callback(token)`,
 * `timeout-callback()`, honouring `retry`, `retry-interval`, `refresh-expired` and `refresh-timeout`. Each (re)start
 * asks the sandbox for a challenge (`POST /sandbox/turnstile/v0/challenge`), which answers by the current mode: a token
 * (pass, off), an error code (fail), nothing (timeout), or a checkbox "Verify you are human" (interactive) whose tick
 * is sent to `POST /sandbox/turnstile/v0/solve`. Tokens expire after the `expires_in_s` the sandbox gives (300 s).
 * The widget is plain DOM: a polite live status line, a native checkbox (keyboard: Tab, Space), 300 px wide at most
 * and never wider than its slot. Plain ES2017, no build step; it never writes to the console.
 */
export const STAND_IN_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.turnstile) return;
  var self = document.currentScript;
  var src = new URL(self && self.src ? self.src : location.href, location.href);
  var base = src.origin + '/sandbox/turnstile/v0/';
  var widgets = {};
  var count = 0;
  var lastId = null;

  function post(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin'
    }).then(function (response) {
      return response.ok ? response.json() : { outcome: 'fail', error_code: '300030' };
    });
  }

  function call(fn, arg) {
    if (typeof fn !== 'function') return undefined;
    try { return fn(arg); } catch (e) { return undefined; }
  }

  function find(target) {
    if (target === undefined || target === null) return widgets[lastId] || null;
    if (typeof target === 'string' && widgets[target]) return widgets[target];
    var element = typeof target === 'string' ? document.querySelector(target) : target;
    for (var id in widgets) if (widgets[id].host === element) return widgets[id];
    return null;
  }

  function setText(w, text) { w.line.textContent = text; }

  function clearChoice(w) {
    if (w.choice && w.choice.parentNode) w.choice.parentNode.removeChild(w.choice);
    w.choice = null;
  }

  function live(w, run) { return run === w.run && widgets[w.id] === w; }

  function start(w) {
    w.run += 1;
    var run = w.run;
    clearTimeout(w.timer);
    w.token = undefined;
    w.expired = false;
    clearChoice(w);
    setText(w, 'Checking your browser…');
    post('challenge', { sitekey: String(w.params.sitekey || '') }).then(
      function (answer) { if (live(w, run)) settle(w, run, answer); },
      function () { if (live(w, run)) fail(w, run, '300030'); }
    );
  }

  function settle(w, run, answer) {
    if (answer.outcome === 'pass') pass(w, run, answer.token, answer.expires_in_s);
    else if (answer.outcome === 'fail') fail(w, run, answer.error_code || '600010');
    else if (answer.outcome === 'interactive') ask(w, run, answer.challenge_id, answer.expires_in_s);
    // 'timeout': the challenge never answers; the widget keeps checking.
  }

  function pass(w, run, token, ttlS) {
    w.token = token;
    if (w.choice) w.choice.querySelector('input').disabled = true;
    setText(w, 'Success: you are verified.');
    w.timer = setTimeout(function () {
      if (!live(w, run)) return;
      var old = w.token;
      w.token = undefined;
      w.expired = true;
      setText(w, 'Your verification expired.');
      call(w.params['expired-callback'], old);
      if ((w.params['refresh-expired'] || 'auto') === 'auto') start(w);
    }, (ttlS || 300) * 1000);
    call(w.params.callback, token);
  }

  function fail(w, run, code) {
    w.token = undefined;
    clearChoice(w);
    setText(w, 'Verification failed.');
    call(w.params['error-callback'], code);
    if (w.params.retry !== 'never') {
      w.timer = setTimeout(function () { if (live(w, run)) start(w); }, Number(w.params['retry-interval']) || 8000);
    }
  }

  function ask(w, run, challengeId, ttlS) {
    call(w.params['before-interactive-callback']);
    setText(w, 'Tick the box to show you are a person.');
    var label = document.createElement('label');
    label.style.cssText = 'display:flex;align-items:center;gap:8px;cursor:pointer;font-weight:600;min-height:32px';
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.style.cssText = 'width:22px;height:22px;margin:0;flex:none';
    label.appendChild(box);
    label.appendChild(document.createTextNode('Verify you are human'));
    w.box.insertBefore(label, w.line);
    w.choice = label;
    box.addEventListener('change', function () {
      if (!box.checked || !live(w, run)) return;
      box.disabled = true;
      clearTimeout(w.timer);
      setText(w, 'Checking your browser…');
      call(w.params['after-interactive-callback']);
      post('solve', { challenge_id: challengeId }).then(
        function (answer) { if (live(w, run)) settle(w, run, answer); },
        function () { if (live(w, run)) fail(w, run, '300030'); }
      );
    });
    w.timer = setTimeout(function () {
      if (!live(w, run)) return;
      clearChoice(w);
      setText(w, 'The check timed out.');
      call(w.params['timeout-callback']);
      if ((w.params['refresh-timeout'] || 'auto') === 'auto') start(w);
    }, (ttlS || 300) * 1000);
  }

  function render(container, params) {
    var host = typeof container === 'string' ? document.querySelector(container) : container;
    if (!host) return undefined;
    count += 1;
    var id = 'sandbox-turnstile-' + count;
    var box = document.createElement('div');
    box.setAttribute('data-sandbox-turnstile', id);
    box.style.cssText = 'box-sizing:border-box;width:100%;max-width:300px;min-height:65px;padding:10px 12px;' +
      'border:1px solid #767676;border-radius:6px;background:#fafafa;color:#1a1a1a;font:15px/1.4 system-ui,sans-serif;' +
      'display:flex;flex-direction:column;justify-content:center;gap:6px';
    var line = document.createElement('div');
    line.setAttribute('aria-live', 'polite');
    var note = document.createElement('div');
    note.style.cssText = 'font-size:13px;color:#4a4a4a';
    note.textContent = 'Sandbox bot check';
    box.appendChild(line);
    box.appendChild(note);
    host.appendChild(box);
    var w = { id: id, host: host, box: box, line: line, params: params || {}, token: undefined, expired: false, run: 0, timer: null, choice: null };
    widgets[id] = w;
    lastId = id;
    start(w);
    return id;
  }

  window.turnstile = {
    ready: function (cb) { call(cb); },
    render: render,
    execute: function (container, params) {
      var w = find(container);
      if (w) start(w); else render(container, params);
    },
    reset: function (target) { var w = find(target); if (w) start(w); },
    remove: function (target) {
      var w = find(target);
      if (!w) return;
      w.run += 1;
      clearTimeout(w.timer);
      if (w.box.parentNode) w.box.parentNode.removeChild(w.box);
      delete widgets[w.id];
    },
    getResponse: function (target) { var w = find(target); return w ? w.token : undefined; },
    isExpired: function (target) { var w = find(target); return !!(w && w.expired); }
  };

  var onload = src.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
