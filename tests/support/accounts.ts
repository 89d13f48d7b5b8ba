import { ANALYST_ACCOUNT, DEMO_PASSWORD, OPS_ACCOUNT } from '../../src/sandbox/seed/demoData';

/** A customer's or staff member's credentials. */
export type Account = { email: string; password: string };

const demo = (name: string): Account => ({ email: `demo.${name}@example.com`, password: DEMO_PASSWORD });

/**
 * The seeded demo customers by the story each one tells (docs/sandbox.md "Demo accounts"; all share the password
 * `Demo-pass-1`). Browser and integration tests sign in as these: a test names the story it needs, not an address.
 */
export const DEMO = {
  // One customer at every customer-facing stage (seed/demoData.ts DEMO_CUSTOMERS).
  /** Ivy Nguyen, in progress (pending-app-submit): the application form to fill in. */
  inProgress: demo('inprogress'),
  /** Samuel Brooks, submitted for review (pending-doc-upload). */
  submittedForReview: demo('submittedforreview'),
  /** Uma Rossi, under review; her application has a co-owner and a non-owning occupant. */
  underReview: demo('underreview'),
  /** Marco Rossi, Uma Rossi's spouse and co-owner (position 2). */
  coOwner: demo('coowner'),
  /** Lena Rossi, the non-owning occupant of Uma Rossi's home (position 3). */
  occupant: demo('occupant'),
  /** Carlos Mendes, consent to proceed (pending-intent-to-proceed). */
  consentToProceed: demo('consenttoproceed'),
  /** Sofia Castillo, sign closing docs (pending-signature). */
  signClosingDocs: demo('signclosingdocs'),
  /** Clara Osei, closed (closed-won). */
  closed: demo('closed'),
  // The qualification wizard and the form.
  /** Grace Harper, married, nothing answered yet. */
  married: demo('married'),
  /** Felix Frost: the first credit pull finds the credit frozen; a retry succeeds. */
  frozen: demo('frozen'),
  /** Erin Ward: the first credit pull fails; a retry succeeds. */
  creditError: demo('crediterror'),
  // Documents, estimate and signing.
  /** Dana Okafor, pending-doc-upload: a mortgage statement and a government ID (verify-identity) to upload. */
  documents: demo('documents'),
  /** Evan Marsh, pending-intent-to-proceed: an Investment Estimate issued, not acknowledged. */
  estimate: demo('estimate'),
  /** Ana Lopez (initials AL), pending-signature: the closing documents are out for her signature. */
  signing: demo('signing'),
  /** Mia Park, pending-app-submit: no password (signs in by magic link); the password task is pending. */
  magicLink: { email: 'demo.magiclink@example.com', password: '' },
  // Servicing (docs/sandbox.md "Servicing demo customers").
  /** Farah Nasser: funded two years ago, no servicing request yet. */
  funded: demo('funded'),
  /** Funded; an owner buyout at the appraisal step. */
  buyout: demo('buyout'),
  /** Funded; a home sale whose payoff statement has been issued. */
  homeSale: demo('homesale'),
  /** Funded; an insurance update waiting on documents. */
  hoi: demo('hoi'),
  /** Funded; a mortgage refinance (subordination) waiting for a manager's approval. */
  subordination: demo('subordination'),
  /** Funded; a declined request with its reason. */
  declined: demo('declined'),
  /** Funded 9½ years ago on a 10-year term: the settlement notice shows. */
  termEnd: demo('termend'),
  // Closing tasks and outcomes.
  /** Olga Petrova, ordering-title-and-appraisal (Seattle, WA): the appraisal to book from the offered times. */
  appraisal: demo('orderingtitleandappraisal'),
  /** Paula Jensen, preparing-closing-docs: the closing details to confirm. */
  closingDetails: demo('preparingclosingdocs'),
  /** Aaron Whitfield, approved: the closing statement to review. */
  closingStatement: demo('approved'),
  /** Dmitri Volkov, distributing-funds: the wire details to give and confirm. */
  wireDetails: demo('distributingfunds'),
  /** Nadia Kowalski, denied under review (credit; two denial factors). */
  denied: demo('denied'),
  /** Walter Lindgren, withdrawn at consent to proceed (the offer was too small). */
  withdrawn: demo('withdrawn'),
} as const satisfies Record<string, Account>;

/** The seeded staff member (role ops): reads every application, drives the back office. */
export const OPS: Account = OPS_ACCOUNT;

/** The second seeded staff member (role ops): an analyst reading the analytics events and the read-only view. */
export const ANALYST: Account = ANALYST_ACCOUNT;
