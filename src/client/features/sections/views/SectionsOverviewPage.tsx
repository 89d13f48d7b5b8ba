import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router';
import type { AnyEventAction } from '../../../kernel/actions';
import { useProjection, useSend, useSendAndAwait } from '../../../kernel/react';
import { Alert, BackLink, Button, Page, ProgressBar } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { SectionState } from '../../../ui/SectionState';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import {
  applicationSubmitFailed, closeSectionsOverview, openSectionsOverview, retrySectionsOverview, submitApplicationCommand,
} from '../actions';
import { homePath } from '../sectionOrder';
import { makeSelectOverview, type OverviewView } from '../overview';
import { submissionErrorsOf } from '../serverErrors';

/** The overview's texts a person reads (besides titles and statuses). */
export const OVERVIEW_TEXTS = {
  title: 'Your application form',
  lead: 'Answer the qualification questions, then each section. You can come back and make changes until you submit.',
  notReady: 'Complete the qualification questions and every section to submit your application.',
  savingFirst: 'Your latest changes are still being saved.',
  submitted: 'Your application has been submitted. We will let you know what happens next.',
} as const;

function SubmitApplication({ applicationId, overview, unsavedDrafts }: { applicationId: string; overview: OverviewView; unsavedDrafts: boolean }) {
  const sendAndAwait = useSendAndAwait();
  const onSubmit = async () => {
    const outcome = await sendAndAwait<AnyEventAction>((correlationId) => submitApplicationCommand({ applicationId }, { correlationId }));
    return applicationSubmitFailed.match(outcome) ? submissionErrorsOf(outcome.payload.error, () => false) : undefined;
  };
  if (overview.submitted) return <Alert tone="success">{OVERVIEW_TEXTS.submitted}</Alert>;
  return (
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="overview-submit">
          <h2 id="overview-submit">Submit your application</h2>
          {!overview.canSubmit ? <p id="overview-submit-note">{OVERVIEW_TEXTS.notReady}</p> : null}
          {overview.canSubmit && unsavedDrafts ? <p id="overview-submit-note">{OVERVIEW_TEXTS.savingFirst}</p> : null}
          <FormError />
          <div className="actions">
            <Button
              type="submit"
              busy={submitting}
              busyLabel="Submitting your application…"
              disabled={!overview.canSubmit || unsavedDrafts}
              aria-describedby={!overview.canSubmit || unsavedDrafts ? 'overview-submit-note' : undefined}
            >
              Submit application
            </Button>
          </div>
        </form>
      )}
    />
  );
}

function Overview({ applicationId, overview, unsavedDrafts }: { applicationId: string; overview: OverviewView; unsavedDrafts: boolean }) {
  const q = overview.qualification;
  return (
    <>
      <ProgressBar value={overview.completeCount} min={0} max={overview.total} label="Application form progress" valueText={overview.progressText} />
      <section aria-labelledby="overview-qualification" className="card">
        <h2 id="overview-qualification">Qualification questions</h2>
        <p>
          Status: <strong>{q.statusLabel}</strong>
        </p>
        <Link to={q.href}>
          {q.actionLabel}
          <span className="visually-hidden"> the qualification questions</span>
        </Link>
      </section>
      <section aria-labelledby="overview-sections">
        <h2 id="overview-sections">Sections</h2>
        <ol className="list-plain">
          {overview.rows.map((row) => (
            <li className="card" key={row.section}>
              <h3>{row.title}</h3>
              <p>
                Status: <strong>{row.statusLabel}</strong>
              </p>
              <Link to={row.href}>
                {row.actionLabel}
                <span className="visually-hidden"> {row.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
      <SubmitApplication applicationId={applicationId} overview={overview} unsavedDrafts={unsavedDrafts} />
    </>
  );
}

/**
 * `/applications/:applicationId/sections` (§2 application form; issue #3 §2 "progress across sections is visible"):
 * the qualification questions first, then the eight sections in order (liens shown as Property Financing) with their
 * status and a Start / Continue / Make changes link, the progress "n of 8 complete", and "Submit application" once
 * everything is complete. A bad id → the applicants list (the epic sends them).
 */
export function SectionsOverviewPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openSectionsOverview({ applicationId }));
    return () => send(closeSectionsOverview({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectOverview(applicationId), [applicationId]);
  const { overview, unsavedDrafts } = useProjection(select);
  return (
    <Page title={OVERVIEW_TEXTS.title} lead={OVERVIEW_TEXTS.lead} nav={<ApplicationNav applicationId={applicationId} />} kind="form">
      <BackLink to={homePath(applicationId)} label="Back to home" />
      <SectionState section={overview} loadingLabel="Loading your application form…" onRetry={() => send(retrySectionsOverview({ applicationId }))}>
        {(data) => <Overview applicationId={applicationId} overview={data} unsavedDrafts={unsavedDrafts} />}
      </SectionState>
    </Page>
  );
}

/** The route module's page. */
export const Component = SectionsOverviewPage;
