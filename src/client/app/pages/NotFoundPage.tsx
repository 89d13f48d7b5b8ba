import { Link } from 'react-router';
import { Page } from '../../ui';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <Page title="Page not found" kind="reading">
      <p>We couldn’t find the page you were looking for. The link may be old or mistyped.</p>
      <ul className="list-plain">
        <li>
          <Link to="/">Go to the start</Link>
        </li>
        <li>
          <Link to="/login">Sign in</Link>
        </li>
      </ul>
    </Page>
  );
}
