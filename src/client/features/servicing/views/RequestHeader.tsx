import { Alert } from '../../../ui';
import type { RequestHeaderView } from '../requestView';

/**
 * Where a request stands (issue 11 §2): its status and, for one a manager approves, the approval; the reason the
 * homeowner is given for a decline, block or cancellation; who acts next. A live region, so a change a poll brings
 * is announced.
 */
export function RequestHeader({ header }: { header: RequestHeaderView }) {
  return (
    <section aria-labelledby="svc-status" className="card" data-ops-changed="request">
      <h2 id="svc-status">Where your request stands</h2>
      <p>{header.help}</p>
      <div role="status">
        <dl className="svc-figures">
          <div>
            <dt>Status</dt>
            <dd>{header.statusLabel}</dd>
          </div>
          {header.approvalLabel ? (
            <div>
              <dt>Approval</dt>
              <dd>{header.approvalLabel}</dd>
            </div>
          ) : null}
          <div>
            <dt>Who acts next</dt>
            <dd>{header.nextActor}</dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>{header.startedOn}</dd>
          </div>
          <div>
            <dt>Last change</dt>
            <dd>{header.updatedOn}</dd>
          </div>
        </dl>
      </div>
      {header.reason ? (
        <Alert tone={header.stopped ? 'warning' : 'info'} title="Why">
          {header.reason}
        </Alert>
      ) : null}
    </section>
  );
}
