import { applicationPageEpic, pageQuery } from '../../kernel/api/applicationPage';
import { dealTeamQuery } from '../../kernel/api/queries';
import type { AppEpic } from '../../kernel/epic';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { closeHelpPage, helpRedirectedToApplicants, openHelpPage, retryHelpPage, type HelpPage } from './actions';

/** Data each help page shows: the resources page has the deal team's contacts; the FAQ is static. */
const NEEDS_DEAL_TEAM: Readonly<Record<HelpPage, boolean>> = { faq: false, resources: true };

/**
 * The help feature epic (issue #4 §5): opening a help page with an id that is not a UUID (§5) sends the person to the
 * applicants list (§2); the resources page subscribes DealTeam while shown (released on close, refetched on retry).
 */
export const helpEpic: AppEpic<QueryCacheRootState> = applicationPageEpic({
  open: openHelpPage,
  close: closeHelpPage,
  retry: retryHelpPage,
  queries: ({ applicationId, page }) => (NEEDS_DEAL_TEAM[page] ? [pageQuery(dealTeamQuery, { uuid: applicationId })] : []),
  invalidId: ({ page }) => helpRedirectedToApplicants({ page }),
});
