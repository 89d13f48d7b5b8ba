import type { Address, CreditPullResult, CustomerStage, InternalStage, PropertyType, PropertyUsage } from '../../contract';
import type { ClosedLostDecision } from '../outcomes/decision';
import type { SimulatedScore } from '../repo/creditScore';

/** The password of every demo customer (and the demo co-owner and occupant). */
export const DEMO_PASSWORD = 'Demo-pass-1';
/** The ops user (§6 read-only view). */
export const OPS_ACCOUNT = { email: 'ops@example.com', password: 'Ops-pass-1' } as const;
/** A second staff account (role ops, issue #5): an analyst reading the analytics events (and the read-only view). */
export const ANALYST_ACCOUNT = { email: 'analyst@example.com', password: 'Analyst-pass-1' } as const;

/** One seeded staff account (role ops): sign in at `v1/ops/token-auth/`, the back office or the analytics page. */
export interface StaffAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** What the start banner and docs say the account is for. */
  purpose: string;
}

/** Every seeded staff account (fictional people; public sandbox credentials, not secrets). */
export const STAFF_ACCOUNTS: readonly StaffAccount[] = [
  { ...OPS_ACCOUNT, first_name: 'Sandbox', last_name: 'Operations', purpose: 'ops user: read-only view of every application; back office; analytics' },
  { ...ANALYST_ACCOUNT, first_name: 'Sandbox', last_name: 'Analyst', purpose: 'staff account of an analyst: analytics page and npm run events; read-only view' },
];

/** `demo.<stage without dashes>@example.com`, e.g. `demo.inprogress@example.com`. */
export const demoEmail = (stage: CustomerStage): string => `demo.${stage.replace(/-/g, '')}@example.com`;

/** One demo customer: their customer-facing stage, the internal stage that shows it, and their home. */
export interface DemoCustomer {
  stage: CustomerStage;
  internal: InternalStage;
  first_name: string;
  last_name: string;
  phone: string;
  birth_date: string;
  address: Address;
  property_type: PropertyType;
  property_usage: PropertyUsage;
  estimated_value: number;
  estimated_debt: number;
}

const addr = (street: string, city: string, state: string, zip_code: string, county: string, unit_number: string | null = null): Address =>
  ({ street, city, state, zip_code, county, unit_number });

/**
 * One customer at every customer-facing stage of §4, at real, publicly known US addresses (landmarks) in
 * supported states. The people are fictional.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { stage: 'in-progress', internal: 'pending-app-submit', first_name: 'Ivy', last_name: 'Nguyen', phone: '2124561001', birth_date: '1978-04-12', address: addr('350 5th Ave', 'New York', 'NY', '10118', 'New York County'), property_type: 'condominium', property_usage: 'principal-residence', estimated_value: 1_200_000, estimated_debt: 300_000 },
  { stage: 'submitted-for-review', internal: 'pending-doc-upload', first_name: 'Samuel', last_name: 'Brooks', phone: '4084561002', birth_date: '1969-09-30', address: addr('1 Infinite Loop', 'Cupertino', 'CA', '95014', 'Santa Clara County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 2_100_000, estimated_debt: 650_000 },
  { stage: 'under-review', internal: 'pending-condl-approval-uw', first_name: 'Uma', last_name: 'Rossi', phone: '3234561003', birth_date: '1975-01-22', address: addr('4059 Mt Lee Dr', 'Los Angeles', 'CA', '90068', 'Los Angeles County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 1_650_000, estimated_debt: 400_000 },
  { stage: 'consent-to-proceed', internal: 'pending-intent-to-proceed', first_name: 'Carlos', last_name: 'Mendes', phone: '4154561004', birth_date: '1982-06-05', address: addr('600 Montgomery St', 'San Francisco', 'CA', '94111', 'San Francisco County', 'Unit 12'), property_type: 'condominium', property_usage: 'principal-residence', estimated_value: 1_400_000, estimated_debt: 500_000 },
  { stage: 'ordering-title-and-appraisal', internal: 'pending-order-outs', first_name: 'Olga', last_name: 'Petrova', phone: '2064561005', birth_date: '1964-11-18', address: addr('400 Broad St', 'Seattle', 'WA', '98109', 'King County'), property_type: 'townhouse', property_usage: 'principal-residence', estimated_value: 980_000, estimated_debt: 250_000 },
  { stage: 'reviewing-title-and-appraisal', internal: 'pending-final-approval-uw', first_name: 'Rashid', last_name: 'Haddad', phone: '4074561006', birth_date: '1971-03-09', address: addr('1180 Seven Seas Dr', 'Lake Buena Vista', 'FL', '32830', 'Orange County'), property_type: 'single-family-detached', property_usage: 'second-home', estimated_value: 850_000, estimated_debt: 200_000 },
  { stage: 'preparing-closing-docs', internal: 'pending-ics-delivery', first_name: 'Paula', last_name: 'Jensen', phone: '2104561007', birth_date: '1958-07-27', address: addr('300 Alamo Plaza', 'San Antonio', 'TX', '78205', 'Bexar County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 720_000, estimated_debt: 150_000 },
  { stage: 'approved', internal: 'pending-doc-draw', first_name: 'Aaron', last_name: 'Whitfield', phone: '6174561008', birth_date: '1980-12-01', address: addr('4 Jersey St', 'Boston', 'MA', '02215', 'Suffolk County'), property_type: '2-4-unit', property_usage: 'principal-residence', estimated_value: 1_950_000, estimated_debt: 700_000 },
  { stage: 'sign-closing-docs', internal: 'pending-signature', first_name: 'Sofia', last_name: 'Castillo', phone: '2014561009', birth_date: '1973-05-14', address: addr('1 MetLife Stadium Dr', 'East Rutherford', 'NJ', '07073', 'Bergen County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 880_000, estimated_debt: 260_000 },
  { stage: 'distributing-funds', internal: 'pending-escrow-disbursement', first_name: 'Dmitri', last_name: 'Volkov', phone: '3124561010', birth_date: '1966-08-21', address: addr('233 S Wacker Dr', 'Chicago', 'IL', '60606', 'Cook County'), property_type: 'condominium', property_usage: 'principal-residence', estimated_value: 760_000, estimated_debt: 180_000 },
  { stage: 'closed', internal: 'closed-won', first_name: 'Clara', last_name: 'Osei', phone: '3034561011', birth_date: '1960-02-03', address: addr('1701 Bryant St', 'Denver', 'CO', '80204', 'Denver County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 690_000, estimated_debt: 120_000 },
];

/** The stage whose demo application also has a spouse co-owner (position 2) and a non-owning occupant (position 3). */
export const CO_OWNER_CASE_STAGE: CustomerStage = 'under-review';

