import { lazy, Suspense } from 'react';
import type { OwnershipAnswer } from '../../../../contract/enums';
import { forFinalForm, oneOf, composeValidators, required } from '../../../../domain/formValidation';
import { useProjection } from '../../../kernel/react';
import type { Choice } from '../../../ui/form/ChoiceField';
import { submitSignup } from '../actions';
import type { FunnelRootState } from '../reducer';
import { browserTimeZone } from '../timeZone';
import { ChoiceStepForm } from './ChoiceStepForm';
import { FunnelFrame } from './FunnelFrame';

/** §3 ownership answers in plain language. */
export const OWNERSHIP_CHOICES: readonly Choice<OwnershipAnswer>[] = [
  { value: 'only_me', label: 'Only me' },
  { value: 'me_and_spouse', label: 'Me and my spouse' },
  { value: 'me_and_another', label: 'Me and another person', description: 'For example a partner, relative or friend.' },
  { value: 'me_spouse_and_others', label: 'Me, my spouse and other people' },
  { value: 'complex', label: 'It’s more complicated', description: 'For example the home is held in a trust or by a company.' },
];

const selectOwnership = (s: FunnelRootState) => s.funnel.answers.ownership;
// §5 bot check: the widget's slot loads after the page (the funnel's first load does not grow).
const FunnelBotCheck = lazy(() => import('./FunnelBotCheck'));
const validate = forFinalForm(composeValidators(required, oneOf(OWNERSHIP_CHOICES.map((c) => c.value))));

/**
 * `/applicants` — Spouse Profile Option Page (§2) for someone not signed in: who owns the home; Continue signs up
 * (account + first application, behind the §5 bot check) and goes to /create-user/{app_profile_uuid}.
 */
export default function ApplicantsPage() {
  const initial = useProjection(selectOwnership);
  return (
    <FunnelFrame step="applicants" title="Who owns the home?" lead="Tell us whose names are on the title of your home.">
      <ChoiceStepForm<OwnershipAnswer>
        name="ownership"
        legend="Owners of the home"
        choices={OWNERSHIP_CHOICES}
        initial={initial}
        validate={validate}
        command={(ownership, correlationId) => submitSignup({ ownership, timezone: browserTimeZone() }, { correlationId })}
        submitLabel="Create my account"
        busyLabel="Creating your account…"
        beforeSubmit={
          <Suspense fallback={null}>
            <FunnelBotCheck />
          </Suspense>
        }
      />
    </FunnelFrame>
  );
}

export { ApplicantsPage as Component };
