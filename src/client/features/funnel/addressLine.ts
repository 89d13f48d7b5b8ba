import { US_STATE, type UsState } from '../../../contract/enums';
import { US_STATE_NAMES } from '../../../domain/usStates';

/**
 * An address split out of one typed line, for the manual stage to show prefilled (§3 address stage 'search' →
 * 'manual'). Every field is a string; '' means "not found in the line" and is left for the person to fill in.
 */
export interface AddressDraft {
  street: string;
  unit_number: string;
  city: string;
  /** USPS code (upper case) when the line named a state by code or full name, else ''. */
  state: string;
  /** 5 digits, or 9 digits written `12345-6789`, as typed. */
  zip_code: string;
}

/** An empty draft: what the manual stage starts from when there is no line. */
export const EMPTY_ADDRESS_DRAFT: AddressDraft = { street: '', unit_number: '', city: '', state: '', zip_code: '' };

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const norm = (s: string) => collapse(s.replace(/\./g, '')).toLowerCase();

/** Lower-cased code or full name → USPS code. Names are matched longest first ("West Virginia" before "Virginia"). */
const STATE_LOOKUP: ReadonlyMap<string, UsState> = new Map(
  US_STATE.values.flatMap((code) => [
    [code.toLowerCase(), code] as const,
    [norm(US_STATE_NAMES[code]), code] as const,
  ]),
);
const STATE_NAMES_LONGEST_FIRST = [...STATE_LOOKUP.keys()].filter((k) => k.length > 2).sort((a, b) => b.length - a.length);

const ZIP_AT_END = /(?:^|[\s,])(\d{5}(?:-\d{4}|\d{4})?)$/;
const COUNTRY_AT_END = /(?:^|[\s,])(?:usa|us|u\.s\.a?\.?|united states(?: of america)?)$/i;
/**
 * A unit designator and its value, e.g. "Apt 4B", "Unit 12", "Suite 300", "#7". The word must be followed by a
 * space, dot or '#' (so the city "Flint" is not "Fl int"), and the value must hold a digit or be one or two letters.
 */
const UNIT = String.raw`(?:(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|building)(?:\.\s*|\s+)#?\s*|#\s*)((?=[\w-]*\d)[\w-]+|[a-z]{1,2})`;
const UNIT_SEGMENT = new RegExp(String.raw`^${UNIT}$`, 'i');
const UNIT_AT_END = new RegExp(String.raw`[\s,]+${UNIT}$`, 'i');
/** Common USPS street suffixes: in a line without commas the city starts after the last one. */
const STREET_SUFFIXES = new Set([
  'st', 'street', 'ave', 'avenue', 'av', 'rd', 'road', 'blvd', 'boulevard', 'dr', 'drive', 'ln', 'lane', 'way', 'ct',
  'court', 'pl', 'place', 'ter', 'terrace', 'cir', 'circle', 'pkwy', 'parkway', 'hwy', 'highway', 'trl', 'trail',
  'sq', 'square', 'loop', 'row', 'aly', 'alley', 'run', 'path', 'pike', 'xing', 'crossing', 'cv', 'cove',
]);

/**
 * Removes a state (code or full name) from the end of `text`; returns the rest and the code. "CT" ends many streets
 * ("12 Oak Ct"), so a code that is also a street suffix counts only after a comma or before a zip.
 */
function takeStateAtEnd(text: string, zipFollows: boolean): { rest: string; state: string } {
  const lower = norm(text);
  const last = /(^|[\s,])([A-Za-z]{2})\.?$/.exec(text);
  const code = last?.[2]?.toLowerCase();
  const afterComma = /,\s*[A-Za-z]{2}\.?$/.test(text);
  const trusted = zipFollows || afterComma || !STREET_SUFFIXES.has(code ?? '');
  if (last && code && STATE_LOOKUP.has(code) && trusted && last.index > 0) {
    return { rest: trimEnd(text.slice(0, last.index)), state: STATE_LOOKUP.get(code) ?? '' };
  }
  for (const name of STATE_NAMES_LONGEST_FIRST) {
    if (lower === name || lower.endsWith(` ${name}`) || lower.endsWith(`,${name}`)) {
      // Walk back over as many words as the name has, so dots/extra spaces in the input do not shift the cut.
      const words = name.split(' ').length;
      const parts = collapse(text).split(' ');
      return { rest: trimEnd(parts.slice(0, parts.length - words).join(' ')), state: STATE_LOOKUP.get(name) ?? '' };
    }
  }
  return { rest: text, state: '' };
}

