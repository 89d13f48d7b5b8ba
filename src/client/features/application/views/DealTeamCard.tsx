import type { ContactView } from '../selectors';

/** One deal team member: role, name, email and phone (§9 `(###) ###-####`), or "not assigned yet". */
export function DealTeamCard({ role, contact }: { role: string; contact: ContactView | null }) {
  return (
    <li className="card">
      <h3>{role}</h3>
      {contact ? (
        <>
          <p>{contact.name}</p>
          <p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          {contact.phone ? (
            <p>
              <a href={contact.phoneHref}>{contact.phone}</a>
            </p>
          ) : null}
          {contact.meetingUrl ? (
            <p>
              <a href={contact.meetingUrl} rel="noopener noreferrer" target="_blank">
                Schedule a call with {contact.name}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <p>Not assigned yet.</p>
      )}
    </li>
  );
}
