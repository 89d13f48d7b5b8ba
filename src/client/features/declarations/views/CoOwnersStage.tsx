import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { errorText } from '../../../../domain/errorText';
import { useSend, useSendAndAwait } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';
import { continueDeclarations, editDeclarationStage, openCoOwnerForm, removeCoOwner } from '../actions';
import { stageKey } from '../flow';
import { failureOf } from '../formErrors';
import type { PersonRow } from '../model';
import { OWNERSHIP_ISSUE_TEXT, type OwnershipIssue } from '../ownership';
import type { DeclarationsReadyView } from '../selectors';
import { answeringFor, COMPLEX_OWNERSHIP_NOTICE, STAGE_TITLES } from '../wording';
import { BackButton, StageFrame } from './StageFrame';
import { useSubmitWithOutcome } from './useOutcome';

/** One person of the list, with Edit and Remove (confirmed inline) for the primary applicant. */
function PersonCard({ view, person, index }: { view: DeclarationsReadyView; person: PersonRow; index: number }) {
  const send = useSend();
  const sendAndAwait = useSendAndAwait();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { applicationId } = view;
  const edit = () =>
    person.isPrimarySpouse
      ? send(editDeclarationStage({ applicationId, stage: stageKey('spouse-detail', 0) }))
      : send(openCoOwnerForm({ applicationId, index }));
  const remove = async () => {
    setRemoving(true);
    setError(null);
    const outcome = await sendAndAwait((correlationId) => removeCoOwner({ applicationId, partyUuid: person.uuid }, { correlationId }));
    const failure = failureOf(outcome);
    setRemoving(false);
    setConfirming(false);
    if (failure) setError(errorText(failure));
  };
  return (
    <li className="card">
      <p className="declarations-person__name">{person.name || 'Name not given'}</p>
      <p className="declarations-person__meta">
        {person.role}
        {person.isPrimarySpouse ? ' · Spouse' : ''} · {person.email}
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {view.model.meIsPrimary ? (
        confirming ? (
          <div className="actions" role="group" aria-label={`Remove ${person.name}?`}>
            <Button variant="secondary" mutates busy={removing} busyLabel="Removing…" onClick={() => void remove()}>
              Yes, remove {person.name}
            </Button>
            <Button variant="quiet" onClick={() => setConfirming(false)} disabled={removing}>
              Keep {person.name}
            </Button>
          </div>
        ) : (
          <div className="actions">
            <Button variant="secondary" onClick={edit}>
              Edit<span className="visually-hidden"> {person.name}</span>
            </Button>
            <Button variant="quiet" onClick={() => setConfirming(true)}>
              Remove<span className="visually-hidden"> {person.name}</span>
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

/** How each ownership issue is fixed (a button under its message). */
function IssueFix({ view, issue }: { view: DeclarationsReadyView; issue: OwnershipIssue }) {
  const send = useSend();
  const { applicationId, model } = view;
  const primary = model.applicants.find((a) => a.isPrimary);
  const married = primary ? model.answers[primary.uuid]?.marital_status === 'married' : false;
  const go = (stage: string) => send(editDeclarationStage({ applicationId, stage }));
  switch (issue) {
    case 'spouse-missing':
      return married ? (
        <Button variant="quiet" onClick={() => go(stageKey('spouse-detail', 0))}>
          Add your spouse
        </Button>
      ) : (
        <Button variant="quiet" onClick={() => go(stageKey('marital-status', 0))}>
          Change your marital status
        </Button>
      );
    case 'spouse-not-on-title':
      return (
        <Button variant="quiet" onClick={() => go(stageKey('spouse-detail', 0))}>
          Update your spouse’s details
        </Button>
      );
    case 'co-owner-missing':
      return (
        <Button variant="quiet" onClick={() => send(openCoOwnerForm({ applicationId, index: model.people.length }))}>
          Add a co-owner
        </Button>
      );
    case 'unexpected-owners':
      return (
        <Button variant="quiet" onClick={() => go(stageKey('another-person-on-title', 0))}>
          Change who is on the title
        </Button>
      );
  }
}

/** The ownership issues of the primary applicant's answer, each with its fix (also used by the review). */
export function OwnershipIssues({ view }: { view: DeclarationsReadyView }) {
  const issues = view.model.ownershipIssues;
  if (issues.length === 0) return null;
  return (
    <Alert tone="warning" title="Please check who owns the home">
      <ul className="declarations-problems">
        {issues.map((issue) => (
          <li key={issue}>
            {OWNERSHIP_ISSUE_TEXT[issue]} <IssueFix view={view} issue={issue} />
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Co-owners and non-owning occupants (primary applicant only): the people with their §2 role labels, add / edit /
 * remove, and Continue — refused while the ownership answer names someone who is not added yet.
 */
export function CoOwnersStage({ view }: { view: DeclarationsReadyView }) {
  const send = useSend();
  const submit = useSubmitWithOutcome();
  const { model, applicationId, applicant } = view;
  if (!applicant) return null;
  const ownership = model.answers[applicant.uuid]?.ownership;
  return (
    <StageFrame view={view} title={STAGE_TITLES['co-owners']} lead={answeringFor(applicant)}>
      <p>
        Add everyone else who is on the title of the home (co-owners), and anyone over 18 who lives there but does not own
        it (non-owning occupants).
      </p>
      {ownership === 'complex' ? <Alert tone="info">{COMPLEX_OWNERSHIP_NOTICE}</Alert> : null}
      <OwnershipIssues view={view} />
      <h2 id="declarations-people">People on the application</h2>
      {model.people.length === 0 ? (
        <p>No one else is on the application yet.</p>
      ) : (
        <ul className="declarations-people" aria-labelledby="declarations-people">
          {model.people.map((person, index) => (
            <PersonCard key={person.uuid} view={view} person={person} index={index} />
          ))}
        </ul>
      )}
      {model.meIsPrimary ? (
        <p>
          <Button variant="secondary" onClick={() => send(openCoOwnerForm({ applicationId, index: model.people.length }))}>
            Add a co-owner or occupant
          </Button>
        </p>
      ) : (
        <p>Only the primary applicant can add or remove people.</p>
      )}
      <Form
        onSubmit={() =>
          model.ownershipIssues.includes('co-owner-missing')
            ? { [FORM_ERROR]: OWNERSHIP_ISSUE_TEXT['co-owner-missing'] }
            : submit((correlationId) => continueDeclarations({ applicationId }, { correlationId }))
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormActions submitting={submitting} label="Continue">
              <BackButton view={view} />
            </FormActions>
          </form>
        )}
      />
    </StageFrame>
  );
}
