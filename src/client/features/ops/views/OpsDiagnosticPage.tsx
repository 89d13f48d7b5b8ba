import { Fragment, useEffect, useId } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { selectIsOps } from '../../../kernel/session/selectors';
import { Button, Page } from '../../../ui';
import { ReadOnlyProvider } from '../../../ui/ReadOnly';
import { SectionState } from '../../../ui/SectionState';
import { closeDiagnostic, openDiagnostic, pauseDiagnostic, playDiagnostic, stepDiagnostic } from '../diagnosticActions';
import { selectReplay, type ReplayView } from '../diagnosticsProjection';
import { OpsNav } from './OpsNav';
import { ReplayState } from './ReplayState';
import { ReplayTimeline } from './ReplayTimeline';
import './ops.css';
import './diagnostics.css';

/**
 * `/ops/diagnostics/:diagnosticId` (docs/ops.md "Diagnostics"): one shared diagnostic replayed through the portal's
 * own reducers. Its facts; a scrubber (range) with Back, Forward and Play; the timeline in words, errors marked; and at
 * the current step the page the customer was on and what it showed. It opens at the last step (what the customer saw
 * when they shared it). Read only: opening it sends nothing and changes nothing.
 */
export function OpsDiagnosticPage() {
  const isOps = useProjection(selectIsOps);
  const { diagnosticId = '' } = useParams();
  return isOps ? <Replay uuid={diagnosticId} /> : <Navigate to={`/ops/sign-in?next=${encodeURIComponent('/ops/diagnostics')}`} replace />;
}

function Replay({ uuid }: { uuid: string }) {
  const send = useSend();
  useEffect(() => {
    send(openDiagnostic({ uuid }));
    return () => send(closeDiagnostic());
  }, [uuid, send]);
  const replay = useProjection(selectReplay);
  const title = replay.status === 'ready' ? `Diagnostic ${replay.data.code}` : 'Diagnostic';
  return (
    <ReadOnlyProvider readOnly={false}>
      <Page title={title} headerActions={<OpsNav current="diagnostics" />} kind="dashboard">
        <p>
          <Link to="/ops/diagnostics">All diagnostics</Link>
        </p>
        <SectionState section={replay} loadingLabel="Loading the diagnostic and its replay…" onRetry={() => send(openDiagnostic({ uuid }))}>
          {(view) => <ReplayBody view={view} />}
        </SectionState>
      </Page>
    </ReadOnlyProvider>
  );
}

function ReplayBody({ view }: { view: ReplayView }) {
  const send = useSend();
  const id = useId();
  const last = Math.max(0, view.count - 1);
  return (
    <>
      <section aria-labelledby={`${id}-facts`} className="card">
        <h2 id={`${id}-facts`}>About it</h2>
        <dl className="diag-facts">
          {view.facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        {view.applicationId ? (
          <p>
            <Link to={`/applications/${view.applicationId}`}>Open the customer’s application</Link> (read only, as it is now)
          </p>
        ) : null}
      </section>

      <section aria-labelledby={`${id}-replay`}>
        <h2 id={`${id}-replay`}>Replay</h2>
        <div className="diag-controls">
          <div className="field">
            <label htmlFor={`${id}-step`}>Step</label>
            <input
              id={`${id}-step`}
              type="range"
              min={0}
              max={last}
              step={1}
              value={view.index}
              aria-valuetext={view.stepText}
              onChange={(e) => send(stepDiagnostic({ index: Number(e.currentTarget.value) }))}
            />
          </div>
          <Button variant="secondary" disabled={view.index <= 0} onClick={() => send(stepDiagnostic({ index: view.index - 1 }))}>
            Back
          </Button>
          <Button variant="secondary" disabled={view.index >= last} onClick={() => send(stepDiagnostic({ index: view.index + 1 }))}>
            Forward
          </Button>
          {view.playing ? (
            <Button variant="secondary" onClick={() => send(pauseDiagnostic())}>
              Pause
            </Button>
          ) : (
            <Button variant="secondary" disabled={view.count === 0} onClick={() => send(playDiagnostic())}>
              Play
            </Button>
          )}
        </div>
        <p className="diag-step" aria-live="polite">
          {view.stepText}
        </p>
        <div className="diag-replay">
          <div>
            <h3>Timeline</h3>
            <ReplayTimeline rows={view.timeline} index={view.index} onStep={(index) => send(stepDiagnostic({ index }))} />
          </div>
          <section aria-labelledby={`${id}-state`} className="card diag-state">
            <h3 id={`${id}-state`}>What the customer’s page showed</h3>
            <ReplayState projection={view.projection} />
          </section>
        </div>
      </section>
    </>
  );
}
