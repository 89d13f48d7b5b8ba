import type { Figure } from '../selectors';

/** Labelled figures as a description list (`<dl>`, named by the heading before it): each label a `<dt>`, its value a `<dd>`. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl>
      {figures.map((f) => (
        <div key={f.label} style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0 12px', padding: '4px 0' }}>
          <dt>{f.label}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
