import type { ApplicationProfile, Profile } from '../../../contract/entities';
import type { Uuid } from '../../../contract/ids';

/**
 * Party changes the server confirmed but the cached application does not show yet. A party write is followed by the
 * §4 change fan-out, which refetches the application a moment later; until then the list of people shows the
 * confirmed change, so an added co-owner does not vanish and a removed one does not come back. Each entry is dropped
 * as soon as a fetched application shows it ({@link reconcileOverlay}).
 */
export interface PartyOverlay {
  /** Parties added or updated (the server's answer), newest last. */
  saved: ApplicationProfile[];
  /** Application profile uuids removed. */
  removed: string[];
  /** Spouses created or updated: the applicant's profile uuid and the spouse's profile as the server answered. */
  spouses: Array<{ applicantProfileUuid: string; spouse: Profile }>;
}

/** No pending changes. */
export const EMPTY_OVERLAY: PartyOverlay = Object.freeze({ saved: [], removed: [], spouses: [] }) as PartyOverlay;

const PERSON_KEYS = ['first_name', 'middle_name', 'last_name', 'email', 'phone', 'birth_date', 'on_title', 'spouse_profile'] as const;

/** Whether two application profiles show the same person, place and details. */
export function sameParty(a: ApplicationProfile, b: ApplicationProfile): boolean {
  return (
    a.uuid === b.uuid &&
    a.position === b.position &&
    a.profile_type === b.profile_type &&
    a.profile.uuid === b.profile.uuid &&
    PERSON_KEYS.every((k) => a.profile[k] === b.profile[k])
  );
}

/** The overlay with `party` (added or updated) recorded; an earlier entry of the same party is replaced. */
export function withSavedParty(overlay: PartyOverlay, party: ApplicationProfile): PartyOverlay {
  return {
    ...overlay,
    saved: [...overlay.saved.filter((p) => p.uuid !== party.uuid), party],
    removed: overlay.removed.filter((uuid) => uuid !== party.uuid),
  };
}

/** The overlay with party `uuid` (an application profile uuid) removed. */
export function withRemovedParty(overlay: PartyOverlay, uuid: string): PartyOverlay {
  return {
    ...overlay,
    saved: overlay.saved.filter((p) => p.uuid !== uuid),
    removed: overlay.removed.includes(uuid) ? overlay.removed : [...overlay.removed, uuid],
  };
}

/** The overlay with the spouse of `applicantProfileUuid` recorded (replacing an earlier answer). */
export function withSpouse(overlay: PartyOverlay, applicantProfileUuid: string, spouse: Profile): PartyOverlay {
  return {
    ...overlay,
    spouses: [...overlay.spouses.filter((s) => s.applicantProfileUuid !== applicantProfileUuid), { applicantProfileUuid, spouse }],
  };
}

/**
 * The application's profiles with the overlay applied: saved parties replace or join the list, removed ones leave it,
 * and each recorded spouse is linked both ways (and their details updated when they are already on the list).
 * Pure: the input is not changed.
 */
export function applyOverlay(profiles: readonly ApplicationProfile[], overlay: PartyOverlay): ApplicationProfile[] {
  const saved = new Map(overlay.saved.map((p) => [p.uuid, p]));
  let out = profiles.filter((p) => !overlay.removed.includes(p.uuid)).map((p) => saved.get(p.uuid) ?? p);
  for (const party of overlay.saved) {
    if (!out.some((p) => p.uuid === party.uuid)) out = [...out, party];
  }
  for (const { applicantProfileUuid, spouse } of overlay.spouses) {
    out = out.map((p) => {
      if (p.profile.uuid === applicantProfileUuid) return { ...p, profile: { ...p.profile, spouse_profile: spouse.uuid } };
      if (p.profile.uuid === spouse.uuid) {
        return { ...p, profile: { ...spouse, spouse_profile: applicantProfileUuid as Uuid, position: p.profile.position } };
      }
      return p;
    });
  }
  return out;
}

/**
 * The overlay without the entries a fetched application already shows: a saved party present with the same details,
 * a removed party absent, a spouse linked from the applicant's profile. Returns `overlay` itself when nothing
 * changed (so a reducer keeps the same state object).
 */
export function reconcileOverlay(overlay: PartyOverlay, profiles: readonly ApplicationProfile[]): PartyOverlay {
  const saved = overlay.saved.filter((party) => {
    const fetched = profiles.find((p) => p.uuid === party.uuid);
    return !fetched || !sameParty(fetched, party);
  });
  const removed = overlay.removed.filter((uuid) => profiles.some((p) => p.uuid === uuid));
  const spouses = overlay.spouses.filter(
    ({ applicantProfileUuid, spouse }) =>
      !profiles.some((p) => p.profile.uuid === applicantProfileUuid && p.profile.spouse_profile === spouse.uuid),
  );
  if (saved.length === overlay.saved.length && removed.length === overlay.removed.length && spouses.length === overlay.spouses.length) {
    return overlay;
  }
  return { saved, removed, spouses };
}
