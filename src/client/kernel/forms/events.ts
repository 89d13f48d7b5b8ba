import type { FieldErrorKind } from '../../../contract/trackingPlan';
import { defineEvent } from '../actions';

// Apart from the command (actions.ts): the fields' first load carries the command only; analytics, loaded later, read this.
/**
 * §5 analytics: a field showed a validation error of `kind` on the current page — at most once per field and kind
 * until the page changes (the spec's "sent analytics event lists"). `field` has list indices removed.
 */
export const fieldErrorShown = defineEvent<{ field: string; kind: FieldErrorKind }>('forms/fieldErrorShown');
