import { combineEpics } from 'redux-observable';
import type { AppEpic } from '../../kernel/epic';
import { authEpic, type AuthEpicState } from './epic';
import { passwordResetEpic } from './passwordResetEpic';

/** Every auth epic (sign-in methods, landing, the password-reset link): the code ./epicLoader fetches on demand. */
export const authEpics: AppEpic<AuthEpicState> = combineEpics(authEpic, passwordResetEpic as AppEpic<AuthEpicState>);
