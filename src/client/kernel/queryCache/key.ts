/** JSON with object keys sorted, so `{a,b}` and `{b,a}` give the same cache key. Undefined members are dropped. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Cache key of a query call: `name(args-as-stable-json)`, e.g. `application({"uuid":"…"})`; `profile()` for no args. */
export function queryKey(name: string, args: unknown): string {
  return `${name}(${stableStringify(args)})`;
}
