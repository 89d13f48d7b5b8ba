import { defer, distinctUntilChanged, EMPTY, filter, ignoreElements, map, merge, mergeMap, of, tap } from 'rxjs';
import { validationKindOf } from '../../../domain/validation/kind';
import type { AppEpic } from '../epic';
import { reportFieldError } from './actions';
import { fieldErrorShown } from './events';

/** A field's name without list indices: `mortgages.0.lender` and `owners[1].email` → `mortgages.lender`, `owners.email`. */
export function fieldNameOf(name: string): string {
  return name
    .replace(/\[\d+\]/g, '')
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .join('.');
}

/**
 * §5 field-error reporting: classifies each reported message with `validationKindOf` (messages that are not a
 * validation rule's are ignored) and emits `fieldErrorShown { field, kind }` the first time that field shows that kind
 * of error on the current page; a new page (pathname of `deps.navigation.location$`) starts a fresh list.
 */
export const fieldErrorEpic: AppEpic = (action$, _state$, deps) =>
  defer(() => {
    const sent = new Set<string>();
    const pageChanged$ = deps.navigation.location$.pipe(
      map((location) => location.pathname),
      distinctUntilChanged(),
      tap(() => sent.clear()),
      ignoreElements(),
    );
    const shown$ = action$.pipe(
      filter(reportFieldError.match),
      mergeMap(({ payload }) => {
        const kind = validationKindOf(payload.message);
        const field = fieldNameOf(payload.field);
        const key = `${field}\u0000${kind ?? ''}`;
        if (kind === null || field === '' || sent.has(key)) return EMPTY;
        sent.add(key);
        return of(fieldErrorShown({ field, kind }));
      }),
    );
    return merge(pageChanged$, shown$);
  });
