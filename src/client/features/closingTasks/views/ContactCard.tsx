import type { ContactView } from '../selectors';

/** Who to call (issue 12 §1): the Transaction Specialist's name, phone (a `tel:` link) and email; a fallback line without one. */
export function ContactCard({ contact }: { contact: ContactView | null }) {
  if (!contact) return <p>Call the number on your closing documents and ask for your Transaction Specialist.</p>;
  const digits = contact.phone.replace(/\D/g, '');
  return (
    <p>
      Your {contact.role}: <strong>{contact.name}</strong>
      <br />
      Phone: <a href={`tel:+1${digits}`}>{contact.phone}</a>
      <br />
      Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
    </p>
  );
}
