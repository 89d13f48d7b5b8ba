/**
 * A new list item's id (mortgage, lien, payoff): a version-4 UUID made on this device, so a retried save of the same
 * list can never create a second item (the contract's items carry client ids). Called from event handlers (e.g. "Add
 * a mortgage"), never during render. Uses `crypto.randomUUID` where it exists (secure contexts), else the same format
 * from `crypto.getRandomValues`.
 */
export function newListItemId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
