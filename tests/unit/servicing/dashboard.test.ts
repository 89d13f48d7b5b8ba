import { SERVICING_REQUEST_TYPE } from '../../../src/contract/enums';
import {
  catalogueView, investmentView, NOT_FUNDED_CATALOGUE_TEXT, requestSummaries, SETTLED_CATALOGUE_TEXT, SETTLEMENT_NOTICE_TITLE, teamView,
} from '../../../src/client/features/servicing/dashboardView';
import { SERVICING_REQUESTS } from '../../../src/domain/servicing/requestTypes';
import { SETTLEMENT_DURATION_TEXT, settlementExplanation } from '../../../src/domain/servicing/settlement';
import { dealTeam } from '../app/fixtures';
import { APP_UUID, investment, OTHER_REQUEST_UUID, request, REQUEST_UUID, task } from './fixtures';
import { refinanceTaskView } from '../../../src/client/features/servicing/refinanceView';

const figure = (view: ReturnType<typeof investmentView>, label: string) => view.figures.find((f) => f.label === label)?.value;

describe('investment dashboard figures (issue 11 §2)', () => {
  const threeYearsIn = investmentView(investment(), '2029-01-15');

  it('shows the amount, funding date, equity share, term end and time left in §9 formats', () => {
    expect(figure(threeYearsIn, 'Investment amount')).toBe('$60,000');
    expect(figure(threeYearsIn, 'Funded on')).toBe('01/15/2026');
    expect(figure(threeYearsIn, 'Equity share')).toBe('15.0%');
    expect(figure(threeYearsIn, 'Term ends on')).toBe('01/15/2036');
    expect(figure(threeYearsIn, 'Time left')).toBe('7 years left');
  });

  it('names the latest home value with where it came from and when', () => {
    expect(figure(threeYearsIn, 'Latest home value')).toBe('$500,000 (Appraisal at funding, 01/10/2026)');
  });

  it('estimates the settlement today as the share of the latest value, labelled with how it is computed', () => {
    const estimate = threeYearsIn.estimate;
    expect(estimate?.amount).toBe('$75,000.00');
    expect(estimate?.capped).toBe(false);
    expect(estimate?.explanation).toBe(settlementExplanation(15));
  });

  it('tabulates the settlement at 10% and 5% lower and higher values, today’s value marked', () => {
    const rows = threeYearsIn.estimate?.rows ?? [];
    expect(rows.map((r) => [r.scenario, r.homeValue, r.amount])).toEqual([
      ['10% lower', '$450,000', '$67,500.00'],
      ['5% lower', '$475,000', '$71,250.00'],
      ['Today’s value', '$500,000', '$75,000.00'],
      ['5% higher', '$525,000', '$78,750.00'],
      ['10% higher', '$550,000', '$82,500.00'],
    ]);
    expect(rows.filter((r) => r.current).map((r) => r.scenario)).toEqual(['Today’s value']);
  });

  it('says when the cap, not the share, sets the amount (early in the term)', () => {
    const early = investmentView(investment(), '2026-07-15');
    expect(early.estimate?.capped).toBe(true);
    expect(early.estimate?.rows.every((r) => r.capped)).toBe(true);
  });

  it('tells how to settle and how long it takes from 12 months before the term end, not before', () => {
    expect(investmentView(investment(), '2034-12-14').notice).toBeNull();
    const due = investmentView(investment(), '2035-03-15').notice;
    expect(due?.title).toBe(SETTLEMENT_NOTICE_TITLE);
    expect(due?.text).toMatch(/refinanc.*sell.*savings/);
    expect(due?.duration).toBe(SETTLEMENT_DURATION_TEXT);
  });

  it('a settled investment says when and for how much, with no estimate, time left or notice', () => {
    const view = investmentView(
      investment({ status: 'settled', settled_on: '2035-06-01', settlement_amount_cents: 12_345_678, settlement_request_uuid: REQUEST_UUID as never }),
      '2035-07-01',
    );
    expect(view.settled).toBe('Settled on 06/01/2035 for $123,456.78.');
    expect(view.estimate).toBeNull();
    expect(view.notice).toBeNull();
    expect(figure(view, 'Time left')).toBeUndefined();
  });
});

