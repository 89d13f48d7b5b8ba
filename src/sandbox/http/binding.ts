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
}

/** A handler answers the endpoint's decoded response type, or throws an HttpError. */
export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>) => Promise<Decoded<E['response']>>;

/** An endpoint with its handler, ready for the router. */
export interface Binding {
  readonly endpoint: AnyEndpoint;
  readonly handle: (input: HandlerInput<AnyEndpoint>) => Promise<unknown>;
}

/** Pairs a contract endpoint with its handler (type-checked against the endpoint's codecs). */
export function bind<E extends AnyEndpoint>(endpoint: E, handle: Handler<E>): Binding {
  return { endpoint, handle: handle as unknown as Binding['handle'] };
}
