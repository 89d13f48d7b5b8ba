import type { CustomerDocument } from '../../../src/contract/documents';
import type { Task } from '../../../src/contract/tasks';
import { groupDocuments, requestedDocuments } from '../../../src/client/features/documents/selectors';
import { uploadRow } from '../../../src/client/kernel/uploads/selectors';
import type { UploadEntry } from '../../../src/client/kernel/uploads/reducer';

const doc = (over: Partial<CustomerDocument>): CustomerDocument =>
  ({
    uuid: '00000000-0000-4000-8000-000000000001',
    document_type: 'mortgage-statement',
    file_name: 'statement.pdf',
    content_type: 'application/pdf',
    size_bytes: 1_258_291,
    status: 'uploaded',
    source: 'customer',
    rejection_reason: null,
    profile_uuid: null,
    task_uuid: null,
    replaces: null,
    created_at: '2026-05-03T10:00:00Z',
    uploaded_at: '2026-05-03T10:01:00Z',
    ...over,
  }) as CustomerDocument;

const upload = (over: Partial<UploadEntry>): UploadEntry => ({
  id: 'upload-1', applicationId: 'a', fileName: 'scan.pdf', documentType: 'drivers-license', loaded: 0, total: 3_565_158, status: 'queued', ...over,
});

describe('documents list', () => {
  it('shows label, file, §9 size and date, and a customer-facing status', () => {
    const [group] = groupDocuments([doc({})]);
    expect(group?.heading).toBe('Property');
    expect(group?.documents[0]).toMatchObject({
      label: 'Mortgage statement', fileName: 'statement.pdf', size: '1.2 MB', uploadedOn: '05/03/2026', statusLabel: 'Received', canReplace: false,
    });
  });

  it('labels every status a customer can see', () => {
    const labels = (['uploading', 'uploaded', 'accepted', 'rejected'] as const).map((status) => groupDocuments([doc({ status, rejection_reason: status === 'rejected' ? 'Blurry' : null })])[0]?.documents[0]?.statusLabel);
    expect(labels).toEqual(['Uploading', 'Received', 'Accepted', 'Needs attention']);
  });

  it('says why a rejected document was refused and offers to replace it', () => {
    const view = groupDocuments([doc({ status: 'rejected', rejection_reason: 'The statement is more than 60 days old.' })])[0]?.documents[0];
    expect(view).toMatchObject({ rejectionReason: 'The statement is more than 60 days old.', canReplace: true });
  });

  it('groups by catalogue category in catalogue order and leaves out replaced documents', () => {
    const groups = groupDocuments([
      doc({ uuid: '00000000-0000-4000-8000-000000000001' as never, document_type: 'paystub-latest' }),
      doc({ uuid: '00000000-0000-4000-8000-000000000002' as never, document_type: 'drivers-license' }),
      doc({ uuid: '00000000-0000-4000-8000-000000000003' as never, document_type: 'passport', status: 'replaced' }),
      doc({ uuid: '00000000-0000-4000-8000-000000000004' as never, document_type: 'mortgage-statement' }),
    ]);
    expect(groups.map((g) => [g.heading, g.documents.map((d) => d.label)])).toEqual([
      ['Government ID', ['Driver’s license']],
      ['Property', ['Mortgage statement']],
      ['Paycheck stubs', ['Latest paystub']],
    ]);
  });

  it('has no date for a document still uploading', () => {
    expect(groupDocuments([doc({ status: 'uploading', uploaded_at: null })])[0]?.documents[0]?.uploadedOn).toBeNull();
  });
});

describe('upload rows', () => {
  it('shows bytes sent of the total in §9 sizes', () => {
    expect(uploadRow(upload({ status: 'uploading', loaded: 1_258_291 })).progressText).toBe('1.2 MB of 3.4 MB');
  });

  it('says where each upload stands and what can be done', () => {
    const row = (over: Partial<UploadEntry>) => {
      const r = uploadRow(upload(over));
      return [r.statusText, r.canCancel, r.canRetry];
    };
    expect(row({ status: 'queued' })).toEqual(['Waiting to upload', true, false]);
    expect(row({ status: 'uploading' })).toEqual(['Uploading', true, false]);
    expect(row({ status: 'completing' })).toEqual(['Checking your file', false, false]);
    expect(row({ status: 'done' })).toEqual(['Uploaded', false, false]);
    expect(row({ status: 'canceled' })).toEqual(['Canceled', false, false]);
    expect(row({ status: 'failed', error: 'No network.', retryable: true })).toEqual(['No network.', true, true]);
    expect(row({ status: 'failed', error: 'Not a PDF.', retryable: false })).toEqual(['Not a PDF.', true, false]);
  });
});

describe('requested documents', () => {
  const task = (over: Partial<Task>): Task =>
    ({ uuid: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', task_type: 'mortgage-statement', title: 'Upload your mortgage statement', description: '', status: 'pending', profile_uuid: null, created_at: '2026-03-01T10:00:00Z', due_date: null, document_type: 'mortgage-statement', ...over }) as Task;

  it('lists pending tasks that ask for a document, with the document’s label', () => {
    expect(requestedDocuments([task({}), task({ status: 'completed' }), task({ document_type: null, task_type: 'complete-application' })])).toEqual([
      { taskUuid: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', title: 'Upload your mortgage statement', documentType: 'mortgage-statement', label: 'Mortgage statement' },
    ]);
  });
});