function trimEnd(s: string): string {
  return s.replace(/[\s,]+$/, '');
}

const UNIT_THEN_CITY = new RegExp(String.raw`^${UNIT}\s+(.+)$`, 'i');

/**
 * Splits "123 Main St Apt 4 Springfield" after the last street suffix (a unit right after it is kept apart);
 * without a suffix, it is all street.
 */
function splitStreetCity(text: string): { street: string; city: string; unit: string } {
  const words = collapse(text).split(' ');
  for (let i = words.length - 2; i >= 1; i -= 1) {
    if (STREET_SUFFIXES.has(norm(words[i] ?? ''))) {
      const street = words.slice(0, i + 1).join(' ');
      const after = words.slice(i + 1).join(' ');
      const unit = UNIT_THEN_CITY.exec(after);
      return unit ? { street, unit: unit[1] ?? '', city: unit[2] ?? '' } : { street, unit: '', city: after };
    }
  }
  return { street: collapse(text), city: '', unit: '' };
}

/**
 * Splits a one-line US address such as `"123 Main St, Apt 4, Springfield, IL 62704"` into street, unit, city,
 * state and zip, so the manual stage can show it for confirmation (§3 address stage). Understands: comma-separated
 * parts; a state as USPS code or full name (any case); ZIP or ZIP+4; a trailing "USA"; a unit as its own part or
 * at the end of the street ("Apt 4B", "Unit 2", "Suite 300", "#7"); and, without commas, the city after the last
 * street suffix ("St", "Avenue", …). Anything it cannot place stays in `street`. Pure; never throws, whatever the
 * input — the person corrects the result in the manual form.
 */
export function parseAddressLine(line: string): AddressDraft {
  const draft: AddressDraft = { ...EMPTY_ADDRESS_DRAFT };
  let text = collapse(String(line ?? '')).replace(/\s*,\s*/g, ', ').replace(/^[\s,]+/, '');
  text = trimEnd(text.replace(COUNTRY_AT_END, ''));

  const zip = ZIP_AT_END.exec(text);
  if (zip?.[1]) {
    draft.zip_code = zip[1];
    text = trimEnd(text.slice(0, text.length - zip[1].length));
  }
  const state = takeStateAtEnd(text, draft.zip_code !== '');
  draft.state = state.state;
  text = state.rest;

  const parts = text.split(',').map(collapse).filter((p) => p !== '');
  const units = parts.filter((p) => UNIT_SEGMENT.test(p));
  const others = parts.filter((p) => !UNIT_SEGMENT.test(p));
  if (units[0]) draft.unit_number = UNIT_SEGMENT.exec(units[0])?.[1] ?? '';

  let street: string;
  if (others.length >= 2) {
    draft.city = others[others.length - 1] ?? '';
    street = others.slice(0, -1).join(', ');
  } else {
    // No comma before the city: only a known state/zip tells us a city may follow the street.
    const split = draft.state || draft.zip_code ? splitStreetCity(others[0] ?? '') : { street: others[0] ?? '', city: '', unit: '' };
    street = split.street;
    draft.city = split.city;
    if (split.unit && !draft.unit_number) draft.unit_number = split.unit;
  }
  const inlineUnit = draft.unit_number === '' ? UNIT_AT_END.exec(street) : null;
  if (inlineUnit?.[1] && inlineUnit.index > 0) {
    draft.unit_number = inlineUnit[1];
    street = street.slice(0, inlineUnit.index);
  }
  draft.street = collapse(street);
  return draft;
}
