import {
  checklistView, currentStepKind, requestHeaderView, stepScreenView, stepTasksView, timelineView,
} from '../../../src/client/features/servicing/requestView';
import { stepTitle } from '../../../src/client/features/servicing/labels';
import { APP_UUID, change, document, request, REQUEST_UUID, step, task, TASK_UUID } from './fixtures';

describe('the request page header (issue 11 §2)', () => {
  it('says the type, status, who acts next, and that a pending request can be canceled', () => {
    const header = requestHeaderView(request());
    expect(header).toMatchObject({ typeLabel: 'Buy out the investment', statusLabel: 'Open', nextActor: 'You', approvalLabel: null, canCancel: true, open: true });
  });

  it('shows the approval status and the reason the homeowner is given for a decline', () => {
    const header = requestHeaderView(
      request({ request_type: 'mortgage-refinance', status: 'declined', approval_status: 'declined', reason: 'Your new loan would leave too little equity.', next_actor: null }),
    );
    expect(header).toMatchObject({
      statusLabel: 'Declined',
      approvalLabel: 'Declined by a servicing manager',
      reason: 'Your new loan would leave too little equity.',
      stopped: true,
      nextActor: 'Nobody: this request is finished.',
      canCancel: false,
      open: false,
    });
  });

  it('cannot be canceled once the team is processing it (§4 transitions), and says why', () => {
    expect(requestHeaderView(request({ status: 'processing', next_actor: 'provider' }))).toMatchObject({
      canCancel: false, cancelNotice: 'Only a pending request can be canceled; contact your Transaction Specialist to stop it now.',
    });
    expect(requestHeaderView(request()).cancelNotice).toBeNull();
    expect(requestHeaderView(request({ status: 'canceled', next_actor: null })).cancelNotice).toBeNull();
    expect(requestHeaderView(request({ approval_status: 'waiting-manager-approval', next_actor: 'manager' })).approvalLabel).toBe(
      'Waiting for a servicing manager’s approval',
    );
  });
});

describe('the checklist of steps', () => {
  it('lists the steps in their order (by position, whatever the server’s order), each with status, actor and link', () => {
    const shuffled = request({ steps: [...request().steps].reverse() });
    const items = checklistView(shuffled, APP_UUID, 'improvement-adjustment');
    expect(items.map((i) => [i.position, i.title, i.statusLabel, i.actor])).toEqual([
      [1, 'Tell us about your buyout', 'To do', 'You'],
      [2, 'Claim home improvements', 'To do', 'You'],
      [3, 'Authorize a home valuation', 'To do', 'You'],
      [4, 'Review your payoff statement', 'Waiting on someone else', 'Our servicing team'],
    ]);
    expect(items.filter((i) => i.selected).map((i) => i.kind)).toEqual(['improvement-adjustment']);
    expect(items[2]?.href).toBe(`/applications/${APP_UUID}/servicing/${REQUEST_UUID}/authorize-hei-appraisal`);
  });

  it('opens on the first step the homeowner has to do, else the first unfinished, else none', () => {
    const first = request({ steps: [step('buyout-request', 1, { status: 'completed' }), step('improvement-adjustment', 2)] });
    expect(currentStepKind(first)).toBe('improvement-adjustment');
    const waiting = request({ steps: [step('buyout-request', 1, { status: 'completed' }), step('acknowledge-payoff-and-accept-wire-details', 2, { status: 'blocked', actor: 'provider' })] });
    expect(currentStepKind(waiting)).toBe('acknowledge-payoff-and-accept-wire-details');
    expect(currentStepKind(request({ steps: [step('buyout-request', 1, { status: 'completed' })] }))).toBeNull();
  });

  it('titles the insurance steps by the policy the request type is about', () => {
    expect(stepTitle('hoi-upload', 'hoi-update')).toBe('Upload your homeowners insurance policy');
    expect(stepTitle('hoi-policy-details', 'hoi-update-flood')).toBe('Flood insurance policy details');
    expect(stepTitle('hoi-policy-details', 'hoi-update-master')).toBe('Master insurance policy details');
    expect(stepTitle('other-change', 'other-change')).toBe('Describe the change');
  });
});

describe('canceling after the payoff statement (domain transitions)', () => {
  it('is not offered once a statement was issued, even while pending; the page says whom to contact', () => {
    const issued = request({
      history: [
        change('2026-05-01T10:00:00.000Z', 'pending', { event: 'submitted' }),
        change('2026-05-04T08:00:00.000Z', 'pending', { event: 'payoff-issued', actor: 'provider' }),
      ],
    });
    const header = requestHeaderView(issued);
    expect(header.canCancel).toBe(false);
    expect(header.cancelNotice).toMatch(/^Your payoff statement has been issued, so this request can no longer be canceled here\. .*contact your Transaction Specialist\.$/);
  });
});

