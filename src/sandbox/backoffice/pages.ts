import type { FastifyInstance, FastifyReply } from 'fastify';
import { DENIAL_FACTOR, isUuid } from '../../contract';
import { passwordSignIn, signInClient } from '../auth/signIn';
import { botCheckSection } from '../botCheck/page';
import type { Caller } from '../http/binding';
import { HttpError } from '../http/errors';
import { findDocument } from '../repo/documents';
import { findRequest } from '../servicing/requests';
import type { Services } from '../services';
import { normaliseEmail } from '../validate';
import { opsCookie, opsFromCookie } from './auth';
import { applicationDetail, CONTROLS, listForBackOffice, type ControlResult } from './controls';
import { MESSAGE_CONTROLS, messagesDetail, openThread } from './messageControls';
import { messagesSection, threadPage } from './messagesPage';
import { OUTCOME_CONTROLS } from './outcomeControls';
import { factorField, outcomeSection } from './outcomePage';
import { applicationPage, isSignInTarget, listPage, signInPage, type Notice } from './page';
import { SERVICING_CONTROLS, servicingDetail, type ServicingControlResult } from './servicingControls';
import { servicingSection } from './servicingPage';
import { addressLimit } from '../throttle/addressLimits';

/** The back office's sign-in has no bot-check widget: an account that needs one signs in at the staff sign-in first. */
const BACK_OFFICE_NEEDS_BOT_CHECK =
  'There were too many failed sign-ins for this account. Sign in once on the staff sign-in page (/ops/sign-in), which has a security check, then come back.';

type Form = Record<string, string>;
type ById = { Params: { uuid: string }; Body: Form | undefined };

/** What the page says after a control succeeded (Post/Redirect/Get: the redirect carries only this key). */
const DONE: Readonly<Record<string, string>> = {
  advance: 'Moved to the next stage.',
  stage: 'Stage changed.',
  estimate: 'Investment Estimate issued.',
  'document-requests': 'Document requested.',
  envelope: 'Envelope opened: the closing documents are out for signature.',
  fund: 'Funded: the application is closed.',
  accept: 'Document accepted.',
  reject: 'Document rejected; the customer is asked for a new one.',
  'servicing-status': 'Servicing request moved.',
  'servicing-approval': 'Approval decided.',
  'servicing-document-requests': 'Document requested for the servicing request.',
  'servicing-payoff-statement': 'Payoff statement issued.',
  'servicing-settle': 'Investment settled: the request is complete.',
  deny: 'Denied: the application is closed and the homeowners are emailed.',
  withdraw: 'Withdrawn: the application is closed and the homeowners are emailed.',
  messages: 'Message sent: the homeowners are emailed a notice.',
  answer: 'Answer sent: the homeowners see it in the portal, unread, and are emailed a notice.',
};

/** A money or percent field as typed ("$1,200,000", "17.5") → a number; blank → absent; other text is kept (→ 400). */
function numberField(form: Form, name: string): number | string | undefined {
  const raw = (form[name] ?? '').trim();
  if (raw === '') return undefined;
  const n = Number(raw.replace(/[$,%\s]/g, ''));
  return Number.isFinite(n) ? n : raw;
}

/** The control a form posts to, with its input built from the form fields. */
const FORM_CONTROLS: Readonly<Record<string, (s: Services, uuid: string, form: Form) => Promise<ControlResult>>> = {
  advance: (s, uuid) => CONTROLS.advance(s, uuid),
  stage: (s, uuid, form) => CONTROLS.setStage(s, uuid, { stage: form.stage }),
  estimate: (s, uuid, form) => CONTROLS.issueEstimate(s, uuid, Object.fromEntries(
    ['home_value', 'investment_amount', 'equity_share_percent'].map((k) => [k, numberField(form, k)]).filter(([, v]) => v !== undefined))),
  'document-requests': (s, uuid, form) => CONTROLS.requestDocument(s, uuid, { document_type: form.document_type, profile_uuid: form.profile_uuid || null }),
  envelope: (s, uuid) => CONTROLS.openEnvelope(s, uuid),
  fund: (s, uuid) => CONTROLS.fund(s, uuid),
  deny: (s, uuid, form) => OUTCOME_CONTROLS.deny(s, uuid, {
    reason: form.reason,
    denial_factors: DENIAL_FACTOR.values.filter((f) => form[factorField(f)] !== undefined),
  }),
  withdraw: (s, uuid, form) => OUTCOME_CONTROLS.withdraw(s, uuid, { reason: form.reason }),
};

