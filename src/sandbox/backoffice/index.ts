import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { registerBackOfficeJson } from './json';
import { registerBackOfficePages } from './pages';

/**
 * The sandbox back office (issue #4 §6; docs/sandbox.md "Back office"): ops-only controls that play the provider —
 * move an application through the §4 stages, issue the Investment Estimate, request and review documents, open the
 * e-sign envelope, fund. As JSON under /sandbox (the CLI `npm run backoffice`) and as a page at /sandbox/back-office.
 */
export function registerBackOffice(app: FastifyInstance, s: Services): void {
  registerBackOfficeJson(app, s);
  registerBackOfficePages(app, s);
}
