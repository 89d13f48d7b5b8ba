/** Browsers told apart by their user-agent text, the more specific first (Edge and Opera also say "Chrome"). */
const BROWSERS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

/**
 * The browser's name and major version from its user-agent text (`Chrome 131`, `Safari 18`), or `Unknown browser`:
 * all a diagnostic says about the browser (never the whole user-agent text, which tells devices apart).
 */
export function browserName(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version.slice(0, 4)}`;
  }
  return 'Unknown browser';
}
