import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { errorText } from '../../../domain/errorText';
import type { HttpError } from '../../kernel/http/types';

function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

function firstMessage(u: unknown): string | undefined {
  if (typeof u === 'string' && u.trim() !== '') return u;
  if (Array.isArray(u)) for (const m of u) if (typeof m === 'string' && m.trim() !== '') return m;
  return undefined;
}

/**
 * A failed save or submit as react-final-form submission errors: each field error of a 400 (`errors` keyed by the
 * value path, e.g. `mortgages.0.lender`) at its field, and the §8 sentence for the whole form (the server's `detail`,
 * or errorText for network and other failures). `isField(path)` says which paths this form shows at a field; the
 * messages of other paths are added to the form-wide error so nothing the server said is hidden.
 */
export function submissionErrorsOf(error: HttpError, isField: (path: string) => boolean): SubmissionErrors {
  let out: Record<string, unknown> = {};
  const elsewhere: string[] = [];
  const data = error.data;
  if (error.status === 400 && isRecord(data) && isRecord(data.errors)) {
    for (const [path, messages] of Object.entries(data.errors)) {
      const message = firstMessage(messages);
      if (message === undefined) continue;
      if (isField(path)) out = setIn(out, path, message) as Record<string, unknown>;
      else elsewhere.push(message);
    }
  }
  const summary = errorText(error);
  return { ...out, [FORM_ERROR]: [summary, ...elsewhere.filter((m) => m !== summary)].join(' ') };
}
