import type { ServicingRequestType } from '../../../contract/enums';
import { SERVICING_REQUEST_TYPE } from '../../../contract/enums';
import type { DealTeam, DealTeamMember } from '../../../contract/entities';
import type { Investment } from '../../../contract/servicing/investment';
import type { ServicingRequest, ServicingTaskGroup } from '../../../contract/servicing/request';
import { formatCurrency, formatDate, formatPhone } from '../../../domain/format';
import { formatPercent } from '../../../domain/offer/percent';
import { formatCents } from '../../../domain/servicing/payoff';
import { SERVICING_REQUESTS } from '../../../domain/servicing/requestTypes';
import { SETTLEMENT_DURATION_TEXT, settlementNoticeDue, timeLeftText } from '../../../domain/servicing/settlement';
import { isOpenRequest } from '../../../domain/servicing/transitions';
import { settlementEstimateView, type SettlementEstimateView } from './estimateView';
import { ACTOR_LABELS, NOBODY_NEXT_TEXT, REQUEST_STATUS_LABELS } from './labels';
import { requestPath } from './paths';

export type { SettlementEstimateView, SettlementRowView } from './estimateView';

/** A label and its display value (a row of a `<dl>`). */
export interface Figure {
  label: string;
  value: string;
}

/** From 12 months before the term end: how to settle and how long it takes (issue 11 §2). */
export interface SettlementNoticeView {
  title: string;
  text: string;
  duration: string;
}

/** The funded investment as the dashboard shows it. */
export interface InvestmentView {
  status: Investment['status'];
  figures: Figure[];
  /** "Settled on 05/01/2026 for $123,456.78." once settled, else null. */
  settled: string | null;
  /** Null once settled (there is nothing left to estimate). */
  estimate: SettlementEstimateView | null;
  notice: SettlementNoticeView | null;
}

/** One of the homeowner's servicing requests in the dashboard's list. */
export interface RequestSummaryView {
  uuid: string;
  typeLabel: string;
  statusLabel: string;
  /** Who acts next ("You", "Our servicing team"…), or that nobody does once it is finished. */
  nextActor: string;
  startedOn: string;
  href: string;
  open: boolean;
  /**
   * How many of the request's tasks wait on the homeowner (§4 `pending`), from the ServicingTaskGroups data set; null
   * while the groups are not in (the list shows without the count rather than wait).
   */
  tasksForYou: number | null;
}

/** One card of "What would you like to do?": `start` sends startRequest; `open` links to the open request of that type. */
export type CatalogueAction = { kind: 'start' } | { kind: 'open'; href: string };

/** A catalogue card: the request type, its label and its one plain sentence. */
export interface CatalogueCardView {
  type: ServicingRequestType;
  label: string;
  sentence: string;
  action: CatalogueAction;
}

/** The catalogue: its cards, or none with a note saying why (a settled investment, or one not recorded yet). */
export interface CatalogueView {
  cards: CatalogueCardView[];
  note: string | null;
}

/** A deal team member as the dashboard's team card shows them (§9 phone format). */
export interface TeamMemberView {
  role: string;
  name: string;
  email: string;
  phone: string;
  phoneHref: string;
}

/** Why the catalogue offers nothing once the investment is settled. */
export const SETTLED_CATALOGUE_TEXT = 'Your investment is settled, so there is nothing more to request on it.';
/** Why it offers nothing before the investment is recorded. */
export const NOT_FUNDED_CATALOGUE_TEXT = 'You can make requests once your investment is recorded.';
/** The notice's title from 12 months before the term end. */
export const SETTLEMENT_NOTICE_TITLE = 'Time to plan your settlement';
/** How a homeowner can settle (the notice's text). */
export const SETTLEMENT_NOTICE_TEXT =
  'Your investment’s term ends soon. You can settle it by refinancing your mortgage, by selling your home, or from savings. Start a buyout, a sale or a refinance below when you are ready.';

/**
 * The investment (issue 11 §2): amount, funding date, equity share, term end and time left, the latest home value
 * with its source and date; the settlement estimate today (not once settled); the settlement notice from
 * {@link settlementNoticeDue}; "Settled on … for …" once settled. Dates §9 MM/dd/yyyy, amounts §9 currency.
 */
