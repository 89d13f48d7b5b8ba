import {
  isDocumentUploadTask,
  taskDestination,
  taskDestinationKind,
  TASK_DESTINATION_LABELS,
} from '../../../src/domain/tasks';
import { APP_UUID, task, TASK_UUID } from '../app/fixtures';

const BASE = `/applications/${APP_UUID}`;
const plain = (task_type: string) => task({ task_type, document_type: null });

describe('task destinations (issue #4 §1 "a link into the right screen")', () => {
  it.each([
    ['complete-application', `${BASE}/sections`, 'Continue your application'],
    ['qualification', `${BASE}/qualification`, 'Answer the qualification questions'],
    ['review-investment-estimate', `${BASE}/offer`, 'Review your Investment Estimate'],
    ['sign-closing-documents', `${BASE}/tasks/sign`, 'Sign your documents'],
    ['set-password', `${BASE}/tasks#password`, 'Set your password'],
    // issue 12 §1: the closing tasks have screens of their own.
    ['schedule-appraisal', `${BASE}/closing/appraisal`, 'Schedule your appraisal'],
    ['confirm-closing-details', `${BASE}/closing/details`, 'Confirm your closing details'],
    ['review-closing-statement', `${BASE}/closing/statement`, 'Review your closing statement'],
    ['confirm-wire-details', `${BASE}/closing/wire`, 'Confirm your wire details'],
    ['something-new-from-the-backend', BASE, 'Go to your application'],
  ])('%s → %s', (type, href, label) => {
    expect(taskDestination(plain(type), APP_UUID)).toMatchObject({ href, label });
  });

  it('sends a task with a document_type to the documents page with the task and the type', () => {
    const t = task({ task_type: 'property--home-owners-insurance', document_type: 'homeowners-insurance-policy' });
    expect(taskDestination(t, APP_UUID)).toEqual({
      kind: 'documents',
      label: TASK_DESTINATION_LABELS.documents,
      href: `${BASE}/documents?task=${TASK_UUID}&type=homeowners-insurance-policy`,
    });
  });

  it('treats a task whose type is a §3 document type as a document upload of that type', () => {
    expect(taskDestination(plain('mortgage-statement'), APP_UUID).href).toBe(`${BASE}/documents?task=${TASK_UUID}&type=mortgage-statement`);
  });

  it('sends document-upload task types without a named document type to the documents page, without a type', () => {
    for (const type of ['verify-identity', 'property--home-owners-insurance', 'servicing--proof-of-transfer-to-trust']) {
      expect(taskDestination(plain(type), APP_UUID).href).toBe(`${BASE}/documents?task=${TASK_UUID}`);
    }
  });

  it('lets a document_type win over a task type that has its own screen', () => {
    expect(taskDestinationKind(task({ task_type: 'complete-application', document_type: 'passport' }))).toBe('documents');
  });

  it('tells document-upload tasks from the rest', () => {
    expect(isDocumentUploadTask(plain('payoff-statement'))).toBe(true);
    expect(isDocumentUploadTask(plain('sign-closing-documents'))).toBe(false);
    expect(isDocumentUploadTask(task({ task_type: 'anything', document_type: 'w2-most-recent' }))).toBe(true);
  });

  it('escapes the application id in links', () => {
    expect(taskDestination(plain('complete-application'), 'a/b').href).toBe('/applications/a%2Fb/sections');
  });
});
