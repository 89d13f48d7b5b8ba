import { exhaustMap, filter, map, mergeMap, of, type Observable } from 'rxjs';
import type { Action } from '@reduxjs/toolkit';
// The contract's own modules, not its index: the index pulls every codec of the API into this chunk.
import type { Address } from '../../../../contract/entities';
import { qualify } from '../../../../contract/lead';
import { parseDisqualificationReason, unableToOfferPath } from '../../../../domain/disqualification';
import { normaliseZip } from '../../../../domain/validation/address';
import { outcomeOf, type CommandAction, type CommandCreator } from '../../../kernel/actions';
import type { AppEpic } from '../../../kernel/epic';
import type { Dependencies } from '../../../kernel/deps';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import type { HttpError } from '../../../kernel/http/types';
import {
  addressLineParsed,
  addressStageChanged,
  answerSaved,
  answerSaveFailed,
  chooseAddressStage,
  enterAddressLine,
  submitAddress,
  submitCreditEstimate,
  submitPhone,
  submitPropertyType,
  submitPropertyUsage,
  submitPropertyValue,
  type AddressForm,
  type StepAnswer,
} from '../actions';
import { parseAddressLine } from '../addressLine';
import type { FunnelRootState } from '../reducer';
import { qualificationRequestUpTo } from '../qualificationRequest';
import { firstIncompleteStep } from '../selectors';
import { nextStep, stepPath, type FunnelStep } from '../steps';
import { emitThenNavigate } from './navigateAfter';

/** Search stage "Continue": the line is split by the pure parser and the manual stage shows the result. */
export const enterAddressLineEpic: AppEpic<FunnelRootState> = (action$) =>
  action$.pipe(
    filter(enterAddressLine.match),
    map((cmd) => outcomeOf(cmd, addressLineParsed, { line: cmd.payload.line, draft: parseAddressLine(cmd.payload.line) })),
  );

/** "Enter address manually" / "Search for my address instead". */
export const chooseAddressStageEpic: AppEpic<FunnelRootState> = (action$) =>
  action$.pipe(
    filter(chooseAddressStage.match),
    map((cmd) => outcomeOf(cmd, addressStageChanged, { stage: cmd.payload.stage })),
  );

/** An address as saved: trimmed, state upper-cased, zip as digits (§5), empty optional parts as null. */
export function toAddress(form: AddressForm): Address {
  const optional = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    street: form.street.trim(),
    unit_number: optional(form.unit_number),
    city: form.city.trim(),
    state: form.state.trim().toUpperCase(),
    zip_code: normaliseZip(form.zip_code),
    county: optional(form.county),
  };
}

/** Shown when a page is submitted without the earlier answers (e.g. state lost); the person is sent back to them. */
export const MISSING_ANSWERS_ERROR: HttpError = {
  status: 409,
  data: { detail: 'Some earlier answers are missing. Please answer the earlier questions first.' },
};

interface StepEpicSpec<P> {
  command: CommandCreator<P>;
  step: FunnelStep;
  toAnswer: (payload: P) => StepAnswer;
  /** Ask the qualification endpoint (§4 disqualification) before moving on. */
  qualifies: boolean;
}

/**
 * The epic of one answer page: merges the page's answer into the answers so far, asks `qualify` when the page has a
 * §4 disqualification (answers up to this page only), then saves and navigates — to the next page, or to the
 * unable-to-offer page of the reason. Double submits are ignored while one is running (exhaustMap). A failed call
 * answers `answerSaveFailed` and stays on the page, keeping what was typed.
 */
function answerStepEpic<P>(spec: StepEpicSpec<P>): AppEpic<FunnelRootState> {
  return (action$, state$, deps) =>
    action$.pipe(
      filter(spec.command.match),
      exhaustMap((cmd): Observable<Action> => {
        const answer = spec.toAnswer(cmd.payload);
        if (!spec.qualifies) return saved(action$, cmd, spec.step, answer, null, deps);
        const funnel = state$.value.funnel;
        const body = qualificationRequestUpTo({ ...funnel.answers, ...answer }, spec.step);
        if (!body) {
          const event = outcomeOf(cmd, answerSaveFailed, { step: spec.step, error: MISSING_ANSWERS_ERROR });
          return emitThenNavigate(action$, event, stepPath(firstIncompleteStep(funnel)), deps);
        }
        return deps.http.request(endpointRequest(qualify, { body })).pipe(
          mergeMap((result) => {
            if (!result.ok) return of(outcomeOf(cmd, answerSaveFailed, { step: spec.step, error: result.error }));
            // An unknown reason keeps the person on the flow rather than guessing a dead end (domain rule).
            const reason = result.value.qualified ? undefined : parseDisqualificationReason(result.value.reason);
            return saved(action$, cmd, spec.step, answer, reason ?? null, deps);
          }),
        );
      }),
    );
}

function saved(
  action$: Observable<Action>,
  cmd: CommandAction<unknown>,
  step: FunnelStep,
  answer: StepAnswer,
  disqualification: ReturnType<typeof parseDisqualificationReason> | null,
  deps: Pick<Dependencies, 'navigation'>,
): Observable<Action> {
  const event = outcomeOf(cmd, answerSaved, { step, answer, disqualification: disqualification ?? null });
  const next = nextStep(step);
  const path = disqualification ? unableToOfferPath(disqualification) : next ? stepPath(next) : stepPath(step);
  return emitThenNavigate(action$, event, path, deps);
}

/** Page 1: address → qualify (state_not_supported → /unable-to-offer/state-not-supported). */
export const submitAddressEpic = answerStepEpic({
  command: submitAddress,
  step: 'property_address',
  qualifies: true,
  toAnswer: (form) => ({ address: toAddress(form) }),
});

/** Page 2: property type → qualify (atypical_property → /unable-to-offer/atypical-property). */
export const submitPropertyTypeEpic = answerStepEpic({
  command: submitPropertyType,
  step: 'property_type',
  qualifies: true,
  toAnswer: (p) => ({ property_type: p.property_type }),
});

/** Page 3: property usage (no disqualification of its own at this step). */
export const submitPropertyUsageEpic = answerStepEpic({
  command: submitPropertyUsage,
  step: 'property_usage',
  qualifies: false,
  toAnswer: (p) => ({ property_usage: p.property_usage }),
});

/** Page 4: value and debt → qualify (home_value_too_high, minimum_investment_guideline_reached → dead ends). */
export const submitPropertyValueEpic = answerStepEpic({
  command: submitPropertyValue,
  step: 'property_value_debt',
  qualifies: true,
  toAnswer: (p) => ({ estimated_value: Math.round(p.estimated_value), estimated_debt: Math.round(p.estimated_debt) }),
});

/** Page 5: credit estimate → qualify (fico_too_low → /unable-to-offer/credit-score-too-low). */
export const submitCreditEstimateEpic = answerStepEpic({
  command: submitCreditEstimate,
  step: 'personal_details_equity',
  qualifies: true,
  toAnswer: (p) => ({ estimated_fico: p.estimated_fico }),
});

/** Page 8: phone (the page sends its 10 digits), then the applicants page. */
export const submitPhoneEpic = answerStepEpic({
  command: submitPhone,
  step: 'personal_details_phone',
  qualifies: false,
  toAnswer: (p) => ({ phone: p.phone }),
});
