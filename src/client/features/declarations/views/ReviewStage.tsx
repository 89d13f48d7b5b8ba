import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { useSend, useSendAndAwait } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import { editDeclarationStage, submitDeclarations } from '../actions';
import { reviewSections } from '../review';
import type { DeclarationsReadyView } from '../selectors';
import { REVIEW_TITLE } from '../wording';
import { OwnershipIssues } from './CoOwnersStage';
import { BackButton, StageFrame } from './StageFrame';

/**
 * The review: every applicant's answers with an "Edit" per answer (jumps to that question; after it, back here),
 * the ownership check, the problems of a failed submit each with a way to fix them, and "Submit declarations".
 */
export function ReviewStage({ view }: { view: DeclarationsReadyView }) {
  const send = useSend();
  const sendAndAwait = useSendAndAwait();
  const { applicationId } = view;
  const sections = reviewSections(view.model);
  const edit = (stage: string) => send(editDeclarationStage({ applicationId, stage }));
  return (
    <StageFrame view={view} title={REVIEW_TITLE} lead="Check each answer before you submit. You can change any of them.">
      {view.sectionStatus === 'completed' ? (
        <Alert tone="success" title="Your declarations are submitted">
          If you change an answer, submit them again. <Link to={`/applications/${applicationId}/sections`}>Back to your application</Link>
        </Alert>
      ) : null}
      <OwnershipIssues view={view} />
      {sections.map(({ applicant, rows }) => (
        <section key={applicant.uuid} aria-labelledby={`review-${applicant.uuid}`}>
          <h2 id={`review-${applicant.uuid}`}>
            {applicant.name} ({applicant.role})
          </h2>
          <dl className="declarations-review">
            {rows.map((row) => (
              <div className="declarations-review__row" key={row.stage}>
                <dt>{row.label}</dt>
                <dd>{row.missing ? <strong>{row.value}</strong> : row.value}</dd>
                <dd>
                  <Button variant="quiet" onClick={() => edit(row.stage)}>
                    Edit<span className="visually-hidden"> {row.label.toLowerCase()} for {applicant.name}</span>
                  </Button>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {view.submitProblems.length > 0 ? (
        <Alert tone="error" title="We couldn’t submit your declarations">
          <ul className="declarations-problems">
            {view.submitProblems.map((p, i) => (
              <li key={i}>
                {p.message}{' '}
                {p.fix ? (
                  <Button variant="quiet" onClick={() => edit(p.fix?.stage ?? '')}>
                    Fix this<span className="visually-hidden"> for {p.fix.applicantName}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Form
        onSubmit={async () => {
          await sendAndAwait((correlationId) => submitDeclarations({ applicationId }, { correlationId }));
          return undefined;
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Submitting your declarations…">
                Submit declarations
              </Button>
              <BackButton view={view} />
            </div>
          </form>
        )}
      />
    </StageFrame>
  );
}
