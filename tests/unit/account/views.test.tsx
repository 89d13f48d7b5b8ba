import { configureStore, type AnyAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { accountChangeSaved, emailCodeSent } from '../../../src/client/features/account/actions';
import { ACCOUNT_KEY, accountReducer } from '../../../src/client/features/account/reducer';
import { ProfilePage } from '../../../src/client/features/account/views/ProfilePage';
import { loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import type { Profile } from '../../../src/contract/entities';
import { APP_UUID, profile } from '../app/fixtures';
import { loaded } from '../offer/fixtures';

function render(events: readonly AnyAction[]): string {
  const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, [ACCOUNT_KEY]: accountReducer } });
  for (const e of events) store.dispatch(e);
  const html = renderToString(
    <StoreProvider store={toViewStore(store)}>
      <MemoryRouter initialEntries={[`/applications/${APP_UUID}/profile`]}>
        <Routes>
          <Route path="/applications/:applicationId/profile" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

const withProfile = (p: Partial<Profile> = {}) => loaded(loggedUserQuery, undefined, profile(p));

describe('profile page (first render)', () => {
  it('shows the name, the phone as (###) ###-####, the email and how the person signs in, each with its action', () => {
    const text = render(withProfile({ middle_name: 'Q' }));
    for (const s of [
      'Your profile', 'Your name', 'Jane Q Doe', 'Edit name', 'Phone number', '(212) 555-0123', 'Change phone number',
      'Email address', 'jane@example.com', 'Change email', 'How you sign in', 'Sign-in method: Password',
      'Sign in with an email link instead', 'Password', 'Change password',
    ]) expect(text).toContain(s);
  });

  it('without a password: no switch, and "Set a password"', () => {
    const text = render(withProfile({ login_method: 'magicLink', has_password: false }));
    expect(text).toContain('Sign-in method: Email link');
    expect(text).toContain('To sign in with a password, set one in the Password section below.');
    expect(text).toContain('Set a password');
    expect(text).not.toContain('instead');
  });

  it('asks for the code while an email change waits for it', () => {
    const text = render([...withProfile(), emailCodeSent({ newEmail: 'new@example.com' })]);
    for (const s of ['6-digit code', 'We sent it to new@example.com.', 'Confirm new email', 'Send a new code', 'Use a different email address']) {
      expect(text).toContain(s);
    }
  });

  it('announces the last saved change', () => {
    expect(render([...withProfile(), accountChangeSaved({ applicationId: APP_UUID, change: 'phone' })])).toContain('Your phone number was saved.');
  });
});
