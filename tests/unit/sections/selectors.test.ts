import type { SectionName } from '../../../src/contract/sectionEnums';
import type { ApplicationForm } from '../../../src/contract/sections';
import { overviewOf } from '../../../src/client/features/sections/overview';
import { sectionPageOf } from '../../../src/client/features/sections/selectors';
import type { DraftView } from '../../../src/client/kernel/drafts/selectors';
import { SECTION_NAME } from '../../../src/contract/sectionEnums';

const APP = 'app-1';
const form = (done: readonly SectionName[], opts: { qualified?: boolean; submitted?: boolean } = {}): ApplicationForm => ({
  qualification_completed_at: opts.qualified === false ? null : '2026-01-01T00:00:00.000Z',
  sections: SECTION_NAME.values.map((section) => ({ section, status: done.includes(section) ? 'completed' : 'not-started', updated_at: null })),
  submitted_at: opts.submitted ? '2026-01-02T00:00:00.000Z' : null,
});

describe('form overview', () => {
  it('shows the eight sections in order, liens as Property Financing, with status, link and progress', () => {
    const view = overviewOf(APP, form(['personal-information', 'investment-information']), new Set(['property-information']));
    expect(view.rows.map((r) => [r.title, r.statusLabel, r.actionLabel])).toEqual([
      ['Personal information', 'Complete', 'Make changes'],
      ['Investment information', 'Complete', 'Make changes'],
      ['Property information', 'In progress', 'Continue'],
      ['Housing expense', 'Not started', 'Start'],
      ['Mortgage details', 'Not started', 'Start'],
      ['Property Financing', 'Not started', 'Start'],
      ['Payoffs', 'Not started', 'Start'],
      ['Declarations', 'Not started', 'Start'],
    ]);
    expect(view.rows[5]?.href).toBe('/applications/app-1/sections/liens');
    expect(view.progressText).toBe('2 of 8 complete');
    expect(view.canSubmit).toBe(false);
  });

  it('can be submitted only when the qualification and all eight sections are complete, and not twice', () => {
    expect(overviewOf(APP, form(SECTION_NAME.values), new Set()).canSubmit).toBe(true);
    expect(overviewOf(APP, form(SECTION_NAME.values, { qualified: false }), new Set()).canSubmit).toBe(false);
    const submitted = overviewOf(APP, form(SECTION_NAME.values, { submitted: true }), new Set());
    expect([submitted.canSubmit, submitted.submitted]).toEqual([false, true]);
  });
});

const draft = (over: Partial<DraftView>): DraftView => ({ values: undefined, revision: 0, savedRevision: 0, status: 'idle', error: undefined, ready: true, ...over });
const record = (revision: number, values: object) => ({ status: 'fulfilled' as const, data: { revision, values, status: 'in-progress' as const } });

describe('section page initial values', () => {
  it('waits until the draft is opened (a kept copy may be about to be restored)', () => {
    expect(sectionPageOf(record(2, { a: 1 }), draft({ ready: false })).phase).toBe('loading');
  });

  it('starts from the newer draft of this device, else from the saved record', () => {
    expect(sectionPageOf(record(2, { a: 'server' }), draft({ values: { a: 'typed' }, revision: 3 }))).toMatchObject({ phase: 'ready', initialValues: { a: 'typed' } });
    expect(sectionPageOf(record(5, { a: 'server' }), draft({ values: { a: 'old' }, revision: 3 }))).toMatchObject({ phase: 'ready', initialValues: { a: 'server' } });
  });

  it('shows the §8 error (with retry) when the record cannot be loaded and nothing is kept here', () => {
    const failed = { status: 'rejected' as const, error: { status: 'FETCH_ERROR' as const, data: undefined } };
    expect(sectionPageOf(failed, draft({}))).toMatchObject({ phase: 'error' });
    expect(sectionPageOf(failed, draft({ values: { a: 1 }, revision: 1 }))).toMatchObject({ phase: 'ready', initialValues: { a: 1 } });
  });
});
