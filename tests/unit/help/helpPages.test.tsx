import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { FaqPage } from '../../../src/client/features/help/views/FaqPage';
import { ResourcesPage } from '../../../src/client/features/help/views/ResourcesPage';
import { dealTeamQuery } from '../../../src/client/kernel/api/queries';
import type { QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import { StoreProvider } from '../../../src/client/kernel/react';
import { FAQS, GLOSSARY } from '../../../src/domain/help';
import { APP_UUID, dealTeam } from '../app/fixtures';

function render(path: string, entries: Record<string, QueryEntry> = {}): string {
  const store = { state$: new BehaviorSubject<unknown>({ queries: { entries } }).asObservable(), dispatch: () => undefined };
  return renderToString(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/applications/:applicationId/faq" element={<FaqPage />} />
          <Route path="/applications/:applicationId/resources" element={<ResourcesPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

describe('FAQ page markup (issue #4 §5, §2 customer-stage FAQ links)', () => {
  it('gives every FAQ a focusable heading whose id is the FAQ id, and lists them at the top', () => {
    const html = render(`/applications/${APP_UUID}/faq`);
    for (const faq of FAQS) {
      expect(html).toContain(`<h2 id="${faq.id}" tabindex="-1">`);
      expect(html).toContain(`href="/applications/${APP_UUID}/faq#${faq.id}"`);
    }
  });
});

describe('resources page markup (issue #4 §5)', () => {
  it('lists the deal team and the glossary as description lists', () => {
    const key = dealTeamQuery.key({ uuid: APP_UUID });
    const entry = { key, name: 'dealTeam', group: 'DealTeam', args: null, requestId: 1, startedAt: 0, stale: false, status: 'fulfilled', data: dealTeam(), fulfilledAt: 1 } as QueryEntry;
    const html = render(`/applications/${APP_UUID}/resources`, { [key]: entry });
    expect(html).toMatch(/<dt>Home Equity Officer<\/dt><dd>Olivia Officer<\/dd>/);
    expect(html).toContain('(512) 555-0100');
    expect(html).toMatch(/<dt>Transaction Specialist<\/dt><dd>Not assigned yet.<\/dd>/);
    for (const g of GLOSSARY) expect(html).toContain(`<dt>${g.term}</dt>`);
  });
});
