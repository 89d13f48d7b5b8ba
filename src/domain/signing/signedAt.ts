import { format, isValid, parseISO } from 'date-fns';

/**
 * When a field was signed, for the signed field's caption: an ISO timestamp → `'03/05/2024 at 2:05 PM'` in the
 * viewer's local time (§9 date format plus the time of day). Null or unreadable → null (the caption then says
 * only "Signed").
 */
export function formatSignedAt(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const at = parseISO(iso);
  return isValid(at) ? format(at, "MM/dd/yyyy 'at' h:mm a") : null;
}
