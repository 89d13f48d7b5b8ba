import { Link } from 'react-router';
import { Page } from '../../ui';

/** `/welcome` (§2): a short welcome linking to the start of the application and to sign-in. */
export function WelcomePage() {
  return (
    <Page title="Welcome" lead="Get cash today for a share of your home’s future value — with no monthly payments." kind="reading">
      <p>Answer a few questions about your home to see whether you qualify. It takes about five minutes.</p>
      <p>
        <Link className="btn btn--primary" to="/property_address">
          Start your application
        </Link>
      </p>
      <p>
        Already applied? <Link to="/login">Sign in</Link>
      </p>
    </Page>
  );
}
