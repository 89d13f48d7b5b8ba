import type { CustomerStage, InternalStage } from '../../../src/contract/enums';
import { nextStep, uploadDocumentsTitle, type NextStepInput } from '../../../src/domain/tasks';
import { APP_UUID, OTHER_USER_UUID, task, USER_UUID } from '../app/fixtures';

const BASE = `/applications/${APP_UUID}`;

function input(customerStage: CustomerStage, overrides: Partial<NextStepInput> = {}): NextStepInput {
  const stage: InternalStage = customerStage === 'closed' ? 'closed-won' : 'pending-doc-upload';
  return {
    applicationId: APP_UUID,
    stage,
    customerStage,
    ieAcknowledged: false,
    form: { qualificationDone: true, submitted: false },
    tasks: [],
    profileUuid: USER_UUID,
    ...overrides,
  };
}

const docTask = (n: number, over: Partial<ReturnType<typeof task>> = {}) =>
  task({ uuid: `0000000${n}-0000-4000-8000-000000000000` as never, document_type: 'mortgage-statement', ...over });

describe('"What’s next" on the application home (issue #4 §5)', () => {
  it('in progress: answers the qualification questions first, then finishes the application', () => {
    expect(nextStep(input('in-progress', { form: { qualificationDone: false, submitted: false } }))).toMatchObject({
      kind: 'answer-qualification',
      action: { href: `${BASE}/qualification` },
    });
    expect(nextStep(input('in-progress'))).toMatchObject({ kind: 'finish-application', title: 'Finish your application', action: { href: `${BASE}/sections` } });
    // Form overview not loaded yet: point to the application form, which leads on to whatever is missing.
    expect(nextStep(input('in-progress', { form: null })).kind).toBe('finish-application');
    expect(nextStep(input('in-progress', { form: { qualificationDone: true, submitted: true } })).kind).toBe('in-review');
  });

  it('submitted for review: counts the person’s pending document tasks', () => {
    const tasks = [
      docTask(1),
      docTask(2, { profile_uuid: USER_UUID as never }),
      docTask(3, { status: 'completed' }),
      docTask(4, { profile_uuid: OTHER_USER_UUID as never }),
      task({ task_type: 'schedule-appraisal', document_type: null }),
    ];
    expect(nextStep(input('submitted-for-review', { tasks }))).toEqual({
      kind: 'upload-documents',
      title: 'Upload 2 documents',
      text: expect.any(String),
      action: { label: 'Upload documents', href: `${BASE}/documents` },
    });
    expect(nextStep(input('submitted-for-review', { tasks: [docTask(1)] })).title).toBe('Upload 1 document');
    expect(nextStep(input('submitted-for-review', { tasks: [docTask(1, { status: 'completed' })] }))).toMatchObject({ kind: 'in-review', action: null });
  });

  it('under review: nothing to do', () => {
    expect(nextStep(input('under-review'))).toMatchObject({ kind: 'in-review', title: 'We’re reviewing your application', action: null });
  });

  it('consent to proceed: review the Investment Estimate until it is acknowledged, then thanks', () => {
    expect(nextStep(input('consent-to-proceed'))).toMatchObject({ kind: 'review-estimate', title: 'Review your Investment Estimate', action: { href: `${BASE}/offer` } });
    expect(nextStep(input('consent-to-proceed', { ieAcknowledged: true }))).toMatchObject({
      kind: 'ordering-title-and-appraisal',
      title: 'Thanks — we’re ordering title and appraisal',
      action: null,
    });
  });

  it('sign closing docs: links to the signing pages only while the person has a pending signing task', () => {
    const sign = (over: Partial<ReturnType<typeof task>>) => task({ task_type: 'sign-closing-documents', document_type: null, ...over });
    expect(nextStep(input('sign-closing-docs', { tasks: [sign({ profile_uuid: USER_UUID as never })] }))).toMatchObject({
      kind: 'sign-closing-docs',
      title: 'Sign your closing documents',
      action: { href: `${BASE}/tasks/sign` },
    });
    expect(nextStep(input('sign-closing-docs', { tasks: [sign({ profile_uuid: USER_UUID as never, status: 'completed' })] })).kind).toBe('waiting-for-signatures');
    expect(nextStep(input('sign-closing-docs', { tasks: [sign({ profile_uuid: OTHER_USER_UUID as never })] })).kind).toBe('waiting-for-signatures');
  });

  it('distributing funds, then closed: funded, or denied/withdrawn', () => {
    expect(nextStep(input('distributing-funds'))).toMatchObject({ kind: 'distributing-funds', title: 'Your funds are on the way', action: null });
    const won = nextStep(input('closed', { stage: 'closed-won' }));
    expect(won).toMatchObject({ kind: 'closed-won', title: 'Your Home Equity Investment is closed' });
    expect(won.text).toMatch(/funded/);
    const lost = nextStep(input('closed', { stage: 'closed-lost' }));
    expect(lost).toMatchObject({ kind: 'closed-lost', title: 'Your application is closed', action: null });
    expect(lost.text).toMatch(/declined or withdrawn/);
    expect(nextStep(input('closed', { stage: 'closed-lost', closedLostOutcome: 'withdrawn' })).text).toMatch(/withdrawn/);
  });

  it('says something for every customer stage, with a link only inside the application', () => {
    const stages: CustomerStage[] = [
      'in-progress', 'submitted-for-review', 'under-review', 'consent-to-proceed', 'ordering-title-and-appraisal',
      'reviewing-title-and-appraisal', 'preparing-closing-docs', 'approved', 'sign-closing-docs', 'distributing-funds', 'closed',
    ];
    for (const stage of stages) {
      const step = nextStep(input(stage));
      expect(step.title.length).toBeGreaterThan(0);
      expect(step.text.length).toBeGreaterThan(0);
      if (step.action) expect(step.action.href.startsWith(`${BASE}/`)).toBe(true);
    }
  });

  it('words the document count', () => {
    expect([uploadDocumentsTitle(1), uploadDocumentsTitle(3)]).toEqual(['Upload 1 document', 'Upload 3 documents']);
  });
});
