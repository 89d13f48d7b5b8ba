import { Link } from 'react-router';
import type { ChecklistItemView } from '../requestView';

/**
 * The request's steps as an ordered checklist (issue 11 §2): each step's title (a link to its screen), its status in
 * words and who acts on it; the step shown is marked `aria-current="step"`.
 */
export function Checklist({ items }: { items: readonly ChecklistItemView[] }) {
  return (
    <nav aria-labelledby="svc-steps" className="card">
      <h2 id="svc-steps">Steps</h2>
      <ol className="svc-checklist">
        {items.map((item) => (
          <li key={item.kind} className={`svc-checklist__item svc-checklist__item--${item.status}`}>
            <Link to={item.href} aria-current={item.selected ? 'step' : undefined}>
              {item.title}
            </Link>
            <span className="svc-checklist__status">
              {item.statusLabel}
              {item.status === 'completed' || item.status === 'canceled' ? null : ` · ${item.actor}`}
              {item.dueDate ? ` · due ${item.dueDate}` : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
