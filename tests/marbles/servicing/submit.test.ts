import { FORM_ERROR } from 'final-form';
import { marbles } from 'rxjs-marbles/jest';
import { openRequest, stepSubmitFailed, stepSubmitted, submitStep, type StepRef } from '../../../src/client/features/servicing/actions';
import { submissionErrorsOf } from '../../../src/client/kernel/forms/serverErrors';
import { CHANGE_SETTLE_MS } from '../../../src/client/kernel/changes';
import { DRAFT_SAVE_DEBOUNCE_MS, editDraft, selectDraft, servicingStepDraft } from '../../../src/client/kernel/drafts';
import { servicingRequestQuery } from '../../../src/client/kernel/api/servicingQueries';
import type { HttpError } from '../../../src/client/kernel/http/types';
import { API_MS, APP_UUID, CHANGED_PATH, REQUEST_PATH, REQUEST_UUID, servicingHarness } from './harness';

const STEP: StepRef = { applicationId: APP_UUID, requestUuid: REQUEST_UUID, requestType: 'owner-buyout', stepKind: 'buyout-request' };
const DRAFT = servicingStepDraft(APP_UUID, REQUEST_UUID, 'buyout-request');
const SAVE_PATH = `${REQUEST_PATH}steps/buyout-request/`;
const SUBMIT_PATH = `${SAVE_PATH}submit/`;
const VALUES = { intended_date: '2026-09-01', funding_source: 'savings' };

describe('submitting a step (issue 11 §2: flush → save → submit → refresh), in virtual time', () => {
  it(
    'saves what was typed first, then submits, refreshes the request, reports the change and opens the next step',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, openRequest({ applicationId: APP_UUID, requestUuid: REQUEST_UUID }));
      t.at(1000, editDraft({ ...DRAFT, values: VALUES }));
      // Submitted before the pause in typing has passed: the submit flushes the draft itself.
      t.at(1200, submitStep(STEP, { correlationId: 'submit-1' }));
      m.flush();

      expect(t.log.filter((r) => r.method === 'PUT').map((r) => [r.at, r.path, r.body])).toEqual([[1200, SAVE_PATH, { revision: 1, values: VALUES }]]);
      // The submit waits for the save's answer.
      expect(t.times('POST', SUBMIT_PATH)).toEqual([1200 + API_MS]);
      const submitted = t.events(stepSubmitted.type);
      expect(submitted.map((e) => [e.at, e.action.payload, e.action.meta])).toEqual([[1200 + 2 * API_MS, STEP, { kind: 'event', correlationId: 'submit-1' }]]);
      // The request shown is the submit's answer at once: the step is done.
      const cached = servicingRequestQuery.select(t.state() as never, { uuid: REQUEST_UUID }).data;
      expect(cached?.steps.find((s) => s.kind === 'buyout-request')?.status).toBe('completed');
      expect(t.times('POST', CHANGED_PATH)).toEqual([1200 + 2 * API_MS + CHANGE_SETTLE_MS]);
      expect(t.deps.navigation.paths).toEqual([`/applications/${APP_UUID}/servicing/${REQUEST_UUID}/improvement-adjustment`]);
      // The pause in typing passing later sends nothing more: the server already holds those values.
      expect(1000 + DRAFT_SAVE_DEBOUNCE_MS).toBeLessThanOrEqual(m.scheduler.now());
      expect(t.log.filter((r) => r.method === 'PUT')).toHaveLength(1);
    }),
  );

  it(
    'submits at once when everything typed is already saved',
    marbles((m) => {
      const t = servicingHarness(m);
      t.at(0, openRequest({ applicationId: APP_UUID, requestUuid: REQUEST_UUID }));
      t.at(1000, editDraft({ ...DRAFT, values: VALUES }));
      t.at(5000, submitStep(STEP));
      m.flush();

      expect(t.times('PUT', SAVE_PATH)).toEqual([1000 + DRAFT_SAVE_DEBOUNCE_MS]);
      expect(t.times('POST', SUBMIT_PATH)).toEqual([5000]);
      expect(t.events(stepSubmitted.type)).toHaveLength(1);
    }),
  );

  it(
    'a failed save answers the form with its error and submits nothing; the values stay in the draft',
    marbles((m) => {
      const t = servicingHarness(m);
      t.server.failNext.set(`PUT ${SAVE_PATH}`, { status: 503, data: { detail: 'We are updating our systems. Try again in a minute.' } });
      t.at(0, openRequest({ applicationId: APP_UUID, requestUuid: REQUEST_UUID }));
      t.at(1000, editDraft({ ...DRAFT, values: VALUES }));
      t.at(1200, submitStep(STEP, { correlationId: 'submit-2' }));
      let draftAfterFailure: unknown;
      t.run(1200 + API_MS + 1, () => (draftAfterFailure = selectDraft(t.state() as never, DRAFT)));
      m.flush();

      const failed = t.events(stepSubmitFailed.type);
      expect(failed.map((e) => [e.at, e.action.meta.correlationId, (e.action.payload as { error: HttpError }).error.status])).toEqual([[1200 + API_MS, 'submit-2', 503]]);
      expect(t.times('POST', SUBMIT_PATH)).toEqual([]);
      expect(draftAfterFailure).toMatchObject({ status: 'failed', values: VALUES });
      expect(t.deps.navigation.paths).toEqual([]);
    }),
  );

  it(
    'a refusal (400) puts the server’s field errors on the fields and the rest above the button; nothing is lost',
    marbles((m) => {
      const t = servicingHarness(m);
      t.server.failNext.set(`POST ${SUBMIT_PATH}`, {
        status: 400,
        data: { detail: 'Some answers need attention.', errors: { intended_date: ['Choose a date within the next 12 months.'], documents: ['Upload your latest mortgage statement first.'] } },
      });
      t.at(0, openRequest({ applicationId: APP_UUID, requestUuid: REQUEST_UUID }));
      t.at(1000, editDraft({ ...DRAFT, values: VALUES }));
      t.at(3000, submitStep(STEP, { correlationId: 'submit-3' }));
      m.flush();

      const failed = t.events(stepSubmitFailed.type);
      expect(failed).toHaveLength(1);
      const error = (failed[0]?.action.payload as { error: HttpError }).error;
      expect(submissionErrorsOf(error, (path) => path === 'intended_date' || path === 'funding_source')).toEqual({
        intended_date: 'Choose a date within the next 12 months.',
        [FORM_ERROR]: 'Some answers need attention. Upload your latest mortgage statement first.',
      });
      expect(selectDraft(t.state() as never, DRAFT).values).toEqual(VALUES);
      expect(t.times('POST', CHANGED_PATH)).toEqual([]);
    }),
  );
});
