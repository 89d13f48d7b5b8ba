import type { FeatureModule } from '../kernel/epic';
import { createQueryCacheEpic } from '../kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../kernel/queryCache/reducer';
import { consentModule } from '../kernel/consent';
import { deferredEpic } from '../kernel/deferredEpic';
import { reportFieldError } from '../kernel/forms/actions';
import { sessionModule } from '../kernel/session';
import { funnelFeature } from '../features/funnel';

/** The shared query cache (§3 data groups, §7/§9 retention), mounted at `state.queries`. */
export const queryCacheModule: FeatureModule = { name: QUERY_CACHE_KEY, reducer: queryCacheReducer, epic: createQueryCacheEpic() };

/**
 * §5 field errors (kernel/forms `formsModule`, mounted again by the analytics layer: the same name, so ignored). Mounted
 * with the store, its code fetched on the first error shown, because analytics loads only on the first press or when
 * idle after the page's load (issue 14 §3): an error shown by the very press that started analytics loading is kept
 * and reported once the code arrives, instead of being lost.
 */
const formsModule: FeatureModule = {
  name: 'forms',
  epic: deferredEpic('forms', () => import('../kernel/forms/fieldErrorEpic').then((m) => m.fieldErrorEpic), reportFieldError.match),
};

/**
 * What every page needs, mounted with the store: queries, session, privacy consent (issue 12 §3: every footer opens it,
 * and analytics must know it before sending) and the public funnel (the first page most see).
 */
export const EAGER_MODULES: readonly FeatureModule[] = [queryCacheModule, sessionModule, consentModule, funnelFeature, formsModule];

/**
 * Features mounted the first time one of their routes renders (their code is not in the first load): auth (`/`,
 * `/login…`, `/password/:key`, `/logout`, `/create-user/:id`), application (`/applications/:id`, `/profiles/:id`,
 * `/applicants` when signed in), and the application form (issue #3): qualification
 * (`/applications/:id/qualification`), sections (`/applications/:id/sections…`) and declarations
 * (`/applications/:id/sections/declarations`); and issue #4's tasks (`/applications/:id/tasks`), documents
 * (`…/documents`), offer (`…/offer`), signing (the eSignature task), account (`…/profile`), help (`…/resources`,
 * `…/faq`) and newApplication (`/applications/:id/new-application`); issue #5's ops view (`/ops/sign-in`,
 * `/ops/applications`, and the banner over `/applications/:id…` in an ops session); issue 11's servicing (the investment
 * dashboard at `/applications/:id` of a funded application, `…/servicing/:requestUuid[/:stepKind]`); issue 12's closing tasks (`…/closing/appraisal|details|statement|wire`); issue 12's messages
 * (`/applications/:id/messages[/:messageUuid]`); the session keeper (token refresh and stored profiles, issue 12 §2),
 * mounted once someone is signed in; and the bot check
 * (kernel/botCheck), mounted next to the pages that show its widget (`/login`, `/applicants` signed out) without
 * holding them up; and the help page with "Share a diagnostic with support" (`/help`, `/applications/:id/help`).
 */
export const LAZY_FEATURES = {
  auth: () => import('../features/auth').then((m) => m.authFeature),
  application: () => import('../features/application').then((m) => m.applicationFeature),
  qualification: () => Promise.all([import('../features/qualification'), applicationFormModules()]).then(([m, kernel]) => [m.qualificationFeature, ...kernel]),
  sections: () => Promise.all([import('../features/sections'), draftModules()]).then(([m, kernel]) => [m.sectionsFeature, ...kernel]),
  declarations: () => Promise.all([import('../features/declarations'), applicationFormModules()]).then(([m, kernel]) => [m.declarationsFeature, ...kernel]),
  tasks: () => Promise.all([import('../features/tasks'), changesModule()]).then(([m, changes]) => [m.tasksFeature, changes]),
  documents: () =>
    Promise.all([import('../features/documents'), import('../kernel/uploads'), changesModule()]).then(([m, uploads, changes]) => [m.documentsFeature, uploads.uploadsModule, changes]),
  offer: () => Promise.all([import('../features/offer'), changesModule()]).then(([m, changes]) => [m.offerFeature, changes]),
  signing: () => Promise.all([import('../features/signing'), changesModule()]).then(([m, changes]) => [m.signingFeature, changes]),
  account: () => Promise.all([import('../features/account'), changesModule()]).then(([m, changes]) => [m.accountFeature, changes]),
  help: () => import('../features/help').then((m) => m.helpFeature),
  newApplication: () => import('../features/newApplication').then((m) => m.newApplicationFeature),
  ops: () => import('../features/ops').then((m) => m.opsFeature),
  servicing: () => Promise.all([import('../features/servicing'), servicingKernelModules()]).then(([m, kernel]) => [m.servicingFeature, ...kernel]),
  closingTasks: () => Promise.all([import('../features/closingTasks'), changesModule()]).then(([m, changes]) => [m.closingTasksFeature, changes]),
  messages: () => import('../features/messages').then((m) => m.messagesFeature),
  sessionKeeper: () => import('../kernel/session/keeper').then((m) => m.sessionKeeperModule),
  botCheck: () => import('../kernel/botCheck/module').then((m) => m.botCheckModule),
  diagnostics: () => import('../features/diagnostics').then((m) => m.diagnosticsFeature),
} satisfies Record<string, () => Promise<FeatureModule | readonly FeatureModule[]>>;

/**
 * The kernel modules the application form's wizards need (issue #3): the wizard machine, the draft save queue and the
 * §4 change fan-out. They travel with the features that use them (mounting twice is a no-op), not in the first load.
 */
function applicationFormModules(): Promise<FeatureModule[]> {
  return Promise.all([import('../kernel/wizard'), draftModules()]).then(([wizard, drafts]) => [wizard.wizardModule, ...drafts]);
}

/**
 * The draft save queue and the §4 change fan-out, without the wizard: a section page has no wizard, and its
 * as-loaded scripts are held to 150 KB (issue 14 §3).
 */
function draftModules(): Promise<FeatureModule[]> {
  return Promise.all([import('../kernel/drafts'), import('../kernel/changes')]).then(([drafts, changes]) => [drafts.draftsModule, changes.changesModule]);
}

/**
 * The kernel modules servicing needs (issue 11): the draft save queue (step screens), the §4 change fan-out (every
 * servicing write reports a change) and the signed-URL uploader (a request's documents).
 */
function servicingKernelModules(): Promise<FeatureModule[]> {
  return Promise.all([draftModules(), import('../kernel/uploads')]).then(([drafts, uploads]) => [...drafts, uploads.uploadsModule]);
}

/** The §4 change fan-out (kernel/changes), for features whose writes must refresh the cached data sets. */
function changesModule(): Promise<FeatureModule> {
  return import('../kernel/changes').then((m) => m.changesModule);
}

/** The name of a lazily mounted feature. */
export type LazyFeatureName = keyof typeof LAZY_FEATURES;

/** Every module of the app, eager and lazy, loaded (for tests that check all reducers or replay everything). */
export async function loadAllModules(): Promise<FeatureModule[]> {
  const lazy = await Promise.all(Object.values(LAZY_FEATURES).map((load) => load()));
  const all = [...EAGER_MODULES, ...lazy.flat()];
  return all.filter((m, i) => all.findIndex((other) => other.name === m.name) === i);
}
