import { createSelector } from 'reselect';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { NextStep } from '../../../../domain/tasks';
import { applicationFormQuery } from '../../../kernel/api/formQueries';
import type { QueryCacheRootState } from '../../../kernel/queryCache/reducer';
import type { Section } from '../../../kernel/queryCache/section';
import { useProjection, useSend } from '../../../kernel/react';
import { Card } from '../../../ui/Card';
import { LinkButton } from '../../../ui/LinkButton';
import { Loading } from '../../../ui/Loading';
import { Pill } from '../../../ui/Pill';
import { Page } from '../../../ui/Page';
import { ProgressBar } from '../../../ui/ProgressBar';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { closeApplicationHome, openApplicationHome, retryApplicationHome } from '../actions';
import { makeSelectApplicationHome } from '../selectors';
import { DealTeamCard } from './DealTeamCard';
import { SectionState } from '../../../ui/SectionState';
import { StageTracker } from '../../../ui/StageTracker';

/**
 * The "Your application form" card (issue #3 §2; §2 "base (Home / Make Changes)"): whether the qualification
 * questions are done and how many of the eight sections are complete, from the form overview. 'loading' until it
 * arrives; null when it failed (the card is left out; the rest of the home still shows).
 */
function makeSelectFormCard(applicationId: string) {
  return createSelector([(s: QueryCacheRootState) => applicationFormQuery.select(s, { uuid: applicationId })], (form) => {
    if (!form.data) return form.status === 'rejected' ? null : 'loading';
    const total = form.data.sections.length;
    const complete = form.data.sections.filter((x) => x.status === 'completed').length;
    const started = form.data.sections.some((x) => x.status !== 'not-started');
    return {
      qualificationDone: form.data.qualification_completed_at !== null,
      progressText: `${complete} of ${total} sections complete`,
      complete,
      total,
      submitted: form.data.submitted_at !== null,
      sectionsLink: complete === total ? 'Make changes' : started ? 'Continue your application' : 'Start your application',
    };
  });
}

function ApplicationFormCard({ applicationId }: { applicationId: string }) {
  const select = useMemo(() => makeSelectFormCard(applicationId), [applicationId]);
  const card = useProjection(select);
  if (!card) return null;
  if (card === 'loading') {
    return (
      <Card title="Your application form" className="home-form home-form--loading">
        <Loading label="Loading your application form…" />
      </Card>
    );
  }
  return (
    <Card title="Your application form" className="home-form" aside={card.submitted ? <Pill tone="success">Submitted</Pill> : undefined}>
      <ProgressBar value={card.complete} min={0} max={card.total} label="Application form progress" valueText={card.progressText} />
      <ul className="list-plain checklist">
        <li className="checklist__row">
          <span>Qualification questions</span>
          <span className="checklist__end">
            <Pill tone={card.qualificationDone ? 'success' : 'neutral'}>{card.qualificationDone ? 'Complete' : 'Not complete'}</Pill>
            <Link to={`/applications/${applicationId}/qualification`}>
              {card.qualificationDone ? 'Review' : 'Start'}
              <span className="visually-hidden"> the qualification questions</span>
            </Link>
          </span>
        </li>
        <li className="checklist__row">
          <span>Application sections</span>
          <span className="checklist__end">
            {card.submitted ? (
              <span>Your application has been submitted.</span>
            ) : (
              <Link to={`/applications/${applicationId}/sections`}>{card.sectionsLink}</Link>
            )}
          </span>
        </li>
      </ul>
    </Card>
  );
}

/**
 * The "What's next" card: by stage, the one thing to do now (its action a primary button) or what the provider is
 * doing. Announced politely when it changes (e.g. after the tasks refresh).
 */
function NextStepCard({ section, onRetry }: { section: Section<NextStep>; onRetry: () => void }) {
  return (
    <section aria-labelledby="home-next" className="card card--feature home-next" data-ops-changed="stage tasks">
      <h2 id="home-next">What’s next</h2>
      <SectionState section={section} loadingLabel="Loading what’s next…" onRetry={onRetry} reserve="slot-next">
        {(step) => (
          <div role="status">
            <p className="next-step__title">{step.title}</p>
            <p>{step.text}</p>
            {step.action ? (
              <p>
                <LinkButton to={step.action.href}>{step.action.label}</LinkButton>
              </p>
            ) : null}
          </div>
        )}
      </SectionState>
    </section>
  );
}

