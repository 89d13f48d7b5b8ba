import type { StaticPageHeading } from '../../ui/Page';

/**
 * The messages page's h1, lead and kind: on the page, and in the prerendered shell before the page's code arrives
 * (app/prerender/shellHeadings.ts).
 */
export const INBOX_PAGE_HEADING: StaticPageHeading & { readonly lead: string } = {
  title: 'Messages',
  lead: 'Your conversations with your deal team about this application.',
  kind: 'reading',
};
