/**
 * The application form sections (§2; issue #3 §2): the overview with progress and "Submit application", and the form
 * of seven sections (declarations is its own feature), saved as the person types through the draft save queue
 * (kernel/drafts) and restored on return.
 */
import type { FeatureModule } from '../../kernel/epic';
import { sectionsEpic } from './epic';

export * from './actions';
export { sectionsEpic, APPLICANTS_PATH } from './epic';
export { sectionsRoutes } from './routes';

/** The feature's name in the store (it keeps no state of its own: drafts and the query cache hold it). */
export const SECTIONS_KEY = 'sections';

/**
 * Mounted lazily with its routes; needs the query cache, drafts (`draftsModule`) and changes modules mounted. Epic only.
 */
export const sectionsFeature: FeatureModule = { name: SECTIONS_KEY, epic: sectionsEpic };
