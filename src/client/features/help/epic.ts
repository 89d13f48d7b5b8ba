import { merge } from 'rxjs';
import { applicationPageEpic, pageQuery } from '../../kernel/api/applicationPage';
import { licensingQuery } from '../../kernel/api/licensingQuery';
import { applicationQuery, dealTeamQuery } from '../../kernel/api/queries';
import type { AppEpic } from '../../kernel/epic';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import type { SessionRootState } from '../../kernel/session/reducer';
import { closeHelpPage, helpRedirectedToApplicants, openHelpPage, retryHelpPage, type HelpPage } from './actions';
import { sessionReplayEpic } from './monitoring';

/**
 * Data each help page shows: the resources page has the deal team's contacts and the licensing disclosures (issue 12
 * §3: every state's, with the property's state — from the application — first); the FAQ is static.
 */
const NEEDS_RESOURCES: Readonly<Record<HelpPage, boolean>> = { faq: false, resources: true };

/**
 * The help pages (issue #4 §5): opening a help page with an id that is not a UUID (§5) sends the person to the
 * applicants list (§2); the resources page subscribes DealTeam, its Application and LicensingData while shown
 * (released on close, refetched on retry).
 */
export const helpPagesEpic: AppEpic<QueryCacheRootState> = applicationPageEpic({
  open: openHelpPage,
  close: closeHelpPage,
  retry: retryHelpPage,
  queries: ({ applicationId, page }) =>
    NEEDS_RESOURCES[page]
      ? [
          pageQuery(dealTeamQuery, { uuid: applicationId }),
          pageQuery(applicationQuery, { uuid: applicationId }),
          pageQuery(licensingQuery, { state: null }),
        ]
      : [],
  invalidId: ({ page }) => helpRedirectedToApplicants({ page }),
});

/** The help feature epic: its pages, and the resources page's "Share this session with support" (§4/§9). */
export const helpEpic: AppEpic<QueryCacheRootState & SessionRootState> = (action$, state$, deps) =>
  merge(helpPagesEpic(action$, state$, deps), sessionReplayEpic(action$, state$, deps));
