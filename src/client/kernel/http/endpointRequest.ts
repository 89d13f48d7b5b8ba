import { pathOf, type Endpoint, type RouteParams } from '../../../contract/endpoint';
import type { HttpRequest } from './types';

/** Per-call options of {@link endpointRequest} beyond the endpoint's own definition. */
export type EndpointCallOptions = Pick<HttpRequest<unknown>, 'omitTurnstile' | 'headers' | 'timeoutMs' | 'ifNoneMatch' | 'changesNoData'>;

/** Inputs of one call: route params (when the route has any), body and query in their decoded types. */
export type EndpointInput<R extends string, B, Q> = ([RouteParams<R>] extends [never]
  ? { params?: Record<string, never> }
  : { params: { [K in RouteParams<R>]: string } }) & { body?: B; query?: Q } & EndpointCallOptions;

/**
 * Turns a contract endpoint (a §7 table row) into an {@link HttpRequest}: fills the route, encodes body and query
 * with the endpoint's codecs and decodes the answer with its response codec. Query values are stringified; undefined
 * and null ones are left out.
 * Example: `http.request(endpointRequest(getProfile, { params: { uuid } }))`.
 */
export function endpointRequest<R extends string, B, Q, Res>(e: Endpoint<R, B, Q, Res>, input: EndpointInput<R, B, Q>): HttpRequest<Res> {
  const { params, body, query, ...options } = input as { params?: Record<string, string>; body?: B; query?: Q } & EndpointCallOptions;
  const req: HttpRequest<Res> = {
    method: e.method,
    path: pathOf(e, (params ?? {}) as { [K in RouteParams<R>]: string }),
    codec: e.response,
    route: e.route,
    ...options,
  };
  if (body !== undefined) req.body = e.body.encode(body);
  if (query !== undefined) req.query = toQuery(e.query.encode(query));
  return req;
}

function toQuery(encoded: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  if (typeof encoded !== 'object' || encoded === null) return out;
  for (const [key, value] of Object.entries(encoded)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}
