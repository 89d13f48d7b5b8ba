import type { ContactView } from '../selectors';
import { ContactCard } from './ContactCard';

/** The fraud warning's heading (issue 12 §1). */
export const FRAUD_WARNING_TITLE = 'Protect yourself from wire fraud';

/**
 * The wire-fraud warning (issue 12 §1), shown above the wire details: we never email or text wire instructions or
 * changes to them; call the Transaction Specialist at a number you already know before giving or changing details.
 */
export function FraudWarning({ contact }: { contact: ContactView | null }) {
  return (
    <section className="alert alert--warning fraud-warning" aria-labelledby="fraud-warning-title">
      <h2 id="fraud-warning-title" className="alert__title">
        {FRAUD_WARNING_TITLE}
      </h2>
      <p>
        <strong>We will never email or text you wire instructions, or changes to them.</strong> If you get a message asking you to send
        money or to change where your funds go, do not reply and do not click its links.
      </p>
      <p>Before you give or change these details, call your Transaction Specialist at a number you already know — not one from an email.</p>
      <ContactCard contact={contact} />
    </section>
  );
}
