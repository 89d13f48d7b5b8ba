import { useState } from 'react';
import { Form } from 'react-final-form';
import { ChoiceField } from '../../../ui/form/ChoiceField';
import { FormActions } from '../../../ui/form/FormActions';
import { saveSpouse } from '../actions';
import { fromYesNo, toYesNo, YES_NO_CHOICES, type YesNo } from '../../../../domain/yesNo';
import { otherEmails } from '../model';
import { PERSON_FIELDS, personFormValues, toPersonInput, type PersonFormValues } from '../person';
import type { DeclarationsReadyView } from '../selectors';
import { answeringFor, questionOf, STAGE_TITLES } from '../wording';
import { CHOOSE_ANSWER_MESSAGE } from './ChoiceQuestionStage';
import { PersonFields } from './PersonFields';
import { BackButton, StageFrame } from './StageFrame';
import { useSubmitWithOutcome } from './useOutcome';

type SpouseValues = PersonFormValues & { on_title?: YesNo };

const SPOUSE_FIELDS = [...PERSON_FIELDS, 'on_title'] as const;

/**
 * Spouse detail (§2): the spouse's names, email, phone, birth date and whether they are on the title. Saved with §7
 * `PUT /v1/customer/profile/{applicantUUID}/spouse/` (created, or updated when already linked); server field errors
 * show at their fields.
 */
export function SpouseStage({ view }: { view: DeclarationsReadyView }) {
  const applicant = view.applicant;
  const submit = useSubmitWithOutcome(SPOUSE_FIELDS);
  const [initial] = useState<SpouseValues>(() => ({
    ...personFormValues(applicant?.spouse ?? null),
    on_title: applicant?.spouse ? toYesNo(applicant.spouse.onTitle) : undefined,
  }));
  if (!applicant) return null;
  const others = otherEmails(view.model, applicant.spouse?.profileUuid ?? null);
  const title = applicant.isMe ? 'Your spouse' : `${applicant.name}’s spouse`;
  return (
    <StageFrame view={view} title={STAGE_TITLES['spouse-detail']} lead={answeringFor(applicant)}>
      <Form<SpouseValues>
        initialValues={initial}
        onSubmit={(values) =>
          submit((correlationId) =>
            saveSpouse(
              {
                applicationId: view.applicationId,
                applicantProfileUuid: applicant.profileUuid,
                onTitle: fromYesNo(values.on_title) === true,
                person: toPersonInput(values),
              },
              { correlationId },
            ),
          )
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <h2>{title}</h2>
            <PersonFields others={others} />
            <ChoiceField<YesNo>
              name="on_title"
              legend={questionOf('spouse-detail', applicant)}
              choices={YES_NO_CHOICES}
              hint="The title is the legal record of who owns the home."
              validate={(v: unknown) => (v === 'yes' || v === 'no' ? undefined : CHOOSE_ANSWER_MESSAGE)}
            />
            <FormActions submitting={submitting} label="Save and continue" busyLabel="Saving your spouse’s details…">
              <BackButton view={view} />
            </FormActions>
          </form>
        )}
      />
    </StageFrame>
  );
}
