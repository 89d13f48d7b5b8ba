import { Link } from 'react-router';

/** The header's "Sign out" link (§4 logout): `/logout?q=signed-out`, so the login page can confirm it. */
export function SignOutLink() {
  return <Link to="/logout?q=signed-out">Sign out</Link>;
}
