import type { AnyAction } from '@reduxjs/toolkit';
import type { Profile } from '../../../../contract/entities';
import type { WizardStage } from '../../../../contract/sectionEnums';
import type { MortgageDetailsValues } from '../../../../contract/sections';
import { FLOW, mortgageValuesOf } from '../answers';
import { loggedUserQuery } from '../../../kernel/api/queries';
import type { DraftRef } from '../../../kernel/drafts/actions';
import type { DraftsRootState } from '../../../kernel/drafts/reducer';
import type { HttpError } from '../../../kernel/http/types';
import type { QueryCacheRootState } from '../../../kernel/queryCache/reducer';
import type { SessionRootState } from '../../../kernel/session/reducer';
import { wizardAdvanced } from '../../../kernel/wizard/actions';
import { selectWizard, type WizardRootState } from '../../../kernel/wizard/selectors';
import type { QualificationRootState } from '../reducer';

/** The root state the qualification epics read (the session when mounted: ops read-only view, §6). */
export type QualificationEpicState = QueryCacheRootState & WizardRootState & DraftsRootState & QualificationRootState & Partial<SessionRootState>;

export { FLOW, mortgageDraftValues, mortgageValuesOf } from '../answers';

/** `wizardAdvanced` of the qualification flow. */
export const advanceTo = (stage: WizardStage): AnyAction => wizardAdvanced({ flow: FLOW, stage });

/** The mortgage-details draft of an application (has-mortgages, mortgages and mortgage-details save into it). */
export const mortgageDraftRef = (applicationId: string): DraftRef => ({ applicationId, section: 'mortgage-details' });

/** The signed-in person's profile as last loaded (LoggedUser), if it is. */
export function profileOf(state: QueryCacheRootState): Profile | undefined {
  return loggedUserQuery.select(state).data;
}

/** The wizard's current mortgage answers (its formValues). */
export function currentMortgageValues(state: QualificationEpicState): MortgageDetailsValues {
  return mortgageValuesOf(selectWizard(state, FLOW).formValues);
}

/**
 * An error the client itself raises before calling the server (a check the form should already have made, or data
 * not loaded): shown like a server message (§8 `detail`).
 */
export function clientError(detail: string): HttpError {
  return { status: 400, data: { detail }, error: 'rejected by the client before sending' };
}
