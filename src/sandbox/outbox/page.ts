import type { OutboxMessage } from './store';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The outbox page's stylesheet (inline; its hash is in the page's Content-Security-Policy, http/securityHeaders.ts). */
export const OUTBOX_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:0 auto;padding:1rem;color:#111;background:#fff}
ol{list-style:none;padding:0}li{border-top:1px solid #767676;padding:.5rem 0}pre{white-space:pre-wrap}
a{color:#0645ad}code{font-size:1.25rem}`;

/**
 * The outbox as an accessible HTML page (newest first): a heading per message with its code or link up front,
 * then the text. Semantic landmarks, a filter form with a label, high-contrast default styles, no script.
 */
export function outboxPage(messages: readonly OutboxMessage[], filter: string | undefined): string {
  const items = messages.map((m, i) => {
    const code = m.code ? `<p>Code: <strong><code>${escapeHtml(m.code)}</code></strong></p>` : '';
    const link = m.link ? `<p>Link: <a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '';
    return `<li><article aria-labelledby="msg-${i}">
<h2 id="msg-${i}">${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong>, sent <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></p>
${code}${link}<pre>${escapeHtml(m.text)}</pre></article></li>`;
  });
  const heading = filter ? `Outbox for ${escapeHtml(filter)}` : 'Outbox';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${heading} – sandbox</title>
<style>${OUTBOX_STYLE}</style></head>
<body><header><p>Sandbox mail: every email the sandbox "sent", newest first. JSON: <a href="/sandbox/outbox.json">/sandbox/outbox.json</a></p></header>
<main><h1>${heading}</h1>
<form method="get" action="/sandbox/outbox"><label for="email">Show mail to</label>
<input id="email" name="email" type="email" value="${escapeHtml(filter ?? '')}" autocomplete="email"> <button type="submit">Filter</button></form>
${items.length ? `<ol>${items.join('\n')}</ol>` : '<p>No messages yet.</p>'}
</main></body></html>`;
}
