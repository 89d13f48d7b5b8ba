import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DOCUMENTS_KEY, documentsReducer } from '../../../src/client/features/documents/reducer';
import { filesChecked, uploadFailed, uploadProgressed, uploadQueued, uploadStarted, uploadUrlIssued } from '../../../src/client/kernel/uploads/actions';
import { UPLOADS_KEY, uploadsReducer } from '../../../src/client/kernel/uploads/reducer';
import { DocumentsPage } from '../../../src/client/features/documents/views/DocumentsPage';
import { documentsQuery } from '../../../src/client/kernel/api/closingQueries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import { queryFulfilled, queryStarted } from '../../../src/client/kernel/queryCache/actions';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import { APP_UUID, task, TASK_UUID } from '../app/fixtures';

function cached(ref: { key: string; name: string; args: unknown }, group: string, data: unknown): UnknownAction[] {
  return [queryStarted({ ...ref, group: group as never, requestId: 1, at: 0 }), queryFulfilled({ key: ref.key, name: ref.name, requestId: 1, data, at: 0 })];
}

const REJECTED = {
  uuid: '00000000-0000-4000-8000-000000000009', document_type: 'drivers-license', file_name: 'license.jpg', content_type: 'image/jpeg',
  size_bytes: 2048, status: 'rejected', source: 'customer', rejection_reason: 'The photo is blurry.', profile_uuid: null, task_uuid: null,
  replaces: null, created_at: '2026-05-03T10:00:00Z', uploaded_at: '2026-05-03T10:01:00Z',
};

function render(path: string, events: UnknownAction[]): string {
  const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, [DOCUMENTS_KEY]: documentsReducer, [UPLOADS_KEY]: uploadsReducer } });
  for (const e of events) store.dispatch(e);
  return renderToString(
    <StoreProvider store={toViewStore(store)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/applications/:applicationId/documents" element={<DocumentsPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ');
const ARGS = { uuid: APP_UUID };
const BASE = `/applications/${APP_UUID}/documents`;

describe('documents page (first render)', () => {
  it('has its title, the application navigation and a loading list', () => {
    const html = render(BASE, []);
    expect(html).toMatch(/<h1[^>]*>Your documents<\/h1>/);
    expect(html).toMatch(/<nav aria-label="Application"/);
    expect(html).toMatch(/aria-current="page"[^>]*>(?:(?!<\/a>).)*<span>Documents<\/span><\/a>/s);
    expect(text(html)).toContain('Loading your documents…');
  });

  it('offers the document types grouped by category and a file input that accepts the four types and the camera', () => {
    const html = render(BASE, cached(documentsQuery.subscribe(ARGS).payload, 'Document', []));
    expect(html).toMatch(/<label for="document-type">Document type<\/label>/);
    expect(html).toMatch(/<optgroup label="Government ID"><option value="drivers-license">Driver’s license<\/option>/);
    expect(html).not.toMatch(/value="credit-report"/);
    expect(html).toMatch(/<input id="document-files"[^>]*type="file"[^>]*multiple=""[^>]*accept="application\/pdf,image\/\*,\.pdf,\.jpg,\.jpeg,\.png,\.heic,\.heif"/);
    // The main chooser never forces the camera: only the separate "Take a photo" input (touch screens) has capture.
    expect(html).not.toMatch(/<input id="document-files"[^>]*capture=/);
    expect(html).toMatch(/<input id="document-files-camera"[^>]*type="file"[^>]*accept="image\/\*"[^>]*capture="environment"/);
    expect(html).toMatch(/<label for="document-files" class="btn btn--secondary drop__button">Choose files<\/label>/);
    expect(text(html)).toContain('You haven’t sent us any documents yet.');
  });

  it('preselects the type a task asks for (?task=…&type=…)', () => {
    const html = render(`${BASE}?task=${TASK_UUID}&type=homeowners-insurance-policy`, cached(tasksQuery.subscribe(ARGS).payload, 'Tasks', [task()]));
    expect(html).toMatch(/<option value="homeowners-insurance-policy" selected="">/);
    expect(text(html)).toContain('What we’ve asked for');
  });

  it('shows why a document was rejected, with a Replace button', () => {
    const t = text(render(BASE, cached(documentsQuery.subscribe(ARGS).payload, 'Document', [REJECTED])));
    expect(t).toContain('Driver’s license');
    expect(t).toContain('license.jpg · 2 KB');
    expect(t).toContain('Uploaded 05/03/2026');
    expect(t).toContain('Status: Needs attention');
    expect(t).toContain('Why: The photo is blurry.');
    expect(t).toContain('Replace Driver’s license “license.jpg”');
  });

  it('shows each upload’s progress and status, and refusals in an alert tied to the file input', () => {
    const id = 'upload-1';
    const html = render(BASE, [
      filesChecked({ applicationId: APP_UUID, refused: ['“x.docx” is a Word document; upload a PDF, JPEG, PNG or HEIC file.'] }),
      uploadQueued({ id, applicationId: APP_UUID, fileName: 'scan.pdf', documentType: 'mortgage-statement', total: 3_565_158 }),
      uploadStarted({ id }),
      uploadUrlIssued({ id, documentUuid: '00000000-0000-4000-8000-000000000001' }),
      uploadProgressed({ id, loaded: 1_258_291, total: 3_565_158 }),
      uploadQueued({ id: 'upload-2', applicationId: APP_UUID, fileName: 'late.pdf', documentType: 'mortgage-statement', total: 10 }),
      uploadFailed({ id: 'upload-2', message: 'We’re experiencing a temporary interruption in service. Please try again a little later.', retryable: true }),
    ]);
    expect(html).toMatch(/role="progressbar" aria-label="Upload of scan.pdf"[^>]*aria-valuemax="3565158" aria-valuenow="1258291" aria-valuetext="1.2 MB of 3.4 MB"/);
    expect(html).toMatch(/role="status" aria-live="polite">Uploading</);
    expect(text(html)).toContain('Cancel uploading scan.pdf');
    expect(text(html)).toContain('Try again uploading late.pdf');
    expect(html).toMatch(/aria-describedby="document-files-hint document-files-refused"/);
    expect(html).toMatch(/role="alert" id="document-files-refused"/);
    expect(text(html)).toContain('“x.docx” is a Word document; upload a PDF, JPEG, PNG or HEIC file.');
  });
});
