import { configureStore, type AnyAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NewApplicationAddressPage } from '../../../src/client/features/newApplication/views/NewApplicationAddressPage';
import { WelcomeBackPage } from '../../../src/client/features/newApplication/views/WelcomeBackPage';
import { applicationQuery, loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import { APP_UUID, application, profile } from '../app/fixtures';
import { loaded } from '../offer/fixtures';

function render(path: string, events: readonly AnyAction[]): string {
  const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer } });
  for (const e of events) store.dispatch(e);
  const html = renderToString(
    <StoreProvider store={toViewStore(store)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/applications/:applicationId/new-application" element={<WelcomeBackPage />} />
          <Route path="/applications/:applicationId/new-application/address" element={<NewApplicationAddressPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').replace(/ :/g, ':');
}

describe('new application pages (first render)', () => {
  it('welcomes the person back by first name, with what carries over and Start', () => {
    const text = render(`/applications/${APP_UUID}/new-application`, [
      ...loaded(loggedUserQuery, undefined, profile()),
      ...loaded(applicationQuery, { uuid: APP_UUID }, application()),
    ]);
    for (const s of ['Welcome back, Jane', 'What carries over', 'Name: Jane Doe', 'Email: jane@example.com', 'Phone: (212) 555-0123', 'Credit estimate: From your earlier application', 'Start']) {
      expect(text).toContain(s);
    }
  });

  it('the address page asks for the address, property type and usage and the value', () => {
    const text = render(`/applications/${APP_UUID}/new-application/address`, []);
    for (const s of ['Tell us about the home', 'Street address', 'Unit number', 'City', 'State', 'ZIP code', 'Property type', 'Townhouse', 'How is the home used?', 'Second home', 'Estimated home value', 'Start application']) {
      expect(text).toContain(s);
    }
  });
});
