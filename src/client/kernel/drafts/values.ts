import { stableStringify } from '../queryCache/key';

type Values = Record<string, unknown>;

/** Anything that can tell whether a (partial) values object fits: a contract codec such as `STEP_VALUES[kind]`. */
export interface ValuesCheck {
  is(u: unknown): boolean;
}

/**
 * What a form holds, made fit for its contract before it is saved (issue #3 §2; issue 11 step screens): every answer
 * that fits `codec` alone is kept, one that does not (a half-built value) is left out, and list items are checked one
 * by one so one bad item never drops the others. The codec must accept any subset of its fields (drafts are partial),
 * as `SECTION_VALUES[section]` and `STEP_VALUES[kind]` do. The PUT therefore never fails on its shape; the submit rules
 * say what is still missing.
 */
export function valuesFitting(codec: ValuesCheck, values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (codec.is({ [key]: value })) out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((item) => codec.is({ [key]: [item] }));
  }
  return out;
}

/** True when two values objects are the same answers (key order ignored): nothing new to save. */
export function sameDraftValues(a: Values, b: Values): boolean {
  return stableStringify(a) === stableStringify(b);
}
