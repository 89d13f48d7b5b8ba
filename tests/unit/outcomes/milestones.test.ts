import { CUSTOMER_STAGES } from '../../../src/domain/stages';
import { stageMilestones, type Milestone } from '../../../src/domain/stageTracker';

const states = (ms: readonly Milestone[]) => ms.map((m) => `${m.label}: ${m.state}`);

describe('stage tracker milestones (issue 12 §5)', () => {
  it('names every §4 customer stage in order: before the current one done, the current one current, the rest still to come', () => {
    const ms = stageMilestones({ customerStage: 'consent-to-proceed', closedLost: null });
    expect(ms.map((m) => m.key)).toEqual(CUSTOMER_STAGES);
    expect(states(ms)).toEqual([
      'In progress: done', 'Submitted for review: done', 'Under review: done', 'Consent to proceed: current',
      'Ordering title and appraisal: upcoming', 'Reviewing title and appraisal: upcoming', 'Preparing closing documents: upcoming',
      'Approved: upcoming', 'Sign closing documents: upcoming', 'Distributing funds: upcoming', 'Closed: upcoming',
    ]);
  });

  it('starts with the first stage current and nothing done', () => {
    const ms = stageMilestones({ customerStage: 'in-progress', closedLost: null });
    expect(ms.filter((m) => m.state === 'current').map((m) => m.key)).toEqual(['in-progress']);
    expect(ms.some((m) => m.state === 'done')).toBe(false);
  });

  it('marks every milestone done once funded (closed-won)', () => {
    expect(stageMilestones({ customerStage: 'closed', closedLost: null }).every((m) => m.state === 'done')).toBe(true);
  });

  it('never claims success for a denial: stops at the last stage reached and ends with "Application denied", not "Closed"', () => {
    const ms = stageMilestones({ customerStage: 'closed', closedLost: { outcome: 'denied', stage_reached: 'under-review' } });
    expect(states(ms)).toEqual(['In progress: done', 'Submitted for review: done', 'Under review: stopped', 'Application denied: outcome']);
    expect(ms.map((m) => m.label)).not.toContain('Closed');
    expect(ms.some((m) => m.state === 'current' || m.state === 'upcoming')).toBe(false);
  });

  it('shows a withdrawal the same way ("Application withdrawn"), also one withdrawn before submitting', () => {
    expect(states(stageMilestones({ customerStage: 'closed', closedLost: { outcome: 'withdrawn', stage_reached: 'in-progress' } })))
      .toEqual(['In progress: stopped', 'Application withdrawn: outcome']);
  });
});
