/**
 * A small, pure scanner for personal data in JSON-like values (issue #5 §2: analytics never carry a token, SSN,
 * email, phone, birth date, names or free text a person typed). Used by the sandbox's analytics intake (a finding
 * is stored as a tracking-plan violation), the analytics client's tests and the browser privacy scan.
 *
 * It looks at string values (numbers are ids, amounts and times: too many false alarms) and at property names that
 * are personal fields of §3. A finding names WHERE and WHAT, never the value: `properties.contact (email)`.
 */

/** What kind of personal data a finding is. */
export type PersonalDataKind = 'jwt' | 'ssn' | 'email' | 'phone' | 'birth date' | 'personal field';

/** Patterns that may appear anywhere inside a string (free text included). */
const EMBEDDED: ReadonlyArray<readonly [PersonalDataKind, RegExp]> = [
  // A JWT's header is base64url JSON, so it starts with `eyJ` ('{"'); three dot-separated segments.
  ['jwt', /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/],
  ['ssn', /(?<!\d)\d{3}[- ]\d{2}[- ]\d{4}(?!\d)/],
  ['email', /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/],
  // (212) 456-1001, 212-456-1001, 212.456.1001, +1 212 456 1001
  ['phone', /(?<![\d-])(?:\+?1[-. ]?)?(?:\(\d{3}\) ?|\d{3}[-. ])\d{3}[-. ]\d{4}(?![\d-])/],
  // §9 display format MM/dd/yyyy
  ['birth date', /(?<!\d)(?:0[1-9]|1[0-2])\/(?:0[1-9]|[12]\d|3[01])\/(?:19|20)\d{2}(?!\d)/],
];

/** Patterns that only count when they are the whole string (too common inside ids and timestamps otherwise). */
const WHOLE: ReadonlyArray<readonly [PersonalDataKind, RegExp]> = [
  // 10 bare digits (§5 phone shape), optionally with the country code.
  ['phone', /^\+?1?\d{10}$/],
  // A bare ISO calendar date (yyyy-MM-dd, §3 birth_date). Date-times (`…T10:00:00Z`) are timestamps, not birth dates.
  ['birth date', /^(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/],
  ['ssn', /^\d{9}$/],
];

/** §3 personal fields (and their camelCase spellings): a property with one of these names carries personal data. */
const PERSONAL_KEYS = new Set([
  'first_name', 'firstname', 'middle_name', 'middlename', 'last_name', 'lastname', 'full_name', 'fullname',
  'email', 'phone', 'ssn', 'social_security_number', 'socialsecuritynumber', 'birth_date', 'birthdate', 'date_of_birth',
  'dateofbirth', 'dob', 'password', 'token', 'street', 'address',
  // issue 12 §1: bank details of the wire (the account number, typed twice, and its last digits).
  'account_number', 'accountnumber', 'account_number_confirmation', 'accountnumberconfirmation', 'account_last4', 'accountlast4',
  'routing_number', 'routingnumber', 'bank_name', 'bankname', 'account_holder', 'accountholder',
]);

/** The kinds of personal data found in one string (each kind once). */
export function personalDataKindsIn(text: string): PersonalDataKind[] {
  const kinds = new Set<PersonalDataKind>();
  for (const [kind, pattern] of EMBEDDED) if (pattern.test(text)) kinds.add(kind);
  const trimmed = text.trim();
  for (const [kind, pattern] of WHOLE) if (pattern.test(trimmed)) kinds.add(kind);
  // A JWT's segments are long base64url runs that may contain an "email-like" or digit pattern by chance.
  if (kinds.has('jwt')) return ['jwt'];
  return [...kinds];
}

const isCarrying = (v: unknown): boolean => v !== null && v !== undefined && v !== '' && typeof v !== 'boolean';
const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/**
 * Where `value` holds personal data: one line per finding, `path (kind)` with a dotted path (array indices as
 * numbers; `(root)` for the value itself), e.g. `properties.contact (email)`, `properties.first_name (personal field)`.
 * Empty when nothing was found. Never includes the value. Cycles are not followed; depth is limited to 32.
 */
export function personalDataFindings(value: unknown, root = ''): string[] {
  const out: string[] = [];
  const seen = new Set<object>();
  const visit = (v: unknown, path: string, depth: number): void => {
    if (typeof v === 'string') {
      for (const kind of personalDataKindsIn(v)) out.push(`${path === '' ? '(root)' : path} (${kind})`);
      return;
    }
    if (typeof v !== 'object' || v === null || depth > 32 || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, join(path, i), depth + 1));
      return;
    }
    for (const [key, child] of Object.entries(v)) {
      const at = join(path, key);
      if (PERSONAL_KEYS.has(key.toLowerCase()) && isCarrying(child)) out.push(`${at} (personal field)`);
      visit(child, at, depth + 1);
    }
  };
  visit(value, root, 0);
  return out;
}
