import { Button } from '../../../ui/Button';
import type { DocumentGroupView, DocumentView } from '../selectors';

/** Every document sent so far, grouped by §3 category: label, file, size, date, status; rejected ones say why. */
export function DocumentList({ groups, onReplace }: { groups: readonly DocumentGroupView[]; onReplace: (doc: DocumentView) => void }) {
  if (groups.length === 0) return <p>You haven’t sent us any documents yet. When you upload one, it will show here.</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`documents-${group.category}`}>
          <h3 id={`documents-${group.category}`}>{group.heading}</h3>
          <ul className="list-plain">
            {group.documents.map((doc) => (
              <li className="card doc-card" key={doc.uuid}>
                <h4>{doc.label}</h4>
                <p>
                  {doc.fileName} · {doc.size}
                </p>
                {doc.uploadedOn ? <p>Uploaded {doc.uploadedOn}</p> : null}
                <p>
                  Status: <strong>{doc.statusLabel}</strong>
                </p>
                {doc.rejectionReason !== null ? <p className="doc-card__reason">Why: {doc.rejectionReason}</p> : null}
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
