import { createSelector } from '@reduxjs/toolkit';
import { contactView, type ContactView } from '../../../domain/dealTeam';
import type { DealTeamMember } from '../../../contract/entities';
import { licensingDisclosureOf, type LicensingDisclosure } from '../../../domain/licensing';
import { US_STATE_NAMES } from '../../../domain/usStates';
import { licensingQuery } from '../../kernel/api/licensingQuery';
import { applicationQuery, dealTeamQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';

/** A deal team member on the resources page (§1 HEO / TS; §9 phone `(###) ###-####`). Null member = not assigned. */
export interface TeamContactView {
  role: 'Home Equity Officer' | 'Transaction Specialist';
  contact: ContactView | null;
}

const contactOf = (member: DealTeamMember | null): TeamContactView['contact'] => contactView(member);

/** A memoised projection of the deal team of `applicationId`, HEO first. */
export function makeSelectDealTeam(applicationId: string) {
  return createSelector(
    [(s: QueryCacheRootState) => dealTeamQuery.select(s, { uuid: applicationId })],
    (team): Section<TeamContactView[]> =>
      sectionOf(team, (d) => [
        { role: 'Home Equity Officer', contact: contactOf(d.home_equity_officer) },
        { role: 'Transaction Specialist', contact: contactOf(d.transaction_specialist) },
      ]),
  );
}

/**
 * A memoised projection of the resources page's licensing disclosures (issue 12 §3): every state's licence, the
 * property's state first when the application has answered (the list shows without it, never waiting on it).
 */
export function makeSelectLicensing(applicationId: string) {
  return createSelector(
    [
      (s: QueryCacheRootState) => licensingQuery.select(s, { state: null }),
      (s: QueryCacheRootState) => applicationQuery.select(s, { uuid: applicationId }).data?.property.address.state ?? null,
    ],
    (licensing, home): Section<LicensingDisclosure> =>
      sectionOf(licensing, (d) => {
        const code = home?.trim().toUpperCase() || null;
        return licensingDisclosureOf(d, code, code ? US_STATE_NAMES[code as keyof typeof US_STATE_NAMES] : undefined);
      }),
  );
}