export function investmentView(investment: Investment, today: string): InvestmentView {
  const settled = investment.status === 'settled' || investment.settled_on !== null;
  const figures: Figure[] = [
    { label: 'Investment amount', value: formatCurrency(investment.investment_amount) },
    { label: 'Funded on', value: formatDate(investment.funded_on) },
    { label: 'Equity share', value: formatPercent(investment.equity_share_percent) },
    { label: 'Term ends on', value: formatDate(investment.term_end_on) },
    ...(settled ? [] : [{ label: 'Time left', value: timeLeftText(today, investment.term_end_on) }]),
    {
      label: 'Latest home value',
      value: `${formatCurrency(investment.latest_home_value)} (${investment.latest_home_value_source}, ${formatDate(investment.latest_home_value_on)})`,
    },
  ];
  const settledText = settled
    ? `Settled on ${formatDate(investment.settled_on)}${investment.settlement_amount_cents === null ? '' : ` for ${formatCents(investment.settlement_amount_cents)}`}.`
    : null;
  return {
    status: investment.status,
    figures,
    settled: settledText,
    estimate: settled ? null : settlementEstimateView(investment, today),
    notice:
      !settled && settlementNoticeDue(today, investment.term_end_on)
        ? { title: SETTLEMENT_NOTICE_TITLE, text: SETTLEMENT_NOTICE_TEXT, duration: SETTLEMENT_DURATION_TEXT }
        : null,
  };
}

/** Pending tasks per request uuid, over the application's servicing task groups (issue 11 ServicingTaskGroups). */
function pendingTasksByRequest(groups: readonly ServicingTaskGroup[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const group of groups) {
    const pending = group.tasks.filter((t) => t.status === 'pending').length;
    counts.set(group.request_uuid, (counts.get(group.request_uuid) ?? 0) + pending);
  }
  return counts;
}

/**
 * The homeowner's requests as listed on the dashboard, in the server's order (newest first), each with how many of its
 * tasks wait on the homeowner when the task groups (`groups`) are known.
 */
export function requestSummaries(requests: readonly ServicingRequest[], applicationId: string, groups?: readonly ServicingTaskGroup[]): RequestSummaryView[] {
  const pending = groups ? pendingTasksByRequest(groups) : null;
  return requests.map((r) => ({
    uuid: r.uuid,
    typeLabel: SERVICING_REQUESTS[r.request_type].label,
    statusLabel: REQUEST_STATUS_LABELS[r.status],
    nextActor: r.next_actor === null ? NOBODY_NEXT_TEXT : ACTOR_LABELS[r.next_actor],
    startedOn: formatDate(r.created_at),
    href: requestPath(applicationId, r.uuid),
    open: isOpenRequest(r.status),
    tasksForYou: pending ? (pending.get(r.uuid) ?? 0) : null,
  }));
}

/**
 * "What would you like to do?" (issue 11 §2): one card per §3 request type in the table's order. A type with an open
 * request links to it instead of starting a second one. A settled investment (or none yet) offers none, and says why.
 */
export function catalogueView(requests: readonly ServicingRequest[], investment: Investment | null, applicationId: string): CatalogueView {
  if (investment === null) return { cards: [], note: NOT_FUNDED_CATALOGUE_TEXT };
  if (investment.status === 'settled' || investment.settled_on !== null) return { cards: [], note: SETTLED_CATALOGUE_TEXT };
  const cards = SERVICING_REQUEST_TYPE.values.map((type): CatalogueCardView => {
    const info = SERVICING_REQUESTS[type];
    const open = requests.find((r) => r.request_type === type && isOpenRequest(r.status));
    return { type, label: info.label, sentence: info.sentence, action: open ? { kind: 'open', href: requestPath(applicationId, open.uuid) } : { kind: 'start' } };
  });
  return { cards, note: null };
}

function member(role: string, m: DealTeamMember | null): TeamMemberView[] {
  if (!m) return [];
  return [{
    role,
    name: `${m.first_name} ${m.last_name}`.trim(),
    email: m.email,
    phone: formatPhone(m.phone),
    phoneHref: `tel:${m.phone.replace(/[^\d+]/g, '')}`,
  }];
}

/** The deal team card: the Transaction Specialist (who handles servicing requests) first, then the Home Equity Officer. */
export function teamView(team: DealTeam): TeamMemberView[] {
  return [...member('Transaction Specialist', team.transaction_specialist), ...member('Home Equity Officer', team.home_equity_officer)];
}
