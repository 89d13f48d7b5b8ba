import { SECTION_TITLES } from '../../../domain/sections';
import { HELP_PAGE_HEADING } from '../../features/diagnostics/heading';
import { DOCUMENTS_PAGE_HEADING } from '../../features/documents/heading';
import { FAQ_PAGE_HEADING, RESOURCES_PAGE_HEADING } from '../../features/help/heading';
import { INBOX_PAGE_HEADING } from '../../features/messages/heading';
import { SECTION_LEADS } from '../../features/sections/leads';
import { isFormSection, SECTION_ORDER } from '../../features/sections/sectionOrder';
import { TASKS_PAGE_HEADING } from '../../features/tasks/heading';
import type { StaticPageHeading } from '../../ui/Page';

/**
 * A signed-in page whose heading needs no data: `route` is its address as a react-router pattern (one of the router's
 * routes, or a value of its parameter), with the heading its page renders.
 */
export interface ShellHeading extends StaticPageHeading {
  readonly route: string;
}

/**
 * The signed-in pages the prerendered shell can show the heading of before their code arrives (docs/prerendering.md
 * "The shell's heading"): each form section (title and lead), the tasks, documents and messages pages, the FAQ, the
 * resources and an application's help page. Their views take the same constants, so the shell and the page say the
 * same thing in the same place; the page's code then draws over it. Pages whose heading depends on the application
 * (its home, a servicing request) are not here.
 */
export const SHELL_HEADINGS: readonly ShellHeading[] = [
  ...SECTION_ORDER.filter(isFormSection).map((section) => ({
    route: `/applications/:applicationId/sections/${section}`,
    title: SECTION_TITLES[section],
    lead: SECTION_LEADS[section],
    kind: 'form' as const,
  })),
  { route: '/applications/:applicationId/tasks', ...TASKS_PAGE_HEADING },
  { route: '/applications/:applicationId/documents', ...DOCUMENTS_PAGE_HEADING },
  { route: '/applications/:applicationId/messages', ...INBOX_PAGE_HEADING },
  { route: '/applications/:applicationId/faq', ...FAQ_PAGE_HEADING },
  { route: '/applications/:applicationId/resources', ...RESOURCES_PAGE_HEADING },
  { route: '/applications/:applicationId/help', ...HELP_PAGE_HEADING },
];
