import type { PageName } from '../../contract/trackingPlan';
import { defineEvent } from '../kernel/actions';

/** Which page of §2 the router shows: its `page_name`, route pattern, and the application on an application's page. */
export interface PageShownPayload {
  page_name: PageName;
  path_pattern: string;
  applicationId?: string;
}

/**
 * The router now shows a page of §2 (dispatched by the app's NavigationBridge when the pathname changes). Carries the
 * route pattern, never the path: ids and sign-in keys stay out of it.
 */
export const pageShown = defineEvent<PageShownPayload>('navigation/pageShown');