/** The co-owner (spouse of the under-review customer, on title) and the non-owning occupant of that application. */
export const DEMO_HOUSEHOLD = {
  coOwner: { email: 'demo.coowner@example.com', first_name: 'Marco', last_name: 'Rossi', phone: '3234561012', birth_date: '1974-10-02' },
  occupant: { email: 'demo.occupant@example.com', first_name: 'Lena', last_name: 'Rossi', phone: '3234561013', birth_date: '1999-03-15' },
} as const;

/** A demo customer of issue 3 (the application form): at pending-app-submit, with what is already on file. */
export interface FormDemoCustomer {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  birth_date: string;
  address: Address;
  estimated_value: number;
  estimated_debt: number;
  /** A made-up SSN on file (area 900+ is never issued as an SSN), with credit and telephone consents; null = none. */
  ssn: string | null;
  /** What the banner and docs say the account is for. */
  purpose: string;
  /** The score and key factors on the customer's credit report; without it, what the credit pull simulates. */
  credit_score?: SimulatedScore;
}

/** Demo customers for the qualification wizard and the form (docs/sandbox.md). Fictional people, real landmarks. */
export const FORM_DEMO_CUSTOMERS: readonly FormDemoCustomer[] = [
  { email: 'demo.frozen@example.com', first_name: 'Felix', last_name: 'Frost', phone: '2124561021', birth_date: '1970-01-15', address: addr('11 Wall St', 'New York', 'NY', '10005', 'New York County'), estimated_value: 1_100_000, estimated_debt: 280_000, ssn: '900000101', purpose: 'first credit pull: credit frozen; a retry succeeds' },
  { email: 'demo.crediterror@example.com', first_name: 'Erin', last_name: 'Ward', phone: '2124561022', birth_date: '1976-06-02', address: addr('1000 5th Ave', 'New York', 'NY', '10028', 'New York County'), estimated_value: 1_300_000, estimated_debt: 350_000, ssn: '900000102', purpose: 'first credit pull: credit error; a retry succeeds' },
  { email: 'demo.married@example.com', first_name: 'Grace', last_name: 'Harper', phone: '4254561023', birth_date: '1979-08-19', address: addr('1 Microsoft Way', 'Redmond', 'WA', '98052', 'King County'), estimated_value: 950_000, estimated_debt: 310_000, ssn: null, purpose: 'married, nothing answered yet: try the whole wizard and form with a spouse' },
];

/** The outcome of the first credit pull of the frozen and credit-error demo customers (config default). */
export const DEMO_FIRST_CREDIT_PULL = {
  'demo.frozen@example.com': 'credit_frozen',
  'demo.crediterror@example.com': 'credit_error',
} as const satisfies Record<string, CreditPullResult>;

