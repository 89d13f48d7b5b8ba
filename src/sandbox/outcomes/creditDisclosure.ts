import type { CreditDisclosure, DenialFactor, DenialReason } from '../../contract';
import { isCreditBasedDenial } from '../../domain/outcomes';
import { creditScoreOf } from '../repo/credit';
import { SANDBOX_CREDIT_BUREAU, SANDBOX_SCORE_RANGE } from '../repo/creditScore';
import { one, type Sql } from '../repo/sql';

/**
 * Who reads an application's outcome: a customer (their own credit report is theirs alone, so a co-owner never sees
 * another owner's score) or staff (ops view, back office), who read the primary applicant's.
 */
export type OutcomeViewer = { kind: 'customer'; profileUuid: string } | { kind: 'staff' };

/** The viewer of a signed-in caller. */
export function outcomeViewerOf(caller: { uuid: string; role: 'customer' | 'ops' }): OutcomeViewer {
  return caller.role === 'ops' ? { kind: 'staff' } : { kind: 'customer', profileUuid: caller.uuid };
}

/** Whose credit report a viewer is shown: their own, or for staff the primary applicant's (position 1). */
async function subjectOf(sql: Sql, applicationUuid: string, viewer: OutcomeViewer): Promise<string | undefined> {
  if (viewer.kind === 'customer') return viewer.profileUuid;
  const row = await one<{ profile_uuid: string }>(sql,
    'SELECT profile_uuid FROM application_profiles WHERE application_uuid = $1 AND position = 1', [applicationUuid]);
  return row?.profile_uuid;
}

/**
 * The `credit_disclosure` of a denial (docs/api.md): for a credit-based denial (domain `isCreditBasedDenial`), the
 * bureau, the score and range, the pull date and the key factors of the viewer's credit report on the application;
 * null when the denial is not credit-based, or the viewer has no report with a score on it (their credit was not used).
 */
export async function creditDisclosureOf(
  sql: Sql, applicationUuid: string, denial: { reason: DenialReason; denial_factors: readonly DenialFactor[] }, viewer: OutcomeViewer,
): Promise<CreditDisclosure | null> {
  if (!isCreditBasedDenial(denial)) return null;
  const subject = await subjectOf(sql, applicationUuid, viewer);
  const report = subject ? await creditScoreOf(sql, applicationUuid, subject) : undefined;
  if (!report) return null;
  return {
    bureau: SANDBOX_CREDIT_BUREAU,
    score: report.score,
    score_range: SANDBOX_SCORE_RANGE,
    pulled_at: report.pulled_at,
    key_factors: report.key_factors.slice(0, 4),
  };
}
