import { payoffIssued, requestHistory, requestStateOf } from '../../../../src/domain/servicing';

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 4, day, hour)).toISOString();

describe('issue 11 §2: a request’s history', () => {
  const submitted = { at: at(1), status: 'pending', approval_status: null, actor: 'customer', note: null } as const;
  const steps = [
    { kind: 'home-listing', position: 1, status: 'completed', actor: 'customer', submitted_at: at(1, 11) },
    { kind: 'improvement-adjustment', position: 2, status: 'completed', actor: 'customer', submitted_at: at(3) },
    { kind: 'authorize-hei-appraisal', position: 3, status: 'completed', actor: 'customer', submitted_at: at(5) },
    { kind: 'document-upload', position: 4, status: 'completed', actor: 'customer', submitted_at: at(8) },
    { kind: 'acknowledge-payoff-and-accept-wire-details', position: 5, status: 'pending', actor: 'customer', submitted_at: null },
  ] as const;

  it('lists the submission, every completed step, the statement issued and acknowledged, in time order with who and when', () => {
    const history = requestHistory([submitted], steps, [{ issued_at: at(12), acknowledged_at: at(13) }]);
    expect(history.map((h) => [h.event, h.step_kind, h.actor, h.at])).toEqual([
      ['submitted', null, 'customer', at(1)],
      ['step-completed', 'home-listing', 'customer', at(1, 11)],
      ['step-completed', 'improvement-adjustment', 'customer', at(3)],
      ['step-completed', 'authorize-hei-appraisal', 'customer', at(5)],
      ['step-completed', 'document-upload', 'customer', at(8)],
      ['payoff-issued', null, 'provider', at(12)],
      ['payoff-acknowledged', null, 'customer', at(13)],
    ]);
  });

  it('tells status changes from approval changes and carries the status in effect on every entry', () => {
    const history = requestHistory([
      submitted,
      { at: at(4), status: 'pending', approval_status: 'waiting-manager-approval', actor: 'customer', note: 'Sent to a servicing manager for approval.' },
      { at: at(6), status: 'declined', approval_status: 'declined', actor: 'manager', note: 'Too little equity.' },
    ], steps.slice(0, 3), []);
    expect(history.map((h) => [h.event, h.status, h.approval_status])).toEqual([
      ['submitted', 'pending', null],
      ['step-completed', 'pending', null],
      ['step-completed', 'pending', null],
      ['approval-changed', 'pending', 'waiting-manager-approval'],
      ['step-completed', 'pending', 'waiting-manager-approval'],
      ['status-changed', 'declined', 'declined'],
    ]);
  });

  it('keeps the order of one instant: submission, steps by position, statement issued and acknowledged, the payoff step, then status moves', () => {
    const now = at(1);
    const history = requestHistory(
      [submitted, { at: now, status: 'processing', approval_status: null, actor: 'provider', note: null }],
      [{ ...steps[4], status: 'completed', submitted_at: now }, { ...steps[1], submitted_at: now }, { ...steps[0], submitted_at: now }],
      [{ issued_at: now, acknowledged_at: now }],
    );
    expect(history.map((h) => h.step_kind ?? h.event)).toEqual([
      'submitted', 'home-listing', 'improvement-adjustment', 'payoff-issued', 'payoff-acknowledged', 'acknowledge-payoff-and-accept-wire-details', 'status-changed',
    ]);
  });

  it('leaves out steps not completed, and knows when a payoff statement was issued', () => {
    const history = requestHistory([submitted], steps, []);
    expect(history.filter((h) => h.event === 'step-completed')).toHaveLength(4);
    expect(payoffIssued(history)).toBe(false);
    const issued = requestHistory([submitted], steps, [{ issued_at: at(12), acknowledged_at: null }]);
    expect(payoffIssued(issued)).toBe(true);
    expect(requestStateOf({ status: 'pending', needs_approval: false, approval_status: null, history: issued }).payoff_issued).toBe(true);
  });
});
