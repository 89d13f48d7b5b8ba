import { useId, type ReactNode } from 'react';

/** Props of {@link Card}: its heading (h2 unless `level` 3), optional pill or action beside it, and `feature` for the page's main card. */
export interface CardProps {
  title?: ReactNode;
  level?: 2 | 3;
  /** Beside the heading, e.g. a {@link Pill} with the status. */
  aside?: ReactNode;
  /** The page's one leading card (what to do next): a brand-coloured top edge. */
  feature?: boolean;
  children: ReactNode;
  className?: string;
}

/** A white panel with a border and a soft shadow; a titled card is a `section` named by its heading. */
export function Card({ title, level = 2, aside, feature = false, children, className }: CardProps) {
  const headingId = useId();
  const classes = ['card', feature ? 'card--feature' : '', className ?? ''].filter(Boolean).join(' ');
  if (title === undefined) return <div className={classes}>{children}</div>;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={classes} aria-labelledby={headingId}>
      <div className="card__header">
        <Heading id={headingId}>{title}</Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}
