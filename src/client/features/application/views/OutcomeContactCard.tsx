import { Card } from '../../../ui/Card';
import { LinkButton } from '../../../ui/LinkButton';
import type { ContactView } from '../selectors';

/**
 * The first action after a denial: talk to the Home Equity Officer. "Call <name>" (a `tel:` link) is the
 * page's primary action, "Email <name>" the secondary one; the number and address are written out too, for a screen
 * that cannot dial. `why` says what they can help with.
 */
export function OutcomeContactCard({ contact, why }: { contact: ContactView | null; why: string }) {
  return (
    <Card title="Talk to your Home Equity Officer" feature>
      {contact ? (
        <>
          <p>{why}</p>
          <p className="outcome-contact__who">
            <strong>{contact.name}</strong>
            {contact.phone ? (
              <>
                {' '}
                · <a href={contact.phoneHref}>{contact.phone}</a>
              </>
            ) : null}{' '}
            · <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          <div className="actions outcome-contact__actions">
            {contact.phone ? <LinkButton to={contact.phoneHref}>Call {contact.name}</LinkButton> : null}
            <LinkButton to={`mailto:${contact.email}`} variant={contact.phone ? 'secondary' : 'primary'}>
              Email {contact.name}
            </LinkButton>
          </div>
          {contact.meetingUrl ? (
            <p>
              <a href={contact.meetingUrl} rel="noopener noreferrer" target="_blank">
                Schedule a call with {contact.name}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <p>No Home Equity Officer was assigned to this application. Reply to the email we sent you about this decision.</p>
      )}
    </Card>
  );
}
