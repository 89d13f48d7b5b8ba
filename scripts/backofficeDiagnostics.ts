/**
 * The diagnostics commands of the back-office CLI (scripts/backoffice.ts; docs/diagnostics.md "How support uses it"):
 * list the diagnostics customers shared, and print one's timeline in words, found by its reference code.
 */
import type { Diagnostic, DiagnosticSummary } from '../src/contract';
import { normaliseDiagnosticCode } from '../src/domain/diagnostics/code';
import { timelineLine } from '../src/domain/diagnostics/labels';
import { CliError, request } from './sandboxClient';

/** The help text of the diagnostics commands. */
export const DIAGNOSTICS_HELP = `Diagnostics (docs/diagnostics.md):
  diagnostics [<search>]           the diagnostics customers shared, newest first: code, when, customer (or
                                   "signed out"), stage, entries and errors; <search> narrows by code, name or email
  diagnostic <code>                one diagnostic's context and timeline in words, errors marked (e.g. HER-7K3Q-92)`;

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** True when the summary matches what was searched: part of its code, or of its customer's name or email. */
const matches = (d: DiagnosticSummary, search: string): boolean => {
  const code = normaliseDiagnosticCode(search);
  const text = search.trim().toLowerCase();
  return d.code.includes(code) || (d.customer !== null && (d.customer.name.toLowerCase().includes(text) || d.customer.email.toLowerCase().includes(text)));
};

/** Runs diagnostics command `command`; false when it is not one of them. */
export async function runDiagnosticsCommand(command: string, positional: readonly string[], token: string, out: (line: string) => void): Promise<boolean> {
  if (command !== 'diagnostics' && command !== 'diagnostic') return false;
  const all = await request<DiagnosticSummary[]>('GET', '/api/v1/ops/diagnostics/', { token });
  if (command === 'diagnostics') {
    const shown = positional[0] ? all.filter((d) => matches(d, positional.join(' '))) : all;
    if (shown.length === 0) out(positional[0] ? 'No diagnostic matches.' : 'No diagnostics have been shared.');
    for (const d of shown) {
      const who = d.customer ? `${d.customer.name} <${d.customer.email}>` : 'signed out';
      out(`${d.code}  ${d.created_at}  ${pad(who, 44)} ${pad(d.stage ?? '-', 28)} ${d.entry_count} entries, ${d.error_count} errors`);
    }
    return true;
  }
  const wanted = normaliseDiagnosticCode(positional[0] ?? '');
  if (wanted === '') throw new CliError('Give the reference code, e.g. diagnostic HER-7K3Q-92.');
  const summary = all.find((d) => d.code === wanted);
  if (!summary) throw new CliError(`No diagnostic has the code ${wanted} (deleted, past its retention, or mistyped). Try \`diagnostics\`.`);
  const d = await request<Diagnostic>('GET', `/api/v1/ops/diagnostics/${summary.uuid}/`, { token });
  const c = d.context;
  out(`${d.code}, shared ${d.created_at} by ${d.customer ? `${d.customer.name} <${d.customer.email}>` : 'someone signed out'}${d.application_uuid ? ` on application ${d.application_uuid}` : ''}`);
  out(`Portal ${c.portal_version}, ${c.browser}; stage ${d.stage ?? 'unknown'}; ${d.entry_count} entries, ${d.error_count} errors; kept until ${d.expires_at}`);
  out(`Consent: analytics ${c.consent.analytics ? 'on' : 'off'}, session replay ${c.consent.session_replay ? 'on' : 'off'}, chat ${c.consent.chat ? 'on' : 'off'}${c.consent.decided ? '' : ' (defaults)'}`);
  for (const entry of d.entries) out(timelineLine(entry));
  return true;
}
