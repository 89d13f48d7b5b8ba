import { createSelector } from '@reduxjs/toolkit';
import type { LoginMethod } from '../../../contract/enums';
import type { Profile } from '../../../contract/entities';
import { formatPhone } from '../../../domain/format';
import { loggedUserQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import type { AccountChange } from './actions';
import { ACCOUNT_KEY, initialAccountState, type AccountState } from './reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';

/** The root state the account projections read. */
export type AccountRootState = QueryCacheRootState & { [ACCOUNT_KEY]?: AccountState };

/** §3 login methods as the profile names them: both link methods read "Email link". */
export const LOGIN_METHOD_LABELS: Readonly<Record<LoginMethod, string>> = {
  email: 'Email link',
  magicLink: 'Email link',
  password: 'Password',
};

/** What the page announces after each saved change (a polite live region). */
export const SAVED_TEXT: Readonly<Record<AccountChange, string>> = {
  name: 'Your name was saved.',
  phone: 'Your phone number was saved.',
  email: 'Your email address was changed. Use it the next time you sign in.',
  loginMethod: 'Your sign-in method was changed.',
  password: 'Your password was saved. Any other device signed in to your account was signed out.',
  sessions: 'Signed out of every other device. You are still signed in here.',
};

/** The signed-in person's profile as the page shows it. */
export interface ProfileView {
  firstName: string;
  middleName: string;
  lastName: string;
  fullName: string;
  /** §9 `(###) ###-####`, or '' when none is on file. */
  phone: string;
  email: string;
  loginMethod: LoginMethod;
  loginMethodLabel: string;
  /** Sign-in with a password is possible: switching methods is offered. */
  hasPassword: boolean;
  /** The method a switch would choose, or null without a password. */
  switchTo: 'password' | 'magicLink' | null;
}

/** Everything the profile page shows. */
export interface ProfilePageView {
  profile: Section<ProfileView>;
  /** The new address a code was sent to (email change step 2), or null. */
  pendingEmail: string | null;
  /** The last saved change's announcement, or null. */
  announcement: string | null;
}

/** A profile as shown. */
export function profileView(p: Profile): ProfileView {
  const usesPassword = p.login_method === 'password';
  return {
    firstName: p.first_name,
    middleName: p.middle_name ?? '',
    lastName: p.last_name,
    fullName: [p.first_name, p.middle_name, p.last_name].filter((n) => n && n.trim() !== '').join(' '),
    phone: formatPhone(p.phone),
    email: p.email,
    loginMethod: p.login_method,
    loginMethodLabel: LOGIN_METHOD_LABELS[p.login_method],
    hasPassword: p.has_password,
    switchTo: p.has_password ? (usesPassword ? 'magicLink' : 'password') : null,
  };
}

const selectAccount = (s: AccountRootState): AccountState => s[ACCOUNT_KEY] ?? initialAccountState;

/** The profile page's projection (LoggedUser, §3; the email change and the last saved change). */
export const selectProfilePage = createSelector(
  [(s: AccountRootState) => loggedUserQuery.select(s), selectAccount],
  (profile, account): ProfilePageView => ({
    profile: sectionOf(profile, profileView),
    pendingEmail: account.pendingEmail,
    announcement: account.lastSaved ? SAVED_TEXT[account.lastSaved] : null,
  }),
);
