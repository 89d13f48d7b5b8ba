import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import type { AnyEndpoint, RouteParams, Uuid } from '../../contract';

/** The signed-in person a request speaks for (from a verified JWT whose profile still exists). */
export interface Caller {
  uuid: Uuid;
  email: string;
  role: 'customer' | 'ops';
}

type Decoded<C> = C extends t.Type<infer A, unknown, unknown> ? A : never;

/** What a handler receives: decoded body and query, raw path parameters, and the caller (null on public endpoints). */
export interface HandlerInput<E extends AnyEndpoint> {
  body: Decoded<E['body']>;
  query: Decoded<E['query']>;
  params: { [K in RouteParams<E['route']>]: string };
  caller: Caller | null;
  /**
   * The raw request, for what only HTTP knows: the client's address (`request.ip`) and the bot check's verdict on it
   * (issue 13 §1 sign-in throttle, throttle/signIn.ts). Handlers read nothing else from it.
   */
  request: FastifyRequest;
}

/** A handler answers the endpoint's decoded response type, or throws an HttpError. */
export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>) => Promise<Decoded<E['response']>>;

/** How the router treats one endpoint beyond the defaults. */
export interface BindingOptions {
  /** Largest request body accepted, bytes (413 beyond); default the app's 1 MiB. */
  readonly bodyLimitBytes?: number;
  /**
   * Runs first (fastify `onRequest`: before the body is read, authentication and decoding) with the raw request:
   * throw an HttpError to refuse. For a per-IP rate limit of a public endpoint, which counts malformed requests too.
   */
  readonly admit?: (request: FastifyRequest) => void | Promise<void>;
  /**
   * A per-client-address limit by @fastify/rate-limit (issue 13 §1; throttle/addressLimits.ts `addressLimit`), counted
   * in the database before the body is read: 429 with `Retry-After` beyond it.
   */
  readonly rateLimit?: RateLimitOptions;
  /**
   * Conditional GET: the answer carries an `ETag` of its encoded body and `Cache-Control: private, no-cache`, and is
   * `304` with no body when `If-None-Match` matches. Decided after the handler, so after its authorisation.
   */
  readonly etag?: boolean;
}

/** An endpoint with its handler, ready for the router. */
export interface Binding {
  readonly endpoint: AnyEndpoint;
  readonly handle: (input: HandlerInput<AnyEndpoint>) => Promise<unknown>;
  readonly options?: BindingOptions;
}

/** Pairs a contract endpoint with its handler (type-checked against the endpoint's codecs), and router options. */
export function bind<E extends AnyEndpoint>(endpoint: E, handle: Handler<E>, options?: BindingOptions): Binding {
  return { endpoint, handle: handle as unknown as Binding['handle'], ...(options && { options }) };
}