/**
 * `/applications/:applicationId` (§2 application page, §4 stages): the customer stage with the stage tracker (issue 12
 * §5: named milestones, done / current / still to come), message and suggested FAQ links, the property address, open tasks and the deal team. An id that is not a UUID, or
 * an application that is not the person's (404), sends them to the applicants list (the epic does it).
 */
export function ApplicationHomePage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openApplicationHome({ applicationId }));
    return () => send(closeApplicationHome({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectApplicationHome(applicationId), [applicationId]);
  const view = useProjection(select);
  const retry = () => send(retryApplicationHome({ applicationId }));

  return (
    <Page title="Your application" kind="dashboard" nav={<ApplicationNav applicationId={applicationId} current="home" />}>
      <div className="grid grid--2 home-grid">
        <div>
          <NextStepCard section={view.nextStep} onRetry={retry} />
          <ApplicationFormCard applicationId={applicationId} />
          <section aria-labelledby="home-tasks" className="home-tasks" data-ops-changed="tasks">
            <h2 id="home-tasks">Your tasks</h2>
            <SectionState section={view.tasks} loadingLabel="Loading your tasks…" onRetry={retry} reserve="slot-tasks">
              {(tasks) =>
                tasks.length === 0 ? (
                  <p>You have no open tasks right now.</p>
                ) : (
                  <ul className="list-plain">
                    {tasks.map((task) => (
                      <li className="card" key={task.uuid}>
                        <div className="card__header">
                          <h3>{task.title}</h3>
                          <Pill tone={task.status === 'pending' ? 'info' : 'warning'}>{task.statusLabel}</Pill>
                        </div>
                        <p>{task.description}</p>
                        {task.dueDate ? <p className="muted">Due {task.dueDate}</p> : null}
                        <p>
                          <Link to={task.link.href}>
                            {task.link.label}
                            <span className="visually-hidden">: {task.title}</span>
                          </Link>
                        </p>
                      </li>
                    ))}
                  </ul>
                )
              }
            </SectionState>
            <p>
              <Link to={`/applications/${encodeURIComponent(applicationId)}/tasks`}>See all tasks</Link>
            </p>
          </section>
        </div>
        <div>
          <SectionState section={view.application} loadingLabel="Loading your application…" onRetry={retry} reserve="slot-application">
            {(app) => (
              <>
                {/* data-ops-changed: the ops view flashes the parts a poll changed (§4); nothing for customers. */}
                <section aria-labelledby="home-stage" className="card home-stage" data-ops-changed="stage">
                  <h2 id="home-stage">Where your application is</h2>
                  <p>
                    <strong>{app.stage.name}</strong>
                  </p>
                  <StageTracker milestones={app.stage.milestones} label="Application stages" />
                  {app.stage.message ? <p>{app.stage.message}</p> : null}
                  {app.stage.faqs.length > 0 ? (
                    <>
                      <h3>Suggested reading</h3>
                      <ul>
                        {app.stage.faqs.map((faq) => (
                          <li key={faq.id}>
                            <Link to={`/applications/${app.uuid}/faq#${faq.id}`}>{faq.title}</Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </section>
                <section aria-labelledby="home-property" className="card home-property" data-ops-changed="property">
                  <h2 id="home-property">Your property</h2>
                  <p>
                    {app.address.line1}
                    <br />
                    {app.address.line2}
                  </p>
                </section>
              </>
            )}
          </SectionState>
          <section aria-labelledby="home-team" className="home-team">
            <h2 id="home-team">Your team</h2>
            <SectionState section={view.dealTeam} loadingLabel="Loading your team…" onRetry={retry} reserve="slot-team">
              {(team) => (
                <ul className="list-plain">
                  <DealTeamCard role="Home Equity Officer" contact={team.homeEquityOfficer} />
                  <DealTeamCard role="Transaction Specialist" contact={team.transactionSpecialist} />
                </ul>
              )}
            </SectionState>
          </section>
        </div>
      </div>
    </Page>
  );
}
