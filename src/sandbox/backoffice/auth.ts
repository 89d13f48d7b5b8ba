import type { FastifyRequest } from 'fastify';
import type { Caller } from '../http/binding';
import { forbidden, HttpError } from '../http/errors';
import { authenticate } from '../http/router';
import type { Services } from '../services';
import { checkSession } from '../sessions/verify';

/** The back-office page's cookie: the ops JWT, HttpOnly, SameSite=Strict, only sent to /sandbox. */
export const OPS_COOKIE = 'sandbox_ops';

/** `Set-Cookie` value that stores the ops token for `maxAgeS` seconds (0 clears it). */
export function opsCookie(token: string, maxAgeS: number): string {
  return `${OPS_COOKIE}=${encodeURIComponent(token)}; Path=/sandbox; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}`;
}

/** The value of one cookie of the request, or undefined. */
function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Throws 403 unless the caller is an ops user (back-office controls are theirs only). */
function requireOps(caller: Caller): Caller {
  if (caller.role !== 'ops') throw forbidden('Only operations users can use the back office.');
  return caller;
}

/** The ops caller of a JSON back-office route (`Authorization: JWT <ops token>`): 401 without, 403 for customers. */
export async function opsFromHeader(request: FastifyRequest, s: Services): Promise<Caller> {
  return requireOps(await authenticate(request, s));
}

/**
 * The ops caller of the back-office page (its cookie), or undefined when signed out, the token lapsed, or its session
 * was ended (issue 13 §1 token version, like the API's).
 */
export async function opsFromCookie(request: FastifyRequest, s: Services): Promise<Caller | undefined> {
  const token = cookieValue(request, OPS_COOKIE);
  if (!token) return undefined;
  const profile = await checkSession(s, token);
  return 'refused' in profile || profile.role !== 'ops' ? undefined : { uuid: profile.uuid, email: profile.email, role: 'ops' };
}

/** The ops caller by header, else by cookie (the file view is opened from the page as a plain link). */
export async function opsFromEither(request: FastifyRequest, s: Services): Promise<Caller> {
  if (request.headers.authorization) return opsFromHeader(request, s);
  const caller = await opsFromCookie(request, s);
  if (!caller) throw new HttpError(401, 'Authentication credentials were not provided.');
  return caller;
}
