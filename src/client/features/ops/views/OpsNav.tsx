import { Link } from 'react-router';
import { SignOutLink } from '../../../ui/SignOutLink';

/** The staff pages' header links: every application, the shared diagnostics, and sign out. */
export function OpsNav({ current }: { current: 'applications' | 'diagnostics' }) {
  return (
    <span className="ops-nav">
      <Link to="/ops/applications" aria-current={current === 'applications' ? 'page' : undefined}>
        Applications
      </Link>
      <Link to="/ops/diagnostics" aria-current={current === 'diagnostics' ? 'page' : undefined}>
        Diagnostics
      </Link>
      <SignOutLink />
    </span>
  );
}
