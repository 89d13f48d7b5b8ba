import type { StaticPageHeading } from '../../ui/Page';

/**
 * The help page's h1 and kind: on the page, and in the prerendered shell before an application's help page's code
 * arrives (app/prerender/shellHeadings.ts).
 */
export const HELP_PAGE_HEADING: StaticPageHeading = { title: 'Help', kind: 'reading' };