describe('the request catalogue (issue 11 §2 "What would you like to do?")', () => {
  it('offers one card per request type, in the table’s order, with its label and sentence', () => {
    const { cards, note } = catalogueView([], investment(), APP_UUID);
    expect(note).toBeNull();
    expect(cards.map((c) => c.type)).toEqual(SERVICING_REQUEST_TYPE.values);
    expect(cards.find((c) => c.type === 'hoi-update')).toMatchObject({
      label: SERVICING_REQUESTS['hoi-update'].label,
      sentence: SERVICING_REQUESTS['hoi-update'].sentence,
      action: { kind: 'start' },
    });
  });

  it('links a type with an open request to it instead of starting another; finished ones do not count', () => {
    const open = request();
    const done = request({ uuid: OTHER_REQUEST_UUID as never, request_type: 'hoi-update', status: 'completed' });
    const { cards } = catalogueView([open, done], investment(), APP_UUID);
    expect(cards.find((c) => c.type === 'owner-buyout')?.action).toEqual({ kind: 'open', href: `/applications/${APP_UUID}/servicing/${REQUEST_UUID}` });
    expect(cards.find((c) => c.type === 'hoi-update')?.action).toEqual({ kind: 'start' });
  });

  it('offers nothing once the investment is settled, or before it is recorded, and says why', () => {
    expect(catalogueView([], investment({ status: 'settled', settled_on: '2035-06-01' }), APP_UUID)).toEqual({ cards: [], note: SETTLED_CATALOGUE_TEXT });
    expect(catalogueView([], null, APP_UUID)).toEqual({ cards: [], note: NOT_FUNDED_CATALOGUE_TEXT });
  });
});

describe('the homeowner’s requests and team', () => {
  it('lists each request with its type, status, who acts next and a link', () => {
    const list = requestSummaries(
      [request({ next_actor: 'manager', status: 'processing' }), request({ uuid: OTHER_REQUEST_UUID as never, request_type: 'other-change', status: 'declined', next_actor: null })],
      APP_UUID,
    );
    expect(list.map((r) => [r.typeLabel, r.statusLabel, r.nextActor, r.open])).toEqual([
      ['Buy out the investment', 'Being processed', 'A servicing manager', true],
      ['Something else', 'Declined', 'Nobody: this request is finished.', false],
    ]);
    expect(list[0]?.href).toBe(`/applications/${APP_UUID}/servicing/${REQUEST_UUID}`);
    expect(list[0]?.startedOn).toBe('05/01/2026');
  });

  it('counts the tasks waiting on the homeowner per request from the task groups, and shows none while they load', () => {
    const requests = [request(), request({ uuid: OTHER_REQUEST_UUID as never, request_type: 'other-change' })];
    const groups = [
      { category: 'buyout-docs' as const, request_uuid: REQUEST_UUID as never, request_type: 'owner-buyout' as const, request_status: 'processing' as const,
        tasks: [task(), task({ uuid: 'f0000000-0000-4000-8000-000000000002' as never }), task({ uuid: 'f0000000-0000-4000-8000-000000000003' as never, status: 'completed' })] },
      { category: 'servicing' as const, request_uuid: REQUEST_UUID as never, request_type: 'owner-buyout' as const, request_status: 'processing' as const,
        tasks: [task({ uuid: 'f0000000-0000-4000-8000-000000000004' as never, category: 'servicing' })] },
    ];
    expect(requestSummaries(requests, APP_UUID, groups).map((r) => r.tasksForYou)).toEqual([3, 0]);
    expect(requestSummaries(requests, APP_UUID).map((r) => r.tasksForYou)).toEqual([null, null]);
  });

  it('shows the assigned team members, the Transaction Specialist first', () => {
    const members = teamView(dealTeam({ transaction_specialist: { first_name: 'Tom', last_name: 'Spec', email: 'tom@provider.example', phone: '5125550101', meeting_url: null } }));
    expect(members.map((m) => [m.role, m.name, m.phone])).toEqual([
      ['Transaction Specialist', 'Tom Spec', '(512) 555-0101'],
      ['Home Equity Officer', 'Olivia Officer', '(512) 555-0100'],
    ]);
  });
});

describe('the {product} refinance card (ProductRefinanceTask data group)', () => {
  const base = {
    request_uuid: REQUEST_UUID as never, status: 'pending' as const, title: 'Refinance your investment', description: 'Tell us about the new loan.',
    lender_name: null, loan_amount: null, expected_closing_date: null, payoff_statement_uuid: null,
  };

  it('says what is not given yet rather than showing blanks', () => {
    expect(refinanceTaskView(base)).toMatchObject({ statusLabel: 'To do', lender: 'Not given yet', loanAmount: 'Not given yet', expectedClosing: 'Not set', payoffIssued: false });
  });

  it('shows the lender’s figures in §9 formats once given', () => {
    const view = refinanceTaskView({ ...base, lender_name: ' First Lender ', loan_amount: 425000, expected_closing_date: '2026-09-30', payoff_statement_uuid: 'c0000000-0000-4000-8000-000000000001' as never });
    expect(view).toMatchObject({ lender: 'First Lender', loanAmount: '$425,000', expectedClosing: '09/30/2026', payoffIssued: true });
  });
});
