import { combineEpics } from 'redux-observable';
import type { AppEpic } from '../../kernel/epic';
import {
  chooseAddressStageEpic,
  enterAddressLineEpic,
  submitAddressEpic,
  submitCreditEstimateEpic,
  submitPhoneEpic,
  submitPropertyTypeEpic,
  submitPropertyUsageEpic,
  submitPropertyValueEpic,
} from './epics/answerEpics';
import { checkCodeAsTypedEpic, openVerificationLinkEpic } from './epics/codeCheckEpics';
import { confirmCodeEpic, sendVerificationCodeEpic, submitContactEpic } from './epics/contactEpics';
import { signUpForLaterEpic, submitSignupEpic } from './epics/signupEpics';
import type { FunnelRootState } from './reducer';

/** Every funnel epic, one per command; each answers its command with an outcome event (correlation id copied). */
export const funnelEpic: AppEpic<FunnelRootState> = combineEpics(
  enterAddressLineEpic,
  chooseAddressStageEpic,
  submitAddressEpic,
  submitPropertyTypeEpic,
  submitPropertyUsageEpic,
  submitPropertyValueEpic,
  submitCreditEstimateEpic,
  submitContactEpic,
  sendVerificationCodeEpic,
  confirmCodeEpic,
  checkCodeAsTypedEpic,
  openVerificationLinkEpic,
  submitPhoneEpic,
  submitSignupEpic,
  signUpForLaterEpic,
);
