/** Makes a new id for a list item the client creates (a mortgage not on the credit report). */
export type NewId = () => string;

/**
 * A random RFC 4122 version-4 UUID: list items carry client-generated uuids so a retried draft save never duplicates
 * them (contract sections.ts). Uses `crypto.randomUUID` where the page is a secure context, else `getRandomValues`
 * (available on plain http too).
 */
export const randomUuid: NewId = () => {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