/** A servicing control a form posts to, with its input built from the form fields (blank fields left out). */
const SERVICING_FORM_CONTROLS: Readonly<Record<string, (s: Services, uuid: string, form: Form) => Promise<ServicingControlResult>>> = {
  status: (s, uuid, form) => SERVICING_CONTROLS.move(s, uuid, { status: form.status, ...(form.note && { note: form.note }) }),
  approval: (s, uuid, form) => SERVICING_CONTROLS.approval(s, uuid, { decision: form.decision, ...(form.reason !== undefined && { reason: form.reason }) }),
  'document-requests': (s, uuid, form) => SERVICING_CONTROLS.requestDocument(s, uuid, { step: form.step, document_type: form.document_type }),
  'payoff-statement': (s, uuid, form) => {
    const amount = numberField(form, 'amount');
    return SERVICING_CONTROLS.issuePayoff(s, uuid, {
      ...(numberField(form, 'home_value') !== undefined && { home_value: numberField(form, 'home_value') }),
      // The form takes dollars (what people type); the control takes cents.
      ...(amount !== undefined && { amount_cents: typeof amount === 'number' ? Math.round(amount * 100) : amount }),
      ...((form.good_through ?? '').trim() !== '' && { good_through: (form.good_through ?? '').trim() }),
    });
  },
  settle: (s, uuid) => SERVICING_CONTROLS.settle(s, uuid, {}),
};

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

/**
 * The back-office page (issue #4 §6), server-rendered, no script: `/sandbox/back-office` (sign-in form, then the
 * list), `/sandbox/back-office/applications/:uuid` (a form per control). Signing in sets the ops JWT in an
 * HttpOnly, SameSite=Strict cookie scoped to /sandbox (so other sites cannot post the forms). A control that works
 * redirects back with a status message; one that is refused shows the page again with the reason (role=alert).
 */
