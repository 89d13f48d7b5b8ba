/**
 * The sandbox back office from a terminal (issue #4 §6): `npm run backoffice -- <command> [args]`. Talks to a running
 * sandbox's ops-only JSON routes (docs/sandbox.md "Back office") as a staff user (signed in at `v1/ops/token-auth/`). Environment: SANDBOX_URL
 * (http://127.0.0.1:4000), SANDBOX_OPS_EMAIL (ops@example.com), SANDBOX_OPS_PASSWORD (Ops-pass-1).
 * An application may be named by its uuid, its external id (HE-12345678) or its primary applicant's email.
 */
import { BOT_CHECK_MODES } from '../src/contract/botCheck';
import { DENIAL_FACTOR, DENIAL_REASONS, WITHDRAWN_REASON } from '../src/contract/outcomes/enums';
import { INTERNAL_STAGES } from '../src/domain/stages';
import type { Investment, ServicingRequest } from '../src/contract';
import { DIAGNOSTICS_HELP, runDiagnosticsCommand } from './backofficeDiagnostics';
import { MESSAGES_HELP, runMessagesCommand } from './backofficeMessages';
import { CliError, request, signIn } from './sandboxClient';

const HELP = `Usage: npm run backoffice -- <command> [args]

Commands (<app> = application uuid, external id like HE-12345678, or the customer's email):
  list                             every application: external id, customer, customer stage, internal stage, and
                                   the homeowners' messages the deal team has not read
  show <app>                       stage, tasks, documents, estimate and envelope of one application
  advance <app>                    move to the next internal stage (§4 order; not past closed-won)
  stage <app> <stage>              move to any internal stage
  estimate <app> [--home-value N] [--investment N] [--equity-share P]
                                   issue (or re-issue) the Investment Estimate
  request-document <app> <type> [--profile <uuid>]
                                   ask the customer for a document (e.g. mortgage-statement)
  accept <document-uuid>           accept an uploaded document
  reject <document-uuid> <reason…> reject an uploaded document with a reason the customer sees
  open-envelope <app>              send the closing documents for e-signature
  fund <app>                       fund a signed application: it closes (closed-won)
  bot-check [<mode>]               show, or set, the stand-in bot check's mode: off, pass, fail, timeout or
                                   interactive (docs/bot-check.md)

Servicing (issue 11; <request> = a servicing request uuid, see \`servicing <app>\`):
  servicing <app>                  the investment and every servicing request: status, next actor, steps
  request-status <request> <status> [note…]
                                   move a request (processing, completed, blocked, declined, canceled, pending,
                                   transferred); declining or holding needs a note the homeowner sees
  approve <request>                a servicing manager approves a request waiting for approval
  decline-request <request> <reason…>
                                   a servicing manager declines it; the homeowner sees the reason
  request-step-document <request> <step> <type>
                                   ask for a document on one of the request's steps (e.g. document-upload
                                   mortgage-information); review uploads with accept / reject
  issue-payoff <request> [--home-value N] [--amount USD] [--good-through yyyy-MM-dd]
                                   issue the payoff statement (computed unless overridden)
  settle <request> [--amount USD]  mark the investment settled (buyout, home sale, HEI refinance)

${MESSAGES_HELP}

${DIAGNOSTICS_HELP}

Outcomes (issue 12 §1):
  deny <app> <reason> [--factors a,b,…]
                                   deny the application (closed-lost) for a §4 denied reason or further reason
                                   code, with detailed denial factors; the homeowners are emailed
  withdraw <app> <reason>          withdraw it (closed-lost) for a §4 withdrawn reason; the homeowners are emailed
  reasons                          list the denied and withdrawn reasons and the denial factors

Environment: SANDBOX_URL (default http://127.0.0.1:4000), SANDBOX_OPS_EMAIL / SANDBOX_OPS_PASSWORD
(default ops@example.com / Ops-pass-1).`;

interface ServicingDetail { investment: Investment | null; requests: ServicingRequest[] }

interface ListItem { uuid: string; external_id: string; customer_name: string; customer_email: string; stage: string; customer_stage: string; unread_messages: number }

/** The uuid of the application named by uuid, external id or customer email. */
async function resolveApp(token: string, name: string | undefined): Promise<string> {
  if (!name) throw new CliError('Name the application: its uuid, external id (HE-…) or the customer’s email.');
  const { applications } = await request<{ applications: ListItem[] }>('GET', '/sandbox/applications', { token });
  const key = name.toLowerCase();
  const found = applications.filter((a) => a.uuid === key || a.external_id.toLowerCase() === key || a.customer_email.toLowerCase() === key);
  if (found.length === 1 && found[0]) return found[0].uuid;
  if (found.length > 1) throw new CliError(`${name} has ${found.length} applications; use one of: ${found.map((a) => a.external_id).join(', ')}`);
  throw new CliError(`No application matches ${name}. Try \`npm run backoffice -- list\`.`);
}

