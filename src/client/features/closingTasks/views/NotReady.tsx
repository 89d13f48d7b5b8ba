import { Link } from 'react-router';

/** Shown before the agreement summary exists: what is not ready yet and where to look meanwhile. */
export function NotReady({ applicationId, title }: { applicationId: string; title: string }) {
  return (
    <section aria-labelledby="closing-not-ready">
      <h2 id="closing-not-ready">{title}</h2>
      <p>We prepare it once your Investment Estimate is issued. We will email you when it is ready to review.</p>
      <p>
        Meanwhile, <Link to={`/applications/${encodeURIComponent(applicationId)}/tasks`}>check your tasks</Link> for anything we still need from you.
      </p>
    </section>
  );
}
