import type { ProfileType } from '../contract/enums';

/**
 * Role derivations of §2 (ops selector), §3 (application profile rules) and §6 (roles). They work on the
 * minimal shape below, so any richer type (the contract's application profile) can be passed and comes
 * back unchanged (functions are generic in it).
 */

/** A reference to a spouse: the spouse profile's uuid, or the nested spouse profile itself. */
export type SpouseRef = string | { readonly uuid: string } | null | undefined;

/** The §3 Profile fields these rules read. */
export interface PartyPerson {
  readonly uuid: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly on_title: boolean;
  readonly spouse_profile?: SpouseRef;
}

/** The §3 Application profile fields these rules read (position 1 is the primary applicant). */
export interface PartyInput {
  readonly uuid: string;
  readonly position: number;
  readonly profile_type: ProfileType;
  readonly profile: PartyPerson;
}

/** §2 role labels of the ops profile selector. */
export type RoleLabel = 'Primary Applicant' | 'Co-Applicant' | 'Non-Applicant' | 'Co-Owner' | 'Non-Owning Occupant';

/** §3 "Profiles are sorted by position" — ascending, stable for equal positions; returns a new array. */
export function sortByPosition<P extends Pick<PartyInput, 'position'>>(profiles: readonly P[]): P[] {
  return [...profiles].sort((a, b) => a.position - b.position);
}

/** §3/§6 the primary applicant: the application profile at position 1, if any. */
export function primaryApplicant<P extends PartyInput>(profiles: readonly P[]): P | undefined {
  return profiles.find((p) => p.position === 1);
}

/**
 * §3 "The logged-in profile is matched by uuid": `userUuid` is the token's `uuid` claim. It is compared
 * with the profile's uuid first and, failing that, the application profile's uuid.
 */
export function findLoggedInProfile<P extends PartyInput>(profiles: readonly P[], userUuid: string | null | undefined): P | undefined {
  if (!userUuid) return undefined;
  return profiles.find((p) => p.profile.uuid === userUuid) ?? profiles.find((p) => p.uuid === userUuid);
}

/** True when `p` is the logged-in user's application profile (see {@link findLoggedInProfile}). */
function isLoggedIn(p: PartyInput, loggedIn: PartyInput | undefined): boolean {
  return loggedIn !== undefined && p.uuid === loggedIn.uuid;
}

/**
 * §3 the profiles a customer sees: sorted by position, with non-owning occupants hidden except the
 * logged-in one (occupants are not parties to the agreement, so others do not list them).
 */
export function visibleProfiles<P extends PartyInput>(profiles: readonly P[], userUuid: string | null | undefined): P[] {
  const me = findLoggedInProfile(profiles, userUuid);
  return sortByPosition(profiles.filter((p) => p.profile_type !== 'non_owning_occupant' || isLoggedIn(p, me)));
}

/** The uuid a spouse reference points to, if any. */
export function spouseUuidOf(ref: SpouseRef): string | undefined {
  if (typeof ref === 'string') return ref === '' ? undefined : ref;
  return ref?.uuid || undefined;
}

/**
 * §3 "Spouse profiles are linked both ways": a map from profile uuid to its spouse's profile uuid that
 * holds both directions of every link found on the profiles (the spouse need not be an application
 * profile). Profiles are read in position order; a link to someone already linked is ignored, so the first
 * one wins and the map stays symmetric.
 */
export function spouseLinks(profiles: readonly PartyInput[]): ReadonlyMap<string, string> {
  const links = new Map<string, string>();
  for (const p of sortByPosition(profiles)) {
    const me = p.profile.uuid;
    const spouse = spouseUuidOf(p.profile.spouse_profile);
    if (!spouse || spouse === me || links.has(me) || links.has(spouse)) continue;
    links.set(me, spouse);
    links.set(spouse, me);
  }
  return links;
}

/**
 * §2 role label of an application profile: co_owner → 'Co-Owner', non_owning_occupant → 'Non-Owning
 * Occupant'; an applicant at position 1 on title → 'Primary Applicant', another applicant on title →
 * 'Co-Applicant', an applicant not on title → 'Non-Applicant'.
 */
export function roleLabel(p: PartyInput): RoleLabel {
  if (p.profile_type === 'co_owner') return 'Co-Owner';
  if (p.profile_type === 'non_owning_occupant') return 'Non-Owning Occupant';
  if (!p.profile.on_title) return 'Non-Applicant';
  return p.position === 1 ? 'Primary Applicant' : 'Co-Applicant';
}

/** One entry of the ops banner's profile selector (§2). */
export interface OpsProfileOption {
  /** The application profile uuid (what the selector selects). */
  readonly value: string;
  /** `'{role}: {first} {last}'`, e.g. `'Primary Applicant: Jane Doe'`. */
  readonly label: string;
  readonly role: RoleLabel;
}

/**
 * §2 ops selector options: every application profile (occupants included — ops see all), sorted by
 * position, labelled by role plus first and last name. The first option is the preselected one
 * ({@link defaultOpsProfileUuid}).
 */
export function opsProfileOptions(profiles: readonly PartyInput[]): OpsProfileOption[] {
  return sortByPosition(profiles).map((p) => {
    const role = roleLabel(p);
    const name = [p.profile.first_name, p.profile.last_name].filter((s) => s.trim() !== '').join(' ');
    return { value: p.uuid, role, label: name ? `${role}: ${name}` : role };
  });
}

/** §2 "The first profile is preselected": the uuid of the first option, or `undefined` when there are none. */
export function defaultOpsProfileUuid(profiles: readonly PartyInput[]): string | undefined {
  return opsProfileOptions(profiles)[0]?.value;
}

/** §6 "A selected read-only profile overrides the application profile." */
export function effectiveApplicationProfile<P>(own: P | undefined, selectedReadOnly: P | null | undefined): P | undefined {
  return selectedReadOnly ?? own;
}

/** Everything §3/§6 derive from an application's profiles for the logged-in user. */
export interface DerivedParties<P extends PartyInput> {
  /** Position 1, if present. */
  readonly primary: P | undefined;
  /** Matched by uuid, if present. */
  readonly loggedIn: P | undefined;
  /** What the customer sees: sorted, occupants hidden except the logged-in one. */
  readonly visible: readonly P[];
  /** Spouse links, both ways, by profile uuid. */
  readonly spouseOf: ReadonlyMap<string, string>;
  /** §6: the logged-in user is an applicant (profile_type applicant). */
  readonly isApplicant: boolean;
  /** §6: the logged-in user is the primary applicant (position 1). */
  readonly isPrimary: boolean;
}

/** §3/§6 all derivations at once, for a selector. */
export function deriveParties<P extends PartyInput>(profiles: readonly P[], userUuid: string | null | undefined): DerivedParties<P> {
  const loggedIn = findLoggedInProfile(profiles, userUuid);
  return {
    primary: primaryApplicant(profiles),
    loggedIn,
    visible: visibleProfiles(profiles, userUuid),
    spouseOf: spouseLinks(profiles),
    isApplicant: loggedIn?.profile_type === 'applicant',
    isPrimary: loggedIn?.position === 1,
  };
}