/** What a closing demo customer (issue #4) is set up to show. */
export type ClosingDemoKind = 'documents' | 'estimate' | 'signing' | 'magiclink';

/** A demo customer of issue 4 (documents, the Investment Estimate, signing, a magic-link account). */
export interface ClosingDemoCustomer extends Omit<DemoCustomer, 'stage'> {
  kind: ClosingDemoKind;
  email: string;
  /** What the banner and docs say the account is for. */
  purpose: string;
  /** The score and key factors on the customer's credit report; without it, what the credit pull simulates. */
  credit_score?: SimulatedScore;
}

/** Demo customers for issue 4 (docs/sandbox.md). Fictional people, real landmarks in supported states. */
export const CLOSING_DEMO_CUSTOMERS: readonly ClosingDemoCustomer[] = [
  { kind: 'documents', email: 'demo.documents@example.com', purpose: 'pending-doc-upload: mortgage statement and government ID to upload', internal: 'pending-doc-upload', first_name: 'Dana', last_name: 'Okafor', phone: '6504561031', birth_date: '1977-02-14', address: addr('1600 Amphitheatre Pkwy', 'Mountain View', 'CA', '94043', 'Santa Clara County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 1_500_000, estimated_debt: 400_000 },
  { kind: 'estimate', email: 'demo.estimate@example.com', purpose: 'Investment Estimate issued, not yet acknowledged', internal: 'pending-intent-to-proceed', first_name: 'Evan', last_name: 'Marsh', phone: '3144561032', birth_date: '1968-10-09', address: addr('700 Clark Ave', 'St. Louis', 'MO', '63102', 'St. Louis City'), property_type: 'townhouse', property_usage: 'principal-residence', estimated_value: 850_000, estimated_debt: 200_000 },
  { kind: 'signing', email: 'demo.signing@example.com', purpose: 'closing documents out for signature (one signer: Ana Lopez, initials AL)', internal: 'pending-signature', first_name: 'Ana', last_name: 'Lopez', phone: '4154561033', birth_date: '1981-07-23', address: addr('151 3rd St', 'San Francisco', 'CA', '94103', 'San Francisco County'), property_type: 'condominium', property_usage: 'principal-residence', estimated_value: 1_300_000, estimated_debt: 350_000 },
  { kind: 'magiclink', email: 'demo.magiclink@example.com', purpose: 'no password (signs in by magic link); the password task is pending', internal: 'pending-app-submit', first_name: 'Mia', last_name: 'Park', phone: '6504561034', birth_date: '1990-05-30', address: addr('1 Hacker Way', 'Menlo Park', 'CA', '94025', 'San Mateo County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 1_800_000, estimated_debt: 500_000 },
];

/** What a servicing demo customer (issue 11) is set up to show. */
export type ServicingDemoStory = 'funded' | 'buyout' | 'home-sale' | 'hoi-documents' | 'subordination' | 'declined' | 'term-end';

/** A funded demo customer of issue 11 (the investment dashboard and servicing requests). */
export interface ServicingDemoCustomer extends Omit<DemoCustomer, 'stage' | 'internal'> {
  story: ServicingDemoStory;
  email: string;
  /** How long ago the investment was funded (years, may be fractional). */
  fundedYearsAgo: number;
  /** The agreement's term (years); the sandbox's estimates otherwise price 30. */
  termYears: number;
  /** What the banner and docs say the account is for. */
  purpose: string;
  /** The score and key factors on the customer's credit report; without it, what the credit pull simulates. */
  credit_score?: SimulatedScore;
}

/** Demo customers for issue 11 (docs/sandbox.md "Servicing demo customers"). Fictional people, real landmarks. */
export const SERVICING_DEMO_CUSTOMERS: readonly ServicingDemoCustomer[] = [
  { story: 'funded', email: 'demo.funded@example.com', purpose: 'funded 2 years ago, no servicing request yet: the dashboard and the catalogue', fundedYearsAgo: 2, termYears: 10, first_name: 'Farah', last_name: 'Nasser', phone: '5034561041', birth_date: '1972-03-11', address: addr('1 N Center Ct St', 'Portland', 'OR', '97227', 'Multnomah County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 900_000, estimated_debt: 250_000 },
  { story: 'buyout', email: 'demo.buyout@example.com', purpose: 'owner buyout pending at the appraisal step (buyout and improvements done)', fundedYearsAgo: 4, termYears: 10, first_name: 'Bruno', last_name: 'Costa', phone: '6194561042', birth_date: '1967-12-02', address: addr('1549 El Prado', 'San Diego', 'CA', '92101', 'San Diego County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 1_250_000, estimated_debt: 300_000 },
  { story: 'home-sale', email: 'demo.homesale@example.com', purpose: 'home sale whose payoff statement is issued: acknowledge it to see the wire details', fundedYearsAgo: 5, termYears: 10, first_name: 'Hana', last_name: 'Sato', phone: '5124561043', birth_date: '1970-09-17', address: addr('1100 Congress Ave', 'Austin', 'TX', '78701', 'Travis County'), property_type: 'townhouse', property_usage: 'principal-residence', estimated_value: 780_000, estimated_debt: 150_000 },
  { story: 'hoi-documents', email: 'demo.hoi@example.com', purpose: 'homeowners insurance update waiting on the declarations page upload', fundedYearsAgo: 1, termYears: 10, first_name: 'Omar', last_name: 'Haddad', phone: '3054561044', birth_date: '1984-01-29', address: addr('1103 Biscayne Blvd', 'Miami', 'FL', '33132', 'Miami-Dade County'), property_type: 'condominium', property_usage: 'principal-residence', estimated_value: 650_000, estimated_debt: 200_000 },
  { story: 'subordination', email: 'demo.subordination@example.com', purpose: 'mortgage refinance (subordination) waiting for a manager’s approval', fundedYearsAgo: 3, termYears: 10, first_name: 'Sara', last_name: 'Lindqvist', phone: '6124561045', birth_date: '1976-05-08', address: addr('1250 Hennepin Ave', 'Minneapolis', 'MN', '55403', 'Hennepin County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 820_000, estimated_debt: 280_000 },
  { story: 'declined', email: 'demo.declined@example.com', purpose: 'a declined subordination, with the reason shown', fundedYearsAgo: 3, termYears: 10, first_name: 'Diego', last_name: 'Ramos', phone: '6024561046', birth_date: '1969-11-21', address: addr('401 E Jefferson St', 'Phoenix', 'AZ', '85004', 'Maricopa County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 700_000, estimated_debt: 320_000 },
  { story: 'term-end', email: 'demo.termend@example.com', purpose: 'funded 9½ years ago on a 10-year term: the settlement notice shows', fundedYearsAgo: 9.5, termYears: 10, first_name: 'Tess', last_name: 'Morgan', phone: '6154561047', birth_date: '1955-06-30', address: addr('2804 Opryland Dr', 'Nashville', 'TN', '37214', 'Davidson County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 950_000, estimated_debt: 100_000 },
];

/** A demo customer of issue 12 §1 whose application ended closed-lost (denied or withdrawn). */
export interface OutcomeDemoCustomer extends Omit<DemoCustomer, 'stage'> {
  email: string;
  /** The decision; `internal` is the stage the application had reached when it was taken. */
  decision: ClosedLostDecision;
  /** What the banner and docs say the account is for. */
  purpose: string;
  /** The score and key factors on the customer's credit report; without it, what the credit pull simulates. */
  credit_score?: SimulatedScore;
}

/** Demo customers for issue 12 §1 (docs/sandbox.md "Outcome demo customers"). Fictional people, real landmarks. */
export const OUTCOME_DEMO_CUSTOMERS: readonly OutcomeDemoCustomer[] = [
  { email: 'demo.denied@example.com', purpose: 'denied under review (credit; FICO under 500, a mortgage payment 90 days late)', decision: { outcome: 'denied', reason: 'credit', denial_factors: ['fico-under-500', 'mortgage-delinquency-90-days'] }, credit_score: { score: 487, key_factors: ['A mortgage payment was 90 days late in the last 12 months', 'Your credit card balances are high compared with your credit limits', 'An account was sent to a collection agency', 'Several lenders checked your credit in the last 12 months'] }, internal: 'pending-condl-approval-uw', first_name: 'Nadia', last_name: 'Kowalski', phone: '7024561051', birth_date: '1971-04-22', address: addr('3799 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 'Clark County'), property_type: 'condominium', property_usage: 'principal-residence', estimated_value: 610_000, estimated_debt: 390_000 },
  { email: 'demo.withdrawn@example.com', purpose: 'withdrawn at consent to proceed (the offer was too small)', decision: { outcome: 'withdrawn', reason: 'offer-too-small' }, internal: 'pending-intent-to-proceed', first_name: 'Walter', last_name: 'Lindgren', phone: '8014561052', birth_date: '1963-09-08', address: addr('50 N West Temple St', 'Salt Lake City', 'UT', '84150', 'Salt Lake County'), property_type: 'single-family-detached', property_usage: 'principal-residence', estimated_value: 740_000, estimated_debt: 210_000 },
];
