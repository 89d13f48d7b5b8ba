import type { StaticPageHeading } from '../../ui/Page';

/**
 * The FAQ and resources pages' h1 and kind: on the pages, and in the prerendered shell before their code arrives
 * (app/prerender/shellHeadings.ts).
 */
export const FAQ_PAGE_HEADING: StaticPageHeading = { title: 'Frequently asked questions', kind: 'reading' };
export const RESOURCES_PAGE_HEADING: StaticPageHeading = { title: 'Resources', kind: 'reading' };
