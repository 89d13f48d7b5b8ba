import { payoffPanelView } from '../../../src/client/features/servicing/payoffView';
import { payoffStatement, WIRE } from './fixtures';

const today = '2026-06-10';

describe('the payoff panel (issue 11 §2)', () => {
  it('waits while no statement is issued', () => {
    expect(payoffPanelView(null, today)).toEqual({ state: 'waiting' });
  });

  it('asks for the acknowledgement first, showing amount, good-through, per diem and how it was computed — no wire details', () => {
    const panel = payoffPanelView(payoffStatement(), today);
    expect(panel.state).toBe('to-acknowledge');
    if (panel.state !== 'to-acknowledge') return;
    expect(panel.statement).toMatchObject({
      amount: '$91,234.56',
      goodThrough: '06/30/2026',
      perDiem: '$12.50 for each day after 06/30/2026',
      valuation: 'Full appraisal',
    });
    expect(panel.statement.lines.map((l) => l.amount)).toEqual(['$90,000.00', '$650.00', '−$65.44', '$150.00']);
    expect(panel).not.toHaveProperty('wire');
  });

  it('reveals the wire details and the number to confirm them on only once acknowledged', () => {
    const panel = payoffPanelView(payoffStatement({ acknowledged_at: '2026-06-05T10:00:00.000Z', wire_instructions: WIRE }), today);
    expect(panel.state).toBe('acknowledged');
    if (panel.state !== 'acknowledged') return;
    expect(panel.acknowledgedOn).toBe('06/05/2026');
    expect(panel.wire.rows.find((r) => r.label === 'Account number')?.value).toBe('000123456789');
    expect(panel.wire).toMatchObject({ verifyPhone: '(303) 555-0142', verifyPhoneHref: 'tel:3035550142' });
  });

  it('is expired when the server says so, or once its good-through date has passed — and then shows no wire details', () => {
    expect(payoffPanelView(payoffStatement({ expired: true }), today).state).toBe('expired');
    const past = payoffPanelView(payoffStatement({ acknowledged_at: '2026-06-05T10:00:00.000Z', wire_instructions: WIRE }), '2026-07-01');
    expect(past.state).toBe('expired');
    expect(past).not.toHaveProperty('wire');
    expect(payoffPanelView(payoffStatement(), '2026-06-30').state).toBe('to-acknowledge');
  });
});
