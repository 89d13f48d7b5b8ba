import type { StaticPageHeading } from '../../ui/Page';

/**
 * The documents page's h1 and kind (its lead depends on the application, so only these): on the page, and in the
 * prerendered shell before the page's code arrives (app/prerender/shellHeadings.ts).
 */
export const DOCUMENTS_PAGE_HEADING: StaticPageHeading = { title: 'Your documents', kind: 'list' };
