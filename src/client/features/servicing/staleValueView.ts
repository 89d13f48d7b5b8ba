import type { ServicingRequestType } from '../../../contract/enums';
import type { Investment } from '../../../contract/servicing/investment';
import type { ServicingRequest } from '../../../contract/servicing/request';
import { formatCurrency, formatDate } from '../../../domain/format';
import { valuationFeeText, valuationOptionsFor } from '../../../domain/servicing/appraisal';
import { SERVICING_REQUESTS } from '../../../domain/servicing/requestTypes';
import { isValuationStale, valuationAgeMonths } from '../../../domain/servicing/settlementSeries';
import { isOpenRequest } from '../../../domain/servicing/transitions';
import type { CatalogueAction } from './dashboardView';
import { requestPath } from './paths';

/** A valuation the homeowner can choose in an owner buyout, with its fee in words. */
export interface ValuationChoiceView {
  label: string;
  description: string;
  fee: string;
}

/** One way to get a current value: start a request of `type`, or continue the open one. */
export interface StaleValueActionView {
  type: ServicingRequestType;
  /** The button's words ("Start a buyout"). */
  label: string;
  action: CatalogueAction;
}

/** What the dashboard says when the latest valuation is stale (docs/servicing.md "A stale home value"). */
export interface StaleValueView {
  title: string;
  text: string;
  /** The valuations an owner buyout offers (authorized in the buyout, fee shown first). */
  valuations: ValuationChoiceView[];
  buyout: StaleValueActionView;
  /** An "other change" request asking for a valuation, and what to write in it. */
  ask: StaleValueActionView;
  askHint: string;
}

/** The stale-value card's heading. */
export const STALE_VALUE_TITLE = 'Your home’s value may be out of date';
/** What to write in the "other change" request (its form has no subject to prefill). */
export const ASK_VALUATION_HINT = 'Ask for a valuation: in the request, write that you would like your home valued again.';

function actionFor(type: ServicingRequestType, label: string, requests: readonly ServicingRequest[], applicationId: string): StaleValueActionView {
  const open = requests.find((r) => r.request_type === type && isOpenRequest(r.status));
  return { type, label, action: open ? { kind: 'open', href: requestPath(applicationId, open.uuid) } : { kind: 'start' } };
}

const monthsText = (months: number): string => (months === 1 ? '1 month' : `${months} months`);

/**
 * The stale-value card of an active investment whose latest valuation is older than `VALUATION_STALE_MONTHS` (12)
 * months on `today` (null otherwise, and once it is being settled or settled): when and how it was valued, the
 * valuations of an owner buyout with their fees, and the two requests that get a current value — an owner buyout, or
 * an "other change" asking for a valuation — each started here, or continued when one is open.
 */
export function staleValueView(investment: Investment, requests: readonly ServicingRequest[], applicationId: string, today: string): StaleValueView | null {
  if (investment.status !== 'active' || investment.settled_on !== null) return null;
  if (!isValuationStale(investment.latest_home_value_on, today)) return null;
  const age = valuationAgeMonths(investment.latest_home_value_on, today);
  return {
    title: STALE_VALUE_TITLE,
    text: `We last valued your home at ${formatCurrency(investment.latest_home_value)} on ${formatDate(investment.latest_home_value_on)} (${investment.latest_home_value_source}), ${monthsText(age)} ago. Your estimate and the chart use that value. A current valuation tells you what settling would really cost.`,
    valuations: valuationOptionsFor('owner-buyout').map((o) => ({ label: o.label, description: o.description, fee: valuationFeeText(o) })),
    buyout: actionFor('owner-buyout', SERVICING_REQUESTS['owner-buyout'].label, requests, applicationId),
    ask: actionFor('other-change', 'Ask for a valuation', requests, applicationId),
    askHint: ASK_VALUATION_HINT,
  };
}
