import type { HttpRequest } from './types';

/** Where and how to reach the API, as the client was configured. */
export interface RequestContext {
  baseUrl: string;
  token: string | null;
  turnstileToken: string | null;
}

/**
 * The URL of a request: `${baseUrl}/${path}` plus the defined `query` entries. Leading slashes of `path` and the
 * trailing slash of `baseUrl` are optional (§7 lists paths both ways).
 */
export function buildUrl(baseUrl: string, req: Pick<HttpRequest<unknown>, 'path' | 'query'>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const path = req.path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined) params.append(key, value);
  }
  const search = params.toString();
  return `${base}/${path}${search ? `?${search}` : ''}`;
}

/** Bodies fetch sends as they are (uploads); everything else is JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    body instanceof ArrayBuffer ||
    body instanceof URLSearchParams
  );
}

/**
 * The fetch init of a request (§7): credentials included; `Authorization: JWT {token}` when a token exists;
 * `Turnstile-Token` from the stored bot-check token unless `omitTurnstile` (the flag itself is never sent); JSON body
 * with its content type; `If-None-Match` when asked. Request `headers` win over these defaults.
 */
export function buildInit(req: HttpRequest<unknown>, ctx: RequestContext, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (ctx.token) headers['Authorization'] = `JWT ${ctx.token}`;
  if (ctx.turnstileToken && !req.omitTurnstile) headers['Turnstile-Token'] = ctx.turnstileToken;
  if (req.ifNoneMatch !== undefined) headers['If-None-Match'] = req.ifNoneMatch;

  let body: BodyInit | undefined;
  if (req.body !== undefined) {
    if (isRawBody(req.body)) {
      body = req.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
  }

  return {
    method: req.method,
    credentials: 'include',
    headers: { ...headers, ...req.headers },
    ...(body === undefined ? {} : { body }),
    signal,
  };
}
