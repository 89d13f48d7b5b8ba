/** The documents feature (issue #4 §2): the catalogue picker, uploads with progress (kernel/uploads), the documents list. */
import type { FeatureModule } from '../../kernel/epic';
import { documentsEpic } from './epic';
import { DOCUMENTS_KEY, documentsReducer } from './reducer';

export * from './actions';
export { DOCUMENTS_KEY, documentsReducer, initialDocumentsState, type DocumentsFeatureState } from './reducer';
export { documentsEpic } from './epic';
export { documentsRoutes } from './routes';

/** Mounted at `state.documents`; mount `uploadsModule` (kernel/uploads) with it. */
export const documentsFeature: FeatureModule = { name: DOCUMENTS_KEY, reducer: documentsReducer, epic: documentsEpic };
