import { createSelector } from '@reduxjs/toolkit';
import { formatPhone } from '../../../domain/format';
import { applicationQuery, loggedUserQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';

/** What the welcome-back page shows of the returning customer: who they are and what carries over. */
export interface WelcomeView {
  firstName: string;
  /** "What carries over" rows: a label and what is on file. */
  carriesOver: ReadonlyArray<{ label: string; value: string }>;
}

/**
 * A memoised projection of the welcome-back page for a person coming from `applicationId`: their profile (LoggedUser)
 * and, once known, the credit estimate of that application (it is reused for the new one).
 */
export function makeSelectWelcome(applicationId: string) {
  return createSelector(
    [(s: QueryCacheRootState) => loggedUserQuery.select(s), (s: QueryCacheRootState) => applicationQuery.select(s, { uuid: applicationId })],
    (profile, application): Section<WelcomeView> =>
      sectionOf(profile, (p) => ({
        firstName: p.first_name,
        carriesOver: [
          { label: 'Name', value: [p.first_name, p.middle_name, p.last_name].filter((n) => n && n.trim() !== '').join(' ') },
          { label: 'Email', value: p.email },
          ...(p.phone ? [{ label: 'Phone', value: formatPhone(p.phone) }] : []),
          ...(application.data ? [{ label: 'Credit estimate', value: 'From your earlier application' }] : []),
        ],
      })),
  );
}
