import { matchPath } from 'react-router';
import { SHELL_HEADINGS } from '../../../src/client/app/prerender/shellHeadings';
import { routePatterns } from '../../../src/client/app/routes';
import { SECTION_TITLES } from '../../../src/domain/sections';

const APPLICATION = '6f1c7c52-8f0e-4a39-9d7e-2b1f2f6f1a01';

describe('the headings the signed-in shell shows before a page’s code (docs/prerendering.md)', () => {
  it('belong to signed-in pages of the router: each address is answered by one of its routes behind the session', () => {
    const { session } = routePatterns();
    for (const { route } of SHELL_HEADINGS) {
      const address = route.replace(':applicationId', APPLICATION);
      expect({ route, answeredBy: session.some((pattern) => matchPath(pattern, address) !== null) }).toEqual({ route, answeredBy: true });
    }
  });

  it('cover the seven form sections with their titles and a lead each, the tasks, documents and messages pages and the help pages; never the declarations wizard', () => {
    const sections = SHELL_HEADINGS.filter((h) => h.route.includes('/sections/'));
    expect(sections.map((h) => h.title)).toEqual(Object.entries(SECTION_TITLES).filter(([name]) => name !== 'declarations').map(([, title]) => title));
    expect(sections.every((h) => typeof h.lead === 'string' && h.lead.length > 0)).toBe(true);
    expect(SHELL_HEADINGS.filter((h) => !h.route.includes('/sections/')).map((h) => [h.route, h.title, h.kind])).toEqual([
      ['/applications/:applicationId/tasks', 'Your tasks', 'list'],
      ['/applications/:applicationId/documents', 'Your documents', 'list'],
      ['/applications/:applicationId/messages', 'Messages', 'reading'],
      ['/applications/:applicationId/faq', 'Frequently asked questions', 'reading'],
      ['/applications/:applicationId/resources', 'Resources', 'reading'],
      ['/applications/:applicationId/help', 'Help', 'reading'],
    ]);
    expect(new Set(SHELL_HEADINGS.map((h) => h.route)).size).toBe(SHELL_HEADINGS.length);
  });
});
