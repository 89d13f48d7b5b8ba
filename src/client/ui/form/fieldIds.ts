/*
 * The id scheme every form field shares, so its hint and error are read with it (aria-describedby): from the field's
 * React useId `id`, the hint is `${id}-hint`, the error `${id}-error`, the options of a group `${id}-${key}`.
 */

/** Id of a field's hint paragraph. */
export const hintIdOf = (id: string): string => `${id}-hint`;

/** Id of a field's error paragraph. */
export const errorIdOf = (id: string): string => `${id}-error`;

/** An aria-describedby value from the ids given, in order; nothing given → undefined (no attribute). */
export function describedByOf(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The aria-describedby of a field: its hint (when it has one), then its error (while one is shown). */
export function fieldDescribedBy(id: string, hasHint: boolean, error: string | undefined): string | undefined {
  return describedByOf(hasHint && hintIdOf(id), error && errorIdOf(id));
}
