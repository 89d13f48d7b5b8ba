import { renderToStaticMarkup } from 'react-dom/server';
import { StageTracker } from '../../../src/client/ui/StageTracker';
import { stageMilestones } from '../../../src/domain/stageTracker';

describe('<StageTracker> (issue 12 §5)', () => {
  it('is an ordered list whose items say their state in words, with aria-current="step" on the current one only', () => {
    const html = renderToStaticMarkup(<StageTracker milestones={stageMilestones({ customerStage: 'under-review', closedLost: null })} label="Application stages" />);
    expect(html).toMatch(/^<ol class="tracker" aria-label="Application stages">/);
    expect(html.match(/<li/g)).toHaveLength(11);
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    // The current step's mark is a filled circle drawn by CSS (an empty mark); a done step's is a check mark (an SVG).
    expect(html).toMatch(/tracker__step--current" aria-current="step"><span class="tracker__mark" aria-hidden="true"><\/span><span class="tracker__label">Under review<span class="visually-hidden"> \(current step\)/);
    expect(html).toMatch(/tracker__step--done"><span class="tracker__mark" aria-hidden="true"><svg[^>]*><path[^>]*><\/path><\/svg><\/span><span class="tracker__label">In progress/);
    expect(html).toContain('In progress<span class="visually-hidden"> (completed)');
    expect(html).toContain('Closed<span class="visually-hidden"> (not started)');
  });

  it('for a denied application ends with the outcome as the current step, and no "Closed"', () => {
    const html = renderToStaticMarkup(<StageTracker milestones={stageMilestones({ customerStage: 'closed', closedLost: { outcome: 'denied', stage_reached: 'submitted-for-review' } })} label="Application stages" />);
    expect(html).toContain('Submitted for review<span class="visually-hidden"> (stopped here)');
    expect(html).toMatch(/aria-current="step">.*Application denied<span class="visually-hidden"> \(outcome\)/);
    expect(html).not.toContain('Closed');
  });
});
