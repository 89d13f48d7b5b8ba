import {
  loggedIn,
  loginEmailEntered,
  loginFailed,
  loginStepShown,
  magicLinkLoginStarted,
  magicLinkRequested,
  passwordRetrievalRequested,
} from '../../../src/client/features/auth/actions';
import { authReducer, initialAuthState } from '../../../src/client/features/auth/reducer';
import { sessionEnded } from '../../../src/client/kernel/session/actions';

const fold = (...events: Parameters<typeof authReducer>[1][]) => events.reduce(authReducer, initialAuthState);

describe('auth reducer (§3 login page state)', () => {
  it('starts at the email page', () => {
    expect(authReducer(undefined, { type: '@@init' }).activeLoginPage).toBe('email');
  });

  it('moves to the method step with the email kept', () => {
    const state = fold(loginEmailEntered({ email: 'jane@example.com' }));
    expect(state).toMatchObject({ activeLoginPage: 'method', email: 'jane@example.com' });
  });

  it('shows "check your email" after a link was sent and counts resends', () => {
    const state = fold(
      loginEmailEntered({ email: 'jane@example.com' }),
      magicLinkRequested({ email: 'jane@example.com', resend: false }),
      magicLinkRequested({ email: 'jane@example.com', resend: true }),
    );
    expect(state).toMatchObject({ activeLoginPage: 'magicLinkSent', sendMagicLink: true, magicLinksSent: 2 });
  });

  it('forgets the sent links when another email is entered', () => {
    const state = fold(
      loginEmailEntered({ email: 'jane@example.com' }),
      magicLinkRequested({ email: 'jane@example.com', resend: false }),
      loginEmailEntered({ email: 'john@example.com' }),
    );
    expect(state).toMatchObject({ email: 'john@example.com', sendMagicLink: false, magicLinksSent: 0, activeLoginPage: 'method' });
  });

  it('confirms the password-retrieval email', () => {
    expect(fold(loginStepShown({ step: 'forgotPassword' }), passwordRetrievalRequested({ email: 'a@b.co' }))).toMatchObject({
      activeLoginPage: 'passwordRetrievalSent',
      email: 'a@b.co',
    });
  });

  it('tracks the magic-link sign-in: pending, then failed with the error', () => {
    const error = { status: 400, data: { detail: 'This link has expired.' } };
    expect(fold(magicLinkLoginStarted()).magicLinkLogin).toEqual({ status: 'pending', error: null });
    expect(fold(magicLinkLoginStarted(), loginFailed({ method: 'magicLink', error })).magicLinkLogin).toEqual({ status: 'failed', error });
  });

  it('leaves the magic-link status alone when a password sign-in fails (that error is shown at the form)', () => {
    const state = fold(loginFailed({ method: 'password', error: { status: 400, data: {} } }));
    expect(state.magicLinkLogin.status).toBe('idle');
  });

  it('goes back to the email page after signing in and when the session ends', () => {
    expect(fold(loginEmailEntered({ email: 'a@b.co' }), loggedIn({ method: 'password', path: '/x' })).activeLoginPage).toBe('email');
    expect(fold(loginEmailEntered({ email: 'a@b.co' }), sessionEnded({ reason: null }))).toEqual(initialAuthState);
  });
});
