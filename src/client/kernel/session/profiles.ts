import type { Application, Profile } from '../../../contract/entities';
import type { SessionApplicationProfile, SessionProfile } from './storedProfiles';

export type { SessionApplicationProfile, SessionProfile } from './storedProfiles';

/**
 * Issue 12 §2 (§3 `activeAppDiffersEmailMessage`): what to tell a person whose sign-in email differs from the
 * application's, on that application's pages.
 */
export interface ActiveAppEmailMessage {
  applicationId: string;
  text: string;
}

/** The storable part of a profile. */
export function sessionProfileOf(profile: Profile): SessionProfile {
  return { uuid: profile.uuid, first_name: profile.first_name, last_name: profile.last_name, email: profile.email };
}

/** The signed-in person's (`userUUID`) application profile on `application`, or null when they are not on it. */
export function sessionApplicationProfileOf(application: Application, userUUID: string | null): SessionApplicationProfile | null {
  const mine = application.application_profiles.find((p) => p.profile.uuid === userUUID);
  return mine ? { uuid: mine.uuid, application_uuid: application.uuid, position: mine.position, profile_type: mine.profile_type } : null;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Issue 12 §2 rule for `activeAppDiffersEmailMessage`, for a customer `userUUID` whose sign-in email is
 * `signInEmail` (their LoggedUser profile's; null while unknown — the JWT holds no email since issue 13 §1, so then
 * their own place on the application tells it) looking at `application`:
 * 1. their own place on it carries another email than the one they signed in with (the email was changed since, or
 *    the application has an old one) → which email the application uses;
 * 2. otherwise, when the primary applicant (position 1) is someone else with another email — e.g. a co-owner who opened
 *    their magic link, maybe while the applicant was signed in on this browser → whose application it is and that
 *    the applicant signs in with their own email;
 * else null. Only the person's own emails appear in the text, never the other person's.
 */
export function activeAppDiffersEmailMessageOf(application: Application, userUUID: string | null, signInEmail: string | null): ActiveAppEmailMessage | null {
  if (!userUUID) return null;
  const mine = application.application_profiles.find((p) => p.profile.uuid === userUUID);
  const username = signInEmail ?? mine?.profile.email ?? null;
  if (!username) return null;
  if (mine && !sameEmail(mine.profile.email, username)) {
    return {
      applicationId: application.uuid,
      text: `You signed in as ${username}, but this application has your email address as ${mine.profile.email}. Messages about it go to ${mine.profile.email}.`,
    };
  }
  const primary = [...application.application_profiles].sort((a, b) => a.position - b.position)[0];
  if (primary && primary.profile.uuid !== userUUID && !sameEmail(primary.profile.email, username)) {
    const name = `${primary.profile.first_name} ${primary.profile.last_name}`.trim();
    return {
      applicationId: application.uuid,
      text: `You are signed in as ${username}. This is ${name}’s application, which you are on as ${mine?.profile_type === 'non_owning_occupant' ? 'an occupant' : 'a co-owner'}; ${primary.profile.first_name} signs in with their own email address.`,
    };
  }
  return null;
}
