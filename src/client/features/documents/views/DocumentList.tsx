import type { DocumentStatus } from '../../../../contract/documentEnums';
import { Button } from '../../../ui/Button';
import { Pill, type PillTone } from '../../../ui/Pill';
import type { DocumentGroupView, DocumentView, RequestedDocumentView } from '../selectors';

/** The pill's tone of each listed document status (the words carry it: Uploading, Received, Accepted, Needs attention). */
const TONES: Readonly<Record<Exclude<DocumentStatus, 'replaced'>, PillTone>> = { uploading: 'info', uploaded: 'info', accepted: 'success', rejected: 'error' };

/** A status pill read as "Status: …". */
function StatusPill({ tone, label }: { tone: PillTone; label: string }) {
  return (
    <Pill tone={tone}>
      <span className="visually-hidden">Status: </span>
      {label}
    </Pill>
  );
}

/** What the team asked for, as checklist rows: title, document type, "Needed", and Upload (picks the type and task). */
export function RequestedList({ requested, onUpload }: { requested: readonly RequestedDocumentView[]; onUpload: (taskUuid: string, type: RequestedDocumentView['documentType']) => void }) {
  return (
    <ul className="doc-checklist">
      {requested.map((r) => (
        <li className="doc-checklist__row" key={r.taskUuid}>
          <div className="doc-checklist__head">
            <h3>{r.title}</h3>
            <StatusPill tone="warning" label="Needed" />
          </div>
          <p>{r.label}</p>
          <Button variant="secondary" onClick={() => onUpload(r.taskUuid, r.documentType)}>
            Upload<span className="visually-hidden"> {r.label}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Every document sent so far, grouped by §3 category, as checklist rows: label, status pill, file, size, date; rejected ones say why. */
export function DocumentList({ groups, onReplace }: { groups: readonly DocumentGroupView[]; onReplace: (doc: DocumentView) => void }) {
  if (groups.length === 0) return <p>You haven’t sent us any documents yet. When you upload one, it will show here.</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`documents-${group.category}`}>
          <h3 id={`documents-${group.category}`}>{group.heading}</h3>
          <ul className="doc-checklist doc-sent-group">
            {group.documents.map((doc) => (
              <li className="doc-checklist__row" key={doc.uuid}>
                <div className="doc-checklist__head">
                  <h4>{doc.label}</h4>
                  <StatusPill tone={TONES[doc.status]} label={doc.statusLabel} />
                </div>
                <p>
                  {doc.fileName} · {doc.size}
                </p>
                {doc.uploadedOn ? <p className="muted">Uploaded {doc.uploadedOn}</p> : null}
                {doc.rejectionReason !== null ? <p className="doc-checklist__reason">Why: {doc.rejectionReason}</p> : null}
                {doc.canReplace ? (
                  <Button variant="secondary" onClick={() => onReplace(doc)}>
                    Replace<span className="visually-hidden"> {doc.label} “{doc.fileName}”</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
