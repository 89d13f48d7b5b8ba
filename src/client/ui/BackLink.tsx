import { Link } from 'react-router';

/** A "Back" link to the previous step of a flow; answers already given are kept by the flow's state. */
export function BackLink({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <Link className="back-link" to={to}>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
