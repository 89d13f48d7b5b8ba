/** The messages feature (issue 12 §1): the inbox of an application and its messages from the deal team. */
import type { FeatureModule } from '../../kernel/epic';
import { messagesEpic } from './epic';
import { MESSAGES_KEY, messagesReducer } from './reducer';

export * from './actions';
export { messagesEpic, type MessagesEpicState } from './epic';
export { initialMessagesState, MESSAGES_KEY, messagesReducer, type MessagesFeatureState } from './reducer';
export { messagesRoutes } from './routes';

/** The messages feature, mounted lazily the first time one of its routes renders; its state lives at `state.messages`. */
export const messagesFeature: FeatureModule = { name: MESSAGES_KEY, reducer: messagesReducer, epic: messagesEpic };
