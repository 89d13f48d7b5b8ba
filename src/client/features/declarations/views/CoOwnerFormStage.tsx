import { useState } from 'react';
import { Form } from 'react-final-form';
import type { NewParty } from '../../../../contract/parties';
import { ChoiceField } from '../../../ui/form/ChoiceField';
import { FormActions } from '../../../ui/form/FormActions';
import { saveCoOwner } from '../actions';
import { otherEmails } from '../model';
import { PERSON_FIELDS, personFormValues, toPersonInput, type PersonFormValues } from '../person';
import type { DeclarationsReadyView } from '../selectors';
import { CHOOSE_ANSWER_MESSAGE } from './ChoiceQuestionStage';
import { PersonFields } from './PersonFields';
import { BackButton, StageFrame } from './StageFrame';
import { useSubmitWithOutcome } from './useOutcome';

type PartyType = NewParty['profile_type'];
type CoOwnerValues = PersonFormValues & { profile_type?: PartyType };

const PARTY_TYPE_CHOICES = [
  { value: 'co_owner', label: 'Yes, they are a co-owner', description: 'Their name is on the title with yours.' },
  { value: 'non_owning_occupant', label: 'No, they live in the home but do not own it', description: 'A non-owning occupant.' },
] as const satisfies ReadonlyArray<{ value: PartyType; label: string; description: string }>;

const FIELDS = [...PERSON_FIELDS, 'profile_type'] as const;

/**
 * Add or edit one co-owner or non-owning occupant (§3 `currentCoOwnerIndex` names who). The email must differ from
 * the applicant's and everyone else's (§5), checked here and by the server; server field errors show at the fields.
 * Saving returns to the list.
 */
export function CoOwnerFormStage({ view }: { view: DeclarationsReadyView }) {
  const person = view.editingPerson;
  const submit = useSubmitWithOutcome(FIELDS);
  const [initial] = useState<CoOwnerValues>(() => ({
    ...personFormValues(person),
    profile_type: person && person.profileType !== 'applicant' ? person.profileType : undefined,
  }));
  const others = otherEmails(view.model, person?.profileUuid ?? null);
  const title = person ? 'Edit a co-owner or occupant' : 'Add a co-owner or occupant';
  return (
    <StageFrame view={view} title={title} lead={person ? `Change ${person.name}’s details.` : 'Tell us who they are.'}>
      <Form<CoOwnerValues>
        initialValues={initial}
        onSubmit={(values) =>
          submit((correlationId) =>
            saveCoOwner(
              {
                applicationId: view.applicationId,
                partyUuid: person?.uuid ?? null,
                profileType: values.profile_type ?? 'co_owner',
                person: toPersonInput(values),
              },
              { correlationId },
            ),
          )
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            {person ? (
              <p>
                {person.role}: {person.name}
              </p>
            ) : (
              <ChoiceField<PartyType>
                name="profile_type"
                legend="Is this person on the title of the home?"
                choices={PARTY_TYPE_CHOICES}
                validate={(v: unknown) => (v === 'co_owner' || v === 'non_owning_occupant' ? undefined : CHOOSE_ANSWER_MESSAGE)}
              />
            )}
            <PersonFields others={others} />
            <FormActions submitting={submitting} label={person ? 'Save changes' : 'Add person'}>
              <BackButton view={view} />
            </FormActions>
          </form>
        )}
      />
    </StageFrame>
  );
}
