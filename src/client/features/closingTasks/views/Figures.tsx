import type { Figure } from '../selectors';

/** Labelled figures as a description list: each label a `<dt>`, its value a `<dd>` (wraps on narrow phones). */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="closing-figures">
      {figures.map((f) => (
        <div key={f.label} className="closing-figures__row">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
