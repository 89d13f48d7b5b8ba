import type { StaticPageHeading } from '../../ui/Page';

/**
 * The tasks page's h1 and kind: on the page, and in the prerendered shell before the page's code arrives
 * (app/prerender/shellHeadings.ts).
 */
export const TASKS_PAGE_HEADING: StaticPageHeading = { title: 'Your tasks', kind: 'list' };