export function registerBackOfficePages(app: FastifyInstance, s: Services): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))));

    const detailPage = async (reply: FastifyReply, me: Caller, uuid: string, status: number, notice?: Notice, messageDraft?: Form) => {
      const detail = await applicationDetail(s, uuid);
      const servicing = servicingSection(await servicingDetail(s, detail.application.uuid), new Date(s.now()).toISOString().slice(0, 10));
      const messages = messagesSection(detail.application.uuid, await messagesDetail(s, detail.application.uuid), messageDraft);
      return html(reply, status, applicationPage(detail, me.email, notice, outcomeSection(detail.application) + servicing + messages));
    };

    /** Runs a control; on a refusal shows the application page again with why. */
    const run = async (reply: FastifyReply, me: Caller, uuid: string, work: () => Promise<{ application_uuid: string }>, done: string) => {
      try {
        const result = await work();
        return reply.code(303).header('location', `/sandbox/back-office/applications/${result.application_uuid}?done=${done}`).send();
      } catch (e) {
        if (!(e instanceof HttpError) || e.status === 404) throw e;
        return detailPage(reply, me, uuid, e.status, { kind: 'alert', text: e.detail, ...(e.errors && { errors: e.errors }) });
      }
    };

    scope.get<{ Querystring: { done?: string } }>('/sandbox/back-office', async (request, reply) => {
      const me = await opsFromCookie(request, s);
      if (!me) return html(reply, 200, signInPage(s.config.exposed));
      // After the bot-check form (src/sandbox/botCheck/routes.ts) redirected here.
      const notice: Notice | undefined = request.query.done === 'bot-check' ? { kind: 'status', text: `Bot-check mode set to ${s.botCheck.mode()}.` } : undefined;
      return html(reply, 200, listPage(await listForBackOffice(s.db), me.email, notice, botCheckSection(s.botCheck.mode(), s.botCheck.verifier())));
    });

    // Issue 13 §1: limited per client address together with the API sign-ins (throttle/addressLimits.ts).
    scope.post<{ Body: Form | undefined }>('/sandbox/back-office/sign-in', { config: { rateLimit: addressLimit(s, 'signIn') } }, async (request, reply) => {
      const email = normaliseEmail(request.body?.email ?? '');
      const next = isSignInTarget(request.body?.next) ? request.body.next : '/sandbox/back-office';
      let profile;
      try {
        profile = await passwordSignIn(s, email, request.body?.password ?? '', signInClient(request));
      } catch (e) {
        // Issue 13 §1: throttled (429), or the account needs the bot check, which this form does not have (403).
        if (!(e instanceof HttpError)) throw e;
        const text = e.status === 403 ? BACK_OFFICE_NEEDS_BOT_CHECK : e.detail;
        if (e.retryAfterS !== undefined) reply.header('retry-after', String(e.retryAfterS));
        return html(reply, e.status, signInPage(s.config.exposed, { kind: 'alert', text }, email, next));
      }
      if (!profile) return html(reply, 400, signInPage(s.config.exposed, { kind: 'alert', text: 'That email and password do not match an account.' }, email, next));
      if (profile.role !== 'ops') return html(reply, 403, signInPage(s.config.exposed, { kind: 'alert', text: 'Only operations users can use the back office.' }, email, next));
      const token = await s.issueToken(profile);
      return reply.code(303).header('set-cookie', opsCookie(token, s.config.tokenTtlS)).header('location', next).send();
    });

    scope.post('/sandbox/back-office/sign-out', async (_request, reply) =>
      reply.code(303).header('set-cookie', opsCookie('', 0)).header('location', '/sandbox/back-office').send());

    scope.get<{ Params: { uuid: string }; Querystring: { done?: string } }>('/sandbox/back-office/applications/:uuid', async (request, reply) => {
      const me = await opsFromCookie(request, s);
      if (!me) return html(reply, 401, signInPage(s.config.exposed, { kind: 'alert', text: 'Sign in to use the back office.' }));
      const done = DONE[request.query.done ?? ''];
      return detailPage(reply, me, request.params.uuid, 200, done ? { kind: 'status', text: done } : undefined);
    });

    scope.post<ById & { Params: { action: string } }>('/sandbox/back-office/applications/:uuid/:action', async (request, reply) => {
      const me = await opsFromCookie(request, s);
      if (!me) return html(reply, 401, signInPage(s.config.exposed, { kind: 'alert', text: 'Your session ended: sign in again.' }));
      const control = Object.prototype.hasOwnProperty.call(FORM_CONTROLS, request.params.action) ? FORM_CONTROLS[request.params.action] : undefined;
      if (!control) throw new HttpError(404, 'Not found.');
      const { uuid, action } = request.params;
      return run(reply, me, uuid, () => control(s, uuid, request.body ?? {}), action);
    });

    /** A thread's page; opening it marks the homeowners' messages in it read by the deal team. */
    const threadView = async (reply: FastifyReply, me: Caller, uuid: string, thread: string, status: number, notice?: Notice, draft?: Form) =>
      html(reply, status, threadPage(await openThread(s, uuid, thread), me.email, notice, draft));

    scope.get<{ Params: { uuid: string; thread: string }; Querystring: { done?: string } }>('/sandbox/back-office/applications/:uuid/messages/:thread', async (request, reply) => {
      const me = await opsFromCookie(request, s);
      if (!me) return html(reply, 401, signInPage(s.config.exposed, { kind: 'alert', text: 'Sign in to use the back office.' }));
      const done = DONE[request.query.done ?? ''];
      return threadView(reply, me, request.params.uuid, request.params.thread, 200, done ? { kind: 'status', text: done } : undefined);
    });

    // A refused message comes back with what was typed (subject and body), not an empty form: on the application's
    // page for a new thread, on the thread's page for an answer (a form with `thread`).
    scope.post<ById>('/sandbox/back-office/applications/:uuid/messages', async (request, reply) => {
      const me = await opsFromCookie(request, s);
      if (!me) return html(reply, 401, signInPage(s.config.exposed, { kind: 'alert', text: 'Your session ended: sign in again.' }));
      const form = request.body ?? {};
      const thread = form.thread;
      try {
        const input = thread === undefined
          ? { from: form.from, subject: form.subject ?? '', body: form.body ?? '' }
          : { from: form.from, body: form.body ?? '', thread };
        const result = await MESSAGE_CONTROLS.send(s, request.params.uuid, input);
        const where = thread === undefined ? `${result.application_uuid}?done=messages` : `${result.application_uuid}/messages/${result.message.thread}?done=answer`;
        return reply.code(303).header('location', `/sandbox/back-office/applications/${where}`).send();
      } catch (e) {
        if (!(e instanceof HttpError) || e.status === 404) throw e;
        const notice: Notice = { kind: 'alert', text: e.detail, ...(e.errors && { errors: e.errors }) };
        if (thread !== undefined) return threadView(reply, me, request.params.uuid, thread, e.status, notice, form);
        return detailPage(reply, me, request.params.uuid, e.status, notice, form);
      }
    });

    scope.post<ById & { Params: { action: string } }>('/sandbox/back-office/servicing-requests/:uuid/:action', async (request, reply) => {
      const me = await opsFromCookie(request, s);
      if (!me) return html(reply, 401, signInPage(s.config.exposed, { kind: 'alert', text: 'Your session ended: sign in again.' }));
      const control = Object.prototype.hasOwnProperty.call(SERVICING_FORM_CONTROLS, request.params.action) ? SERVICING_FORM_CONTROLS[request.params.action] : undefined;
      const found = isUuid(request.params.uuid) ? await findRequest(s.db, request.params.uuid) : undefined;
      if (!control || !found) throw new HttpError(404, 'Not found.');
      return run(reply, me, found.application_uuid, () => control(s, found.uuid, request.body ?? {}), `servicing-${request.params.action}`);
    });

    scope.post<ById>('/sandbox/back-office/documents/:uuid/review', async (request, reply) => {
      const me = await opsFromCookie(request, s);
      if (!me) return html(reply, 401, signInPage(s.config.exposed, { kind: 'alert', text: 'Your session ended: sign in again.' }));
      const form = request.body ?? {};
      const doc = isUuid(request.params.uuid) ? await findDocument(s.db, request.params.uuid) : undefined;
      if (!doc) throw new HttpError(404, 'Not found.');
      const decision = form.decision === 'reject' ? 'reject' : 'accept';
      return run(reply, me, doc.application_uuid, () => CONTROLS.reviewDocument(s, doc.uuid, { decision: form.decision, ...(form.reason !== undefined && { reason: form.reason }) }), decision);
    });
  });
}
