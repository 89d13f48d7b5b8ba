import { createSelector } from 'reselect';
import type { Mortgage } from '../../../contract/sections';
import type { ConsentDocument, WizardStage } from '../../../contract/sectionEnums';
import { WIZARD_STAGE } from '../../../contract/sectionEnums';
import { errorText } from '../../../domain/errorText';
import { formatCurrency, formatPhone } from '../../../domain/format';
import { formatDate } from '../../../domain/formatDate';
import { loggedUserQuery } from '../../kernel/api/queries';
import { consentsQuery, creditReportQuery } from '../../kernel/api/qualificationQueries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { selectWizard, type WizardRootState } from '../../kernel/wizard/selectors';
import { FLOW, mortgageValuesOf } from './answers';
import { initialQualificationState, QUALIFICATION_KEY, type CreditPhase, type QualificationRootState } from './reducer';

/** The root state the wizard's views read. */
export type QualificationViewState = QueryCacheRootState & WizardRootState & QualificationRootState;

const featureOf = (s: QualificationViewState) => s[QUALIFICATION_KEY] ?? initialQualificationState;
const wizardOf = (s: QualificationViewState) => selectWizard(s, FLOW);

/** What the wizard page shows around the stage: loading, a load failure (§8 text), or a stage. */
export type QualificationPageView =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; stage: WizardStage; canGoBack: boolean; lienIndex: number };

const LOADING: QualificationPageView = Object.freeze({ status: 'loading' });

/** A memoised projection of the wizard page of `applicationId` (one per mounted page). */
export function makeSelectQualificationPage(applicationId: string) {
  return createSelector([featureOf, wizardOf], (feature, wizard): QualificationPageView => {
    if (feature.applicationId !== applicationId || feature.resume === 'loading' || feature.resume === 'idle') return LOADING;
    if (feature.resume === 'failed') return { status: 'failed', message: feature.resumeError ? errorText(feature.resumeError) : errorText({ status: 500 }) };
    const last = wizard.stageHistory[wizard.stageHistory.length - 1];
    const stage: WizardStage = WIZARD_STAGE.values.includes(last as WizardStage) ? (last as WizardStage) : 'authorize-credit';
    return { status: 'ready', stage, canGoBack: wizard.stageHistory.length > 1, lienIndex: wizard.currentLienIndex };
  });
}

/** The signed-in person's profile as the wizard shows it. `birthDate` is yyyy-MM-dd or null; `ssnMask` e.g. `***-**-1234`. */
export interface ProfileView {
  phone: string;
  ssnMask: string | null;
  birthDate: string | null;
}

/** The profile of the phone and SSN stages (§9 phone format). */
export const selectProfileView = createSelector(
  [(s: QualificationViewState) => loggedUserQuery.select(s).data],
  (p): ProfileView => ({
    phone: formatPhone(p?.phone ?? ''),
    ssnMask: p?.social_security_number ? p.social_security_number : null,
    birthDate: p?.birth_date ?? null,
  }),
);

/** A consent on file, with its date (§9 MM/dd/yyyy). */
export interface ConsentOnFile {
  document: ConsentDocument;
  date: string;
}

/** The consents the signed-in person has on file on `applicationId` (§2 user-consent-statements). */
export function makeSelectConsentsOnFile(applicationId: string) {
  return createSelector(
    [(s: QualificationViewState) => consentsQuery.select(s, { uuid: applicationId }).data, (s: QualificationViewState) => loggedUserQuery.select(s).data?.uuid],
    (consents, me): ConsentOnFile[] =>
      (consents ?? []).filter((c) => c.profile_uuid === me).map((c) => ({ document: c.document, date: formatDate(c.consented_at) })),
  );
}

/** wait-request as shown: the phase and, after a failure, its §8 text and which step failed. */
export interface CreditView {
  phase: CreditPhase;
  failure: { step: 'start' | 'poll'; message: string } | null;
}

/** The credit pull of wait-request, frozen credit and credit error. */
export const selectCreditView = createSelector([(s: QualificationViewState) => featureOf(s).credit], (credit): CreditView => ({
  phase: credit.phase,
  failure: credit.failure ? { step: credit.failure.step, message: errorText(credit.failure.error) } : null,
}));

/** A credit-report mortgage tradeline as listed on the mortgages stage (§9 currency and date formats). */
export interface TradelineView {
  id: string;
  creditor: string;
  balance: string;
  monthlyPayment: string;
  openedOn: string | null;
}

/** The tradelines of the credit report: loading, a failure (§8 text; 404 = none to show) or the list. */
export type TradelinesView = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; tradelines: TradelineView[] };

/** The credit report's mortgage tradelines for the mortgages stage of `applicationId`. */
export function makeSelectTradelines(applicationId: string) {
  return createSelector([(s: QualificationViewState) => creditReportQuery.select(s, { uuid: applicationId })], (q): TradelinesView => {
    if (q.data) {
      return {
        status: 'ready',
        tradelines: q.data.mortgage_tradelines.map((t) => ({
          id: t.id,
          creditor: t.creditor,
          balance: formatCurrency(t.balance),
          monthlyPayment: formatCurrency(t.monthly_payment),
          openedOn: t.opened_on ? formatDate(t.opened_on) : null,
        })),
      };
    }
    // No report (404) means nothing to list: the person adds their mortgages themselves.
    if (q.status === 'rejected' && q.error?.status === 404) return { status: 'ready', tradelines: [] };
    if (q.status === 'rejected' && q.error) return { status: 'failed', message: errorText(q.error) };
    return { status: 'loading' };
  });
}

/** The wizard's mortgage answers (formValues). */
export interface MortgageAnswersView {
  hasMortgages: boolean | undefined;
  mortgages: readonly Mortgage[];
  verified: boolean;
}

/** The mortgage answers of has-mortgages, mortgages and mortgage-details. */
export const selectMortgageAnswers = createSelector([(s: QualificationViewState) => wizardOf(s).formValues], (values): MortgageAnswersView => {
  const v = mortgageValuesOf(values);
  return { hasMortgages: v.has_mortgages, mortgages: v.mortgages ?? [], verified: v.mortgages_verified === true };
});

/** completed as shown: saving, done, or failed with the §8 text. */
export interface CompletionView {
  status: 'idle' | 'saving' | 'done' | 'failed';
  message: string | null;
}

/** The completion call of the completed stage. */
export const selectCompletionView = createSelector([(s: QualificationViewState) => featureOf(s).completion], (c): CompletionView => ({
  status: c.status,
  message: c.error ? errorText(c.error) : null,
}));