describe('the request history', () => {
  it('is oldest first: what happened, when and by whom, with its note', () => {
    const r = request({
      history: [
        change('2026-05-03T09:00:00.000Z', 'pending', { event: 'approval-changed', approval_status: 'waiting-manager-approval', actor: 'customer' }),
        change('2026-05-01T10:00:00.000Z', 'pending', { event: 'submitted', note: 'Request started.' }),
        change('2026-05-02T11:00:00.000Z', 'pending', { event: 'step-completed', step_kind: 'improvement-adjustment' }),
        change('2026-05-04T08:00:00.000Z', 'pending', { event: 'payoff-issued', actor: 'provider' }),
        change('2026-05-06T15:00:00.000Z', 'declined', { approval_status: 'declined', actor: 'manager', note: 'Too little equity.' }),
        change('2026-05-07T15:00:00.000Z', 'transferred', { actor: 'system' }),
      ],
    });
    expect(timelineView(r).map((e) => [e.date, e.title, e.actor, e.note])).toEqual([
      ['05/01/2026', 'Request submitted', 'You', 'Request started.'],
      ['05/02/2026', 'Step done: Claim home improvements', 'You', null],
      ['05/03/2026', 'Waiting for a servicing manager’s approval', 'You', null],
      ['05/04/2026', 'Payoff statement issued', 'Our servicing team', null],
      ['05/06/2026', 'Declined', 'A servicing manager', 'Too little equity.'],
      ['05/07/2026', 'Continued in a new application', 'The portal, automatically', null],
    ]);
    expect(timelineView(r)[0]?.at).toBe('2026-05-01T10:00:00.000Z');
  });
});

describe('a step screen', () => {
  const today = '2026-05-10';

  it('is editable when the request is open and the step is the homeowner’s and pending', () => {
    const screen = stepScreenView(request(), 'buyout-request', today);
    expect(screen).toMatchObject({ editable: true, notice: null, context: { today, requestType: 'owner-buyout' } });
  });

  it('says why it cannot be changed: done, waiting on the team, or the request finished', () => {
    const done = request({ steps: [step('buyout-request', 1, { status: 'completed', submitted_at: '2026-05-04T12:00:00.000Z' })] });
    expect(stepScreenView(done, 'buyout-request', today)).toMatchObject({ editable: false, notice: 'Done: you completed this step on 05/04/2026.' });
    expect(stepScreenView(request(), 'acknowledge-payoff-and-accept-wire-details', today)).toMatchObject({ editable: false, notice: 'Waiting on our servicing team.' });
    expect(stepScreenView(request({ status: 'canceled' }), 'buyout-request', today)?.notice).toBe('This request is canceled; nothing more can be changed.');
  });

  it('starts from the values the server holds, and is null for a step the request does not have', () => {
    const saved = request({ steps: [step('buyout-request', 1, { revision: 3, values: { funding_source: 'savings' } })] });
    expect(stepScreenView(saved, 'buyout-request', today)?.savedValues).toEqual({ funding_source: 'savings' });
    expect(stepScreenView(saved, 'hoi-upload', today)).toBeNull();
  });
});

describe('a step’s documents', () => {
  it('are the step’s document tasks, each with what was sent for it (replaced ones left out)', () => {
    const payoffTask = task({ uuid: 'f0000000-0000-4000-8000-000000000002' as never, step_kind: 'acknowledge-payoff-and-accept-wire-details', document_type: null, task_type: 'servicing--payoff-request' });
    const otherStep = task({ uuid: 'f0000000-0000-4000-8000-000000000003' as never, step_kind: 'improvement-adjustment' });
    const docs = [
      document({ uuid: 'd0000000-0000-4000-8000-000000000009' as never, status: 'replaced' }),
      document({ status: 'rejected', rejection_reason: 'The statement is older than 60 days.' }),
    ];
    const view = stepTasksView([task(), payoffTask, otherStep], docs, REQUEST_UUID, 'buyout-request', true);
    expect(view).toHaveLength(1);
    expect(view[0]).toMatchObject({ uuid: TASK_UUID, title: 'Your latest mortgage statement', required: true, statusLabel: 'To do', canUpload: true });
    expect(view[0]?.documents.map((d) => [d.fileName, d.size, d.statusLabel, d.rejectionReason, d.canReplace])).toEqual([
      ['statement.pdf', '2 KB', 'Needs attention', 'The statement is older than 60 days.', true],
    ]);
  });

  it('offers no upload or replacement once the request is finished', () => {
    const view = stepTasksView([task()], [document({ status: 'rejected', rejection_reason: 'Blurry.' })], REQUEST_UUID, 'buyout-request', false);
    expect(view[0]).toMatchObject({ canUpload: false });
    expect(view[0]?.documents[0]?.canReplace).toBe(false);
  });
});
