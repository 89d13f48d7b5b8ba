import * as t from 'io-ts';

/** HTTP methods used by the contract (§7). */
export type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'TRACE' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Names of the `:param` segments of a route pattern, e.g. `'v1/profile/:uuid/'` → `'uuid'`. */
export type RouteParams<S extends string> = S extends `${string}:${infer P}/${infer R}`
  ? P | RouteParams<R>
  : S extends `${string}:${infer P}`
    ? P
    : never;

/**
 * One row of the §7 table: method, route pattern relative to the `/api` base (fastify syntax `:param`), whether a
 * JWT is required, and the codecs of the body, query and response. Client and sandbox both use these, so the wire
 * format has one definition.
 */
export interface Endpoint<R extends string, Body, Query, Res> {
  readonly name: string;
  readonly method: Method;
  readonly route: R;
  readonly auth: boolean;
  readonly body: t.Type<Body, unknown, unknown>;
  readonly query: t.Type<Query, unknown, unknown>;
  readonly response: t.Type<Res, unknown, unknown>;
}

/** Any endpoint of the table, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<string, any, any, any>;

/** The body type of an endpoint. */
export type BodyOf<E> = E extends Endpoint<string, infer B, unknown, unknown> ? B : never;
/** The query type of an endpoint. */
export type QueryOf<E> = E extends Endpoint<string, unknown, infer Q, unknown> ? Q : never;
/** The decoded response type of an endpoint. */
export type ResponseOf<E> = E extends Endpoint<string, unknown, unknown, infer A> ? A : never;
/** The path-parameter record of an endpoint. */
export type ParamsOf<E> = E extends Endpoint<infer R, unknown, unknown, unknown> ? { [K in RouteParams<R>]: string } : never;

/** No body / no query. */
export const NoBody = t.undefined;
export const NoQuery = t.type({}, 'NoQuery');

/** Declares an endpoint (defaults: auth required, no body, no query). */
export function endpoint<R extends string, Res, Body = undefined, Query = Record<string, never>>(spec: {
  name: string;
  method: Method;
  route: R;
  response: t.Type<Res, unknown, unknown>;
  auth?: boolean;
  body?: t.Type<Body, unknown, unknown>;
  query?: t.Type<Query, unknown, unknown>;
}): Endpoint<R, Body, Query, Res> {
  return {
    name: spec.name,
    method: spec.method,
    route: spec.route,
    auth: spec.auth ?? true,
    body: (spec.body ?? NoBody) as unknown as t.Type<Body, unknown, unknown>,
    query: (spec.query ?? NoQuery) as unknown as t.Type<Query, unknown, unknown>,
    response: spec.response,
  };
}

/**
 * Fills a route's `:param` segments, URI-encoding each value: `pathOf(getProfile, { uuid })` →
 * `'v1/customer/profile/3f…/'`. Throws only on a missing parameter (a programming error, caught by types).
 */
export function pathOf<R extends string>(
  e: { route: R },
  params: { [K in RouteParams<R>]: string },
): string {
  return e.route.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`pathOf: missing route parameter ${name} for ${e.route}`);
    return encodeURIComponent(value);
  });
}
