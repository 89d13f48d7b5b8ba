import { Alert } from '../../../ui/Alert';
import { MARITAL_STATUS_CHOICES, OWNERSHIP_CHOICES, RESIDENCY_CHOICES, TITLE_VESTING_CHOICES } from '../labels';
import type { DeclarationsReadyView } from '../selectors';
import { COMPLEX_OWNERSHIP_NOTICE } from '../wording';
import { ChoiceQuestionStage } from './ChoiceQuestionStage';
import { CoOwnerFormStage } from './CoOwnerFormStage';
import { CoOwnersStage } from './CoOwnersStage';
import { IntroStage } from './IntroStage';
import { ReviewStage } from './ReviewStage';
import { SpouseStage } from './SpouseStage';
import { YesNoDetailsStage } from './YesNoDetailsStage';
import './declarations.css';

/** The stage the wizard is at (each stage remounts its page, so focus moves to the new title). */
export function DeclarationsStage({ view }: { view: DeclarationsReadyView }) {
  const { stage } = view;
  if (stage.kind === 'intro') return <IntroStage view={view} />;
  if (stage.kind === 'review') return <ReviewStage view={view} />;
  switch (stage.stage) {
    case 'marital-status':
      return <ChoiceQuestionStage view={view} stage="marital-status" field="marital_status" choices={MARITAL_STATUS_CHOICES} />;
    case 'spouse-detail':
      return <SpouseStage view={view} />;
    case 'another-person-on-title':
      return (
        <ChoiceQuestionStage
          view={view}
          stage="another-person-on-title"
          field="ownership"
          choices={OWNERSHIP_CHOICES}
          hint="The title is the legal record of who owns the home."
          notice={(value) => (value === 'complex' ? <Alert tone="info">{COMPLEX_OWNERSHIP_NOTICE}</Alert> : null)}
        />
      );
    case 'co-owners':
      return <CoOwnersStage view={view} />;
    case 'co-owner':
      return <CoOwnerFormStage view={view} />;
    case 'title-vesting':
      return (
        <ChoiceQuestionStage
          view={view}
          stage="title-vesting"
          field="title_vesting"
          choices={TITLE_VESTING_CHOICES}
          hint="You can find it on your deed. If you are not sure, choose “I don’t know”."
        />
      );
    case 'residency':
      return <ChoiceQuestionStage view={view} stage="residency" field="residency" choices={RESIDENCY_CHOICES} />;
    case 'pending-lawsuits':
      return <YesNoDetailsStage view={view} stage="pending-lawsuits" />;
    case 'stacking':
      return <YesNoDetailsStage view={view} stage="stacking" />;
  }
}
