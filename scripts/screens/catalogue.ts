/**
 * The portal's main screens, once: `npm run screens` (scripts/screens.ts) photographs each of them, and the design
 * check (tests/e2e/design.test.ts) measures each of them. Add a screen here and both pick it up (docs/design-screens.md).
 *
 * Every path is a template: `{application}` is the first application of the screen's customer (the `subject`, else
 * the signed-in account), `{request}` that application's first servicing request. Both are looked up through the
 * sandbox API after signing in (./session.ts).
 */

/** The width of a page's main column follows its kind (the design system's `<Page kind>`). */
export type PageKind = 'form' | 'reading' | 'dashboard' | 'list';

/** The seeded demo customers the catalogue signs in as (`<name>@example.com`, password `Demo-pass-1`, docs/sandbox.md). */
export type DemoCustomer =
  | 'demo.inprogress'
  | 'demo.documents'
  | 'demo.funded'
  | 'demo.homesale'
  | 'demo.denied'
  | 'demo.underreview'
  | 'demo.approved';

/** Who looks at a screen: nobody signed in, a demo customer, or the seeded staff member (ops view, §6). */
export type ScreenAccount = 'anonymous' | 'ops' | DemoCustomer;

/** One main screen of the portal. */
export interface Screen {
  /** Short file-safe name: the PNGs are `<name>-375.png` and `<name>-1280.png`. */
  readonly name: string;
  /** What the screen is, in words (the contact sheet's caption). */
  readonly title: string;
  readonly account: ScreenAccount;
  /** The customer whose application the path shows, when not the signed-in account (the ops view). */
  readonly subject?: DemoCustomer;
  /** Path template (see the module comment), e.g. `/applications/{application}/tasks`. */
  readonly path: string;
  readonly kind: PageKind;
  /** The accessible name of a dialog that must be open on the screen (an overlay route). */
  readonly dialog?: string;
}

/** Password of every seeded demo customer (demo data, not a secret). */
export const DEMO_PASSWORD = 'Demo-pass-1';
/** The seeded staff account (docs/sandbox.md "Demo accounts"; demo data, not a secret). */
export const OPS_ACCOUNT = { email: 'ops@example.com', password: 'Ops-pass-1' } as const;

/** Every main screen, in the order the contact sheet shows them. Names are unique. */
export const SCREENS: readonly Screen[] = [
  { name: 'funnel-property-address', title: 'Funnel: first page (property address)', account: 'anonymous', path: '/property_address', kind: 'form' },
  { name: 'login', title: 'Sign in', account: 'anonymous', path: '/login', kind: 'form' },
  { name: 'home-in-progress', title: 'Application home, in progress', account: 'demo.inprogress', path: '/applications/{application}', kind: 'dashboard' },
  { name: 'tasks', title: 'Tasks', account: 'demo.inprogress', path: '/applications/{application}/tasks', kind: 'list' },
  { name: 'section', title: 'A section: personal information', account: 'demo.inprogress', path: '/applications/{application}/sections/personal-information', kind: 'form' },
  {
    name: 'privacy-settings', title: 'Privacy settings over the home', account: 'demo.inprogress', path: '/applications/{application}/privacy-settings',
    // The overlay's main column is the home's, so it groups with the dashboards.
    kind: 'dashboard', dialog: 'Privacy settings',
  },
  { name: 'documents', title: 'Documents', account: 'demo.documents', path: '/applications/{application}/documents', kind: 'list' },
  { name: 'funded-dashboard', title: 'Investment dashboard (funded)', account: 'demo.funded', path: '/applications/{application}', kind: 'dashboard' },
  { name: 'servicing-request', title: 'Servicing request with its payoff (home sale)', account: 'demo.homesale', path: '/applications/{application}/servicing/{request}', kind: 'dashboard' },
  { name: 'denied', title: 'Denied application', account: 'demo.denied', path: '/applications/{application}', kind: 'reading' },
  { name: 'messages', title: 'Messages inbox', account: 'demo.underreview', path: '/applications/{application}/messages', kind: 'reading' },
  { name: 'closing-statement', title: 'Closing task: review the closing statement', account: 'demo.approved', path: '/applications/{application}/closing/statement', kind: 'form' },
  { name: 'ops-list', title: 'Ops: all applications', account: 'ops', path: '/ops/applications', kind: 'list' },
  { name: 'ops-view', title: 'Ops: read-only view of an application in progress', account: 'ops', subject: 'demo.inprogress', path: '/applications/{application}', kind: 'dashboard' },
];

/** The email a demo customer signs in with. */
export function emailOf(customer: DemoCustomer): string {
  return `${customer}@example.com`;
}

/** The accounts the catalogue needs, each once, in first-use order. */
export function accountsOf(screens: readonly Screen[]): ScreenAccount[] {
  return [...new Set(screens.map((s) => s.account))];
}
