/*
 * §2 SSN verification: the number "never leaves the HTTP body". A view cannot call the API, so the number travels in
 * a command — but only as an opaque handle. The digits stay in this module's WeakMap: the command's payload is an
 * empty frozen object, so Redux DevTools, a logged action or `JSON.stringify` of anything that holds the command shows
 * `{}`, and the epic takes the digits out exactly once.
 */

/** An opaque handle to a sealed secret (prints as `{}`). */
export type Sealed = Readonly<Record<string, never>> & { readonly __sealed?: never };

const vault = new WeakMap<object, string>();

/** Seals `value` behind a fresh handle. */
export function seal(value: string): Sealed {
  const handle = Object.freeze({}) as Sealed;
  vault.set(handle, value);
  return handle;
}

/** Takes the value out of `handle` and forgets it (a second call gives undefined, as does an unknown handle). */
export function unseal(handle: Sealed | null | undefined): string | undefined {
  if (handle === null || handle === undefined || typeof handle !== 'object') return undefined;
  const value = vault.get(handle);
  vault.delete(handle);
  return value;
}

/**
 * A copy of `value` (an error body, typically) in which every string mentioning `secret` — as typed, as bare digits,
 * or as `###-##-####` — has it replaced with `•••`. Keeps a server that echoes the number in a 400 body from putting it
 * into an event, the store or the event log.
 */
export function redact<T>(value: T, secret: string): T {
  const digits = secret.replace(/\D/g, '');
  const forms = [...new Set([secret, digits, digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : ''])].filter(
    (f) => f.length >= 4,
  );
  const scrub = (v: unknown): unknown => {
    if (typeof v === 'string') return forms.reduce((s, f) => s.split(f).join('•••'), v);
    if (Array.isArray(v)) return v.map(scrub);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, inner]) => [scrub(k) as string, scrub(inner)]));
    return v;
  };
  return scrub(value) as T;
}
