import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { usePageFooterContent } from './PageFooterSlot';
import { Link, useInRouterContext, useLocation } from 'react-router';
import { privacyOverlayPath } from '../kernel/consent/paths';
import { Loading } from './Loading';
import { Wordmark } from './Wordmark';

/**
 * What a page is for, which decides its content width (docs/design.md): forms and reading take the narrow column
 * (`--width-narrow`, a comfortable line length); dashboards and lists take the wide one (`--width-wide`). Never a width
 * of a page's own.
 */
export type PageKind = 'form' | 'reading' | 'dashboard' | 'list';

const WIDE_KINDS: ReadonlySet<PageKind> = new Set(['dashboard', 'list']);

/** The class of a page's `main` for its kind (the content width). */
export const mainClassOf = (kind: PageKind): string => (WIDE_KINDS.has(kind) ? 'content content--wide' : 'content');

/** Props of {@link Page}. `title` is the page's h1 and part of the document title. */
export interface PageProps {
  title: string;
  /** Short line under the title. */
  lead?: ReactNode;
  children: ReactNode;
  /** Content for the header's right side (e.g. a sign-out link) on pages without `nav`. */
  headerActions?: ReactNode;
  /** The page's kind: its content width follows from it. */
  kind: PageKind;
  /** The application navigation (ApplicationNav): header links on a wide screen, a bottom tab bar on a phone. */
  nav?: ReactNode;
}

/** The document title's suffix (and the whole title of a page without its own, e.g. index.html). */
export const APP_TITLE = 'Home Equity Release Application';

/** The document title of a page whose h1 is `title`: "<h1> · <app title>". */
export const documentTitleOf = (title: string): string => `${title} · ${APP_TITLE}`;

/**
 * A page's heading that needs no data (its h1, the line under it, its kind): declared once by the feature, read by the
 * page and by the prerendered shell (app/prerender/shellHeadings.ts).
 */
export interface StaticPageHeading {
  readonly title: string;
  readonly lead?: string;
  readonly kind: PageKind;
}

/**
 * The page frame every screen uses: banner, one `main` landmark with the h1, footer with the privacy
 * policy link (§9) and the "Privacy settings" link that opens the consent overlay over this page (issue 12 §3), then
 * whatever the nearest `PageFooterSlot` adds (an application's licensing disclosure, issue 12 §3).
 * Moves focus to the h1 when the title changes so screen-reader users hear the new page
 * (single-page navigation gives no page-load announcement otherwise) — unless the page put focus in one of its own text
 * fields (autoFocus): taking it away would blur the empty field and show its "required" message before the person typed.
 */
export function Page({ title, lead, children, headerActions, kind, nav }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = documentTitleOf(title);
    const active = document.activeElement;
    const typingInPage = active instanceof HTMLElement && active.matches('input, select, textarea') && heading.current?.closest('main')?.contains(active);
    if (!typingInPage) heading.current?.focus({ preventScroll: false });
  }, [title]);
  return (
    <div className={nav ? 'page page--tabs' : 'page'} data-page-kind={kind}>
      <SiteHeader actions={headerActions} nav={nav} />
      <main id="main" className={mainClassOf(kind)}>
        <PageHeading title={title} lead={lead} headingRef={heading} />
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * A page's h1 and the short line under it: the top of {@link Page}'s `main`, and what the prerendered shell shows of a
 * page whose heading needs no data before its code arrives (app/prerender/shellHeadings.ts), in the same place.
 */
export function PageHeading({ title, lead, headingRef }: { title: string; lead?: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className="lead">{lead}</p> : null}
    </>
  );
}

/**
 * A page whose code is still on its way (issue 14 §1): the same banner, `main` (with the room a page's content takes,
 * so the footer starts below the fold) and footer as {@link Page}, with a loading status instead of content. It is
 * what the router shows while a page's chunk loads, and the prerendered shell of the signed-in pages: when the page
 * arrives only the inside of `main` changes, so nothing shifts.
 */
export function PageShell({ label }: { label?: string }) {
  return (
    <div className="page">
      <SiteHeader />
      <main id="main" className="content content--pending" aria-busy="true">
        <Loading label={label} />
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteHeader({ actions, nav }: { actions?: ReactNode; nav?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Wordmark />
        {nav}
        {actions && !nav ? (
          <nav aria-label="Account" className="site-header__actions">
            {actions}
          </nav>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The footer: privacy policy, the privacy-settings overlay link and "Help" (inside a router), then the nearest slot's
 * content.
 */
function SiteFooter() {
  const footerContent = usePageFooterContent();
  const inRouter = useInRouterContext();
  return (
    <footer className="site-footer">
      <a href="https://www.example.com/privacy" rel="noopener">
        Privacy Policy
      </a>
      {inRouter ? <PrivacySettingsLink /> : null}
      {inRouter ? <HelpLink /> : null}
      {footerContent}
    </footer>
  );
}

/**
 * The "Skip to content" link to every page's `main` (WCAG 2.4.1). The app root renders it once, before anything else
 * on the page — the ops banner included — so it is the first stop of the keyboard on every page (issue 12 §5).
 */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

/** Footer link to `<this page>/privacy-settings` (§2): the privacy-settings overlay opens over the current page. */
function PrivacySettingsLink() {
  const { pathname, search } = useLocation();
  return <Link to={{ pathname: privacyOverlayPath(pathname), search }}>Privacy settings</Link>;
}

/**
 * Footer link to "Help" (docs/diagnostics.md), on every page: an application's own help page on its pages (a diagnostic
 * shared there is attached to it), the public one elsewhere.
 */
function HelpLink() {
  const application = /^\/applications\/([^/]+)/.exec(useLocation().pathname)?.[1];
  return <Link to={application ? `/applications/${application}/help` : '/help'}>Help</Link>;
}