/** `--flag value` pairs after the positional arguments. */
function flags(args: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (!a.startsWith('--')) continue;
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new CliError(`${a} needs a value.`);
    out[a.slice(2)] = value;
    i++;
  }
  return out;
}

function money(raw: string | undefined, what: string): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw.replace(/[$,]/g, ''));
  if (!Number.isFinite(n)) throw new CliError(`${what} must be a number, got ${raw}.`);
  return n;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

async function main(argv: readonly string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const positional = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
  const token = await signIn();
  const control = async (path: string, body?: unknown) => {
    const r = await request<{ detail: string; stage: string; customer_stage: string }>('POST', path, { token, body: body ?? {} });
    process.stdout.write(`${r.detail} Stage: ${r.stage} (customer: ${r.customer_stage}).\n`);
  };
  const servicing = async (path: string, body: unknown) => {
    const r = await request<{ detail: string; status: string; approval_status: string | null; next_actor: string | null }>('POST', path, { token, body });
    process.stdout.write(`${r.detail} Request: ${r.status}${r.approval_status ? ` (approval: ${r.approval_status})` : ''}; next: ${r.next_actor ?? 'nobody'}.\n`);
  };
  switch (command) {
    case 'list': {
      const { applications } = await request<{ applications: ListItem[] }>('GET', '/sandbox/applications', { token });
      for (const a of applications) {
        const unread = a.unread_messages ? `  ${a.unread_messages} unread message(s)` : '';
        process.stdout.write(`${pad(a.external_id, 12)} ${pad(a.customer_email, 44)} ${pad(a.customer_stage, 30)} ${a.stage}  ${a.uuid}${unread}\n`);
      }
      return;
    }
    case 'show': {
      const uuid = await resolveApp(token, positional[0]);
      process.stdout.write(`${JSON.stringify(await request('GET', `/sandbox/applications/${uuid}`, { token }), null, 2)}\n`);
      return;
    }
    case 'advance':
      return control(`/sandbox/applications/${await resolveApp(token, positional[0])}/advance`);
    case 'stage': {
      const stage = positional[1];
      if (!stage || !(INTERNAL_STAGES as readonly string[]).includes(stage)) throw new CliError(`Give a stage, one of: ${INTERNAL_STAGES.join(', ')}`);
      return control(`/sandbox/applications/${await resolveApp(token, positional[0])}/stage`, { stage });
    }
    case 'estimate': {
      const f = flags(args);
      const body = {
        ...(f['home-value'] !== undefined && { home_value: money(f['home-value'], '--home-value') }),
        ...(f.investment !== undefined && { investment_amount: money(f.investment, '--investment') }),
        ...(f['equity-share'] !== undefined && { equity_share_percent: money(f['equity-share'], '--equity-share') }),
      };
      return control(`/sandbox/applications/${await resolveApp(token, positional[0])}/estimate`, body);
    }
    case 'request-document': {
      const type = positional[1];
      if (!type) throw new CliError('Give a document type, e.g. mortgage-statement.');
      const profile = flags(args).profile;
      return control(`/sandbox/applications/${await resolveApp(token, positional[0])}/document-requests`, { document_type: type, ...(profile && { profile_uuid: profile }) });
    }
    case 'accept':
    case 'reject': {
      const doc = positional[0];
      if (!doc) throw new CliError('Give the document uuid (see `show <app>`).');
      const reason = positional.slice(1).join(' ');
      if (command === 'reject' && reason === '') throw new CliError('Give the reason the customer will see, e.g. reject <doc> The scan is blurry.');
      return control(`/sandbox/documents/${doc}/review`, command === 'accept' ? { decision: 'accept' } : { decision: 'reject', reason });
    }
    case 'open-envelope':
      return control(`/sandbox/applications/${await resolveApp(token, positional[0])}/envelope`);
    case 'fund':
      return control(`/sandbox/applications/${await resolveApp(token, positional[0])}/fund`);
    case 'bot-check': {
      const mode = positional[0];
      if (mode !== undefined && !(BOT_CHECK_MODES as readonly string[]).includes(mode)) throw new CliError(`Give a mode, one of: ${BOT_CHECK_MODES.join(', ')}`);
      const status = mode === undefined
        ? await request<{ mode: string; verifier: string }>('GET', '/sandbox/bot-check', { token })
        : await request<{ mode: string; verifier: string }>('POST', '/sandbox/bot-check', { token, body: { mode } });
      process.stdout.write(`Bot check: ${status.mode} (tokens checked by: ${status.verifier}).\n`);
      return;
    }
    case 'servicing': {
      const uuid = await resolveApp(token, positional[0]);
      const d = await request<ServicingDetail>('GET', `/sandbox/applications/${uuid}/servicing`, { token });
      const i = d.investment;
      process.stdout.write(i
        ? `Investment: ${i.status}, $${i.investment_amount.toLocaleString('en-US')} for ${i.equity_share_percent}%, funded ${i.funded_on}, term ends ${i.term_end_on}; latest value $${i.latest_home_value.toLocaleString('en-US')} (${i.latest_home_value_source})\n`
        : 'Not funded: no investment.\n');
      for (const r of d.requests) {
        process.stdout.write(`${r.uuid}  ${pad(r.request_type, 34)} ${pad(r.status, 11)} approval: ${pad(r.approval_status ?? '-', 24)} next: ${r.next_actor ?? '-'}\n`);
        for (const st of r.steps) process.stdout.write(`    ${pad(st.kind, 44)} ${st.status} (${st.actor})\n`);
        if (r.reason) process.stdout.write(`    reason: ${r.reason}\n`);
      }
      return;
    }
    case 'request-status': {
      const [req, status, ...note] = positional;
      if (!req || !status) throw new CliError('Give the request uuid and a status, e.g. request-status <request> processing.');
      return servicing(`/sandbox/servicing-requests/${req}/status`, { status, ...(note.length > 0 && { note: note.join(' ') }) });
    }
    case 'approve':
    case 'decline-request': {
      const [req, ...reason] = positional;
      if (!req) throw new CliError('Give the request uuid (see `servicing <app>`).');
      if (command === 'decline-request' && reason.length === 0) throw new CliError('Give the reason the homeowner will see.');
      return servicing(`/sandbox/servicing-requests/${req}/approval`, command === 'approve' ? { decision: 'accept' } : { decision: 'decline', reason: reason.join(' ') });
    }
    case 'request-step-document': {
      const [req, step, type] = positional;
      if (!req || !step || !type) throw new CliError('Give the request uuid, the step and the document type, e.g. <request> document-upload mortgage-information.');
      return servicing(`/sandbox/servicing-requests/${req}/document-requests`, { step, document_type: type });
    }
    case 'issue-payoff': {
      const req = positional[0];
      if (!req) throw new CliError('Give the request uuid (see `servicing <app>`).');
      const f = flags(args);
      const amount = money(f.amount, '--amount');
      return servicing(`/sandbox/servicing-requests/${req}/payoff-statement`, {
        ...(f['home-value'] !== undefined && { home_value: money(f['home-value'], '--home-value') }),
        ...(amount !== undefined && { amount_cents: Math.round(amount * 100) }),
        ...(f['good-through'] !== undefined && { good_through: f['good-through'] }),
      });
    }
    case 'settle': {
      const req = positional[0];
      if (!req) throw new CliError('Give the request uuid (see `servicing <app>`).');
      const amount = money(flags(args).amount, '--amount');
      return servicing(`/sandbox/servicing-requests/${req}/settle`, amount === undefined ? {} : { amount_cents: Math.round(amount * 100) });
    }
    case 'deny': {
      const reason = positional[1];
      if (!reason || !(DENIAL_REASONS as readonly string[]).includes(reason)) throw new CliError(`Give a reason, one of: ${DENIAL_REASONS.join(', ')}`);
      const factors = (flags(args).factors ?? '').split(',').map((f) => f.trim()).filter((f) => f !== '');
      return control(`/sandbox/applications/${await resolveApp(token, positional[0])}/deny`, { reason, denial_factors: factors });
    }
    case 'withdraw': {
      const reason = positional[1];
      if (!reason || !(WITHDRAWN_REASON.values as readonly string[]).includes(reason)) throw new CliError(`Give a reason, one of: ${WITHDRAWN_REASON.values.join(', ')}`);
      return control(`/sandbox/applications/${await resolveApp(token, positional[0])}/withdraw`, { reason });
    }
    case 'reasons':
      process.stdout.write(`Denied: ${DENIAL_REASONS.join(', ')}\nWithdrawn: ${WITHDRAWN_REASON.values.join(', ')}\nDenial factors: ${DENIAL_FACTOR.values.join(', ')}\n`);
      return;
    default: {
      const out = (line: string) => process.stdout.write(`${line}\n`);
      const resolve = (name: string | undefined) => resolveApp(token, name);
      if (await runMessagesCommand(command, { positional, flags: flags(args), token, resolveApp: resolve, out })) return;
      if (await runDiagnosticsCommand(command, positional, token, out)) return;
      throw new CliError(`Unknown command ${command}. Try --help.`);
    }
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`${e instanceof CliError ? e.message : String(e)}\n`);
  process.exit(1);
});
