/**
 * The analysts' terminal view of the sandbox's analytics store (issue #5 §2): `npm run events -- [flags]` signs in
 * as staff (SANDBOX_OPS_EMAIL / SANDBOX_OPS_PASSWORD, default the seeded ops account) at SANDBOX_URL and prints every
 * stored analytics call matching the flags, then follows new ones live (`GET /sandbox/analytics/events.json?since=`,
 * docs/sandbox.md "Analytics"). Ctrl-C stops it.
 */
import { isLeft } from 'fp-ts/lib/Either';
import { PathReporter } from 'io-ts/lib/PathReporter';
import { EventPage, MAX_PAGE, type StoredEvent } from '../src/sandbox/analytics/codecs';
import { base, CliError, notRunning, request, signIn } from './sandboxClient';

const HELP = `Usage: npm run events -- [flags]

Prints the analytics events the sandbox stored (oldest first), then follows new ones live. One line each:
received time, session (first 8 characters), call type, name, key properties, and ✗ with the tracking-plan
violations.

Flags:
  --session <id>          one browser session (its anonymous id, or the first characters of it)
  --name <event name>     one event or page name, exactly (e.g. "Task Viewed")
  --type <type>           page, track, identify or group
  --violations [only|none]  only events with violations (default only), or only those without
  --since <id>            start after this event id
  --new                   skip what is stored already: print only events that arrive from now on
  --ndjson                print each event as one JSON line (pipe-friendly, all fields)
  --once                  print what is stored and exit (no following)
  --help                  this text

Environment: SANDBOX_URL (default http://127.0.0.1:4000), SANDBOX_OPS_EMAIL / SANDBOX_OPS_PASSWORD (a staff
account; default ops@example.com / Ops-pass-1 — analyst@example.com / Analyst-pass-1 works too).`;

/** How often the terminal asks for new events while following, ms. */
const POLL_MS = 1000;

interface Options {
  filters: URLSearchParams;
  since: number;
  skipStored: boolean;
  ndjson: boolean;
  once: boolean;
}

/** Reads the flags; throws a CliError naming a bad one. */
function parseFlags(argv: readonly string[]): Options | 'help' {
  const filters = new URLSearchParams();
  const o: Options = { filters, since: 0, skipStored: false, ndjson: false, once: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    const value = (): string => {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) throw new CliError(`${flag} needs a value. Try --help.`);
      i++;
      return v;
    };
    switch (flag) {
      case '--help': case '-h': return 'help';
      case '--session': filters.set('session', value()); break;
      case '--name': filters.set('name', value()); break;
      case '--type': filters.set('type', value()); break;
      case '--violations': {
        const next = argv[i + 1];
        if (next === 'only' || next === 'none') {
          filters.set('violations', next);
          i++;
        } else filters.set('violations', 'only');
        break;
      }
      case '--since': {
        const raw = value();
        if (!/^\d+$/.test(raw)) throw new CliError(`--since needs an event id (a whole number), got ${raw}.`);
        o.since = Number(raw);
        break;
      }
      case '--new': o.skipStored = true; break;
      case '--ndjson': o.ndjson = true; break;
      case '--once': o.once = true; break;
      default: throw new CliError(`Unknown flag ${flag}. Try --help.`);
    }
  }
  if (o.once && o.skipStored) throw new CliError('--once and --new together print nothing: choose one.');
  return o;
}

const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const red = (s: string) => (colour ? `\u001b[31m${s}\u001b[0m` : s);
const dim = (s: string) => (colour ? `\u001b[2m${s}\u001b[0m` : s);
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** `k=v` of the call's scalar properties, shortened: what an analyst scans for. */
function keyProperties(properties: Record<string, unknown>): string {
  const parts = Object.entries(properties).map(([k, v]) => {
    const text = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
    return `${k}=${text.length > 40 ? `${text.slice(0, 39)}…` : text}`;
  });
  const line = parts.join(' ');
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

/** One event as a terminal line (or its JSON with --ndjson). */
function formatEvent(e: StoredEvent, ndjson: boolean): string {
  if (ndjson) return JSON.stringify(e);
  const time = new Date(e.receivedAt).toLocaleTimeString('en-GB', { hour12: false });
  const verdict = e.violations.length ? `  ${red(`✗ ${e.violations.join('; ')}`)}` : '';
  return `${dim(time)} ${e.sessionId.slice(0, 8).padEnd(8)} ${pad(e.type, 8)} ${pad(e.name || '(none)', 28)} ${keyProperties(e.properties)}${verdict}`;
}

/** The staff session: signs in again once when the token lapses (60 minutes) while following. */
function session() {
  let token: string | undefined;
  return async function page(filters: URLSearchParams, since: number): Promise<EventPage> {
    token ??= await signIn();
    const query = new URLSearchParams(filters);
    query.set('since', String(since));
    query.set('limit', String(MAX_PAGE));
    const path = `/sandbox/analytics/events.json?${query.toString()}`;
    let body: unknown;
    try {
      body = await request('GET', path, { token });
    } catch (e) {
      if (!(e instanceof CliError) || !e.message.startsWith('401')) throw e;
      token = await signIn();
      body = await request('GET', path, { token });
    }
    const decoded = EventPage.decode(body);
    if (isLeft(decoded)) throw new CliError(`${base} answered events.json in an unexpected shape:\n${PathReporter.report(decoded).join('\n')}`);
    return decoded.right;
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

async function main(argv: readonly string[], signal: AbortSignal): Promise<void> {
  const o = parseFlags(argv);
  if (o === 'help') {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const page = session();
  const print = (events: readonly StoredEvent[]) => {
    if (events.length) process.stdout.write(`${events.map((e) => formatEvent(e, o.ndjson)).join('\n')}\n`);
  };
  let since = o.since;
  // What is stored already: printed (or skipped with --new), page by page.
  for (;;) {
    const p = await page(o.filters, since);
    if (!o.skipStored) print(p.events);
    since = p.nextSince;
    if (p.events.length < MAX_PAGE) break;
  }
  if (o.once) return;
  if (!o.ndjson) process.stderr.write(dim(`Following new events at ${base} (Ctrl-C to stop)…\n`));
  let lost = false;
  while (!signal.aborted) {
    await sleep(POLL_MS, signal);
    if (signal.aborted) return;
    try {
      const p = await page(o.filters, since);
      if (lost) process.stderr.write('The sandbox is back.\n');
      lost = false;
      print(p.events);
      since = p.nextSince;
    } catch (e) {
      if (!(e instanceof CliError) || e.message !== notRunning()) throw e;
      // A restarting sandbox: keep trying, say so once.
      if (!lost) process.stderr.write(`${notRunning()} Retrying…\n`);
      lost = true;
    }
  }
}

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());
// `npm run events -- --ndjson | head`: the reader went away; that is a normal end.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
});

// exitCode, not exit(): piped output is written asynchronously and must be flushed before the process ends.
main(process.argv.slice(2), stop.signal).then(
  () => { process.exitCode = 0; },
  (e: unknown) => {
    process.stderr.write(`${e instanceof CliError ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
