import type { Screen } from './catalogue';

/** One photographed screen: the catalogue entry, its real path, its h1, and the PNG file name at each width. */
export type Shot = { screen: Screen; path: string; heading: string; files: ReadonlyArray<{ width: number; file: string }> };

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function section(shot: Shot): string {
  const { screen } = shot;
  const who = screen.subject ? `${screen.account} viewing ${screen.subject}` : screen.account;
  const images = shot.files
    .map(
      ({ width, file }) =>
        `<figure class="w${width}"><a href="${escape(file)}"><img src="${escape(file)}" alt="${escape(screen.title)} at ${width} px" loading="lazy"></a>` +
        `<figcaption>${width} px</figcaption></figure>`,
    )
    .join('');
  return (
    `<section id="${escape(screen.name)}"><h2>${escape(screen.title)} <code>${escape(screen.name)}</code></h2>` +
    `<p>${escape(who)} · <code>${escape(screen.path)}</code> · kind ${screen.kind} · h1 “${escape(shot.heading)}”</p>` +
    `<div class="pair">${images}</div></section>`
  );
}

/**
 * The contact sheet (`screens/index.html`): every screen at every width side by side, named, with a table of contents.
 * Self-contained (no scripts, inline style); the images are the PNGs beside it, each a link to itself at full size.
 */
export function contactSheet(shots: readonly Shot[], generatedAt: Date): string {
  const toc = shots.map((s) => `<li><a href="#${escape(s.screen.name)}">${escape(s.screen.title)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portal screens</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 24px; color: #1b1b1b; background: #f3f3f3; }
  section { margin: 32px 0; padding: 16px; background: #fff; border: 1px solid #ddd; border-radius: 8px; }
  h2 { margin: 0 0 4px; font-size: 1.2rem; }
  h2 code { font-size: 0.85rem; color: #555; font-weight: normal; }
  p { margin: 0 0 12px; color: #444; }
  .pair { display: flex; gap: 24px; align-items: flex-start; }
  figure { margin: 0; }
  figure.w375 { flex: 0 0 375px; }
  figure.w1280 { flex: 1 1 0; max-width: 1280px; min-width: 0; }
  img { display: block; width: 100%; height: auto; border: 1px solid #ccc; }
  figcaption { font-size: 0.85rem; color: #555; margin-top: 4px; }
</style>
</head>
<body>
<h1>Portal screens</h1>
<p>${shots.length} screens, taken ${escape(generatedAt.toISOString())} by <code>npm run screens</code> (docs/design-screens.md).</p>
<ol>${toc}</ol>
${shots.map(section).join('\n')}
</body>
</html>
`;
}
