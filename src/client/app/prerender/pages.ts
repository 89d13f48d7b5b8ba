import { UNABLE_TO_OFFER_SLUGS } from '../../../domain/disqualification';
import { FUNNEL_STEPS, stepPath } from '../../features/funnel/steps';
import { START_PATH } from '../guards';

/**
 * A page written to static HTML at build time (issue 14 §1). `path` is the address it answers; `renders` is the path
 * whose page the HTML shows (`/` shows the funnel's first page, where its guard sends everyone signed out; `*` the
 * 404 page); `file` is where it is written, relative to the build output.
 */
export interface PrerenderedPage {
  path: string;
  renders: string;
  file: string;
}

/** `dist/client/<path>/index.html`: any static host answers the path with it. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

const page = (path: string, renders = path): PrerenderedPage => ({ path, renders, file: fileOf(path) });

/** The 404 page's file (`*`): what a static host answers for a path that is no page. */
export const NOT_FOUND_FILE = '404.html';

/** The signed-in pages' shell (header, loading `main`, footer), answered for every path behind the session guard. */
export const SHELL_FILE = 'shell.html';

/**
 * Every public page that needs no data (issue 14 §1): `/`, `/login`, `/welcome`, the funnel pages (`/applicants`, the
 * applicants question, is its last), the five unable-to-offer pages, `/ops/sign-in`, and the 404 page.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page('/', START_PATH),
  page('/login'),
  page('/welcome'),
  ...FUNNEL_STEPS.map((step) => page(stepPath(step))),
  ...UNABLE_TO_OFFER_SLUGS.map((slug) => page(`/unable-to-offer/${slug}`)),
  page('/ops/sign-in'),
  { path: '*', renders: '*', file: NOT_FOUND_FILE },
];
