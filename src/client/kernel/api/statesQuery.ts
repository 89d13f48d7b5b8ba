// The contract's own module, not its index: this query joins the funnel's address page, whose first load is budgeted.
import type { StateInfo } from '../../../contract/entities';
import { listStates } from '../../../contract/lead';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';
import { STATES_QUERY_NAME } from './statesQueryName';

/** States change with licences, not while someone fills a form: a day (s) before a new subscriber refetches. */
export const STATES_MAX_AGE_SEC = 24 * 60 * 60;

/**
 * States (§3; issue 12 §3): every US state with its name and whether the provider offers the product there,
 * `GET /v1/customer/states/` (designed). Address forms show the static list (domain/usStates) until it answers or
 * when it fails, so the select is never empty and the page's first paint does not wait for it.
 */
export const statesQuery = defineQuery<void, StateInfo[]>({
  name: STATES_QUERY_NAME,
  group: 'States',
  maxAgeSec: STATES_MAX_AGE_SEC,
  keepUnusedForSec: STATES_MAX_AGE_SEC,
  request: () => endpointRequest(listStates, {}),
});
