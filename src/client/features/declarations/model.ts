import type { ApplicationProfile, Profile } from '../../../contract/entities';
import type { ProfileType } from '../../../contract/enums';
import type { ApplicantDeclarations } from '../../../contract/sections';
import {
  findLoggedInProfile, roleLabel, sortByPosition, spouseLinks, visibleProfiles, type RoleLabel,
} from '../../../domain/roles';
import { answersByApplicant, readDeclarationsValues, type DeclarationAnswers } from './answers';
import { applyOverlay, type PartyOverlay } from './overlay';
import { ownershipIssues, type OwnershipIssue } from './ownership';

/** A person's details as the spouse and co-owner forms show them (birth date yyyy-MM-dd, phone 10 digits). */
export interface PersonDetails {
  /** Profile uuid. */
  profileUuid: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  onTitle: boolean;
}

/** Someone who answers the declarations: the primary applicant, then each owner on title (§3 applicant order). */
export interface DeclarationApplicant {
  /** Application profile uuid: the key of their answers. */
  uuid: string;
  /** Profile uuid: the path of the spouse call (§7 `PUT /v1/customer/profile/{applicantUUID}/spouse/`). */
  profileUuid: string;
  /** First and last name ('' parts left out). */
  name: string;
  role: RoleLabel;
  isPrimary: boolean;
  /** The signed-in person (questions say "you"). */
  isMe: boolean;
  /** Their spouse, when linked (§3 "spouse profiles are linked both ways"). */
  spouse: PersonDetails | null;
}

/** A person on the application other than the primary applicant, as the co-owners list shows them. */
export interface PersonRow extends PersonDetails {
  /** Application profile uuid (the party id of the §7 parties calls). */
  uuid: string;
  profileType: ProfileType;
  role: RoleLabel;
  name: string;
  /** True for the primary applicant's spouse (edited through the spouse form). */
  isPrimarySpouse: boolean;
}

/** Everything the declarations wizard derives from the application, the answers and the signed-in person. */
export interface DeclarationsModel {
  applicants: DeclarationApplicant[];
  /** Answers by application profile uuid. */
  answers: Record<string, DeclarationAnswers>;
  /** The section's values as they stand (draft or record), read leniently. */
  values: { applicants: ApplicantDeclarations[] };
  /** The co-owners list: everyone but the primary applicant (occupants per {@link buildDeclarationsModel}). */
  people: PersonRow[];
  /** §3 ownership answer of the primary applicant checked against the people on the application. */
  ownershipIssues: OwnershipIssue[];
  /** People besides the primary applicant and their spouse (owners and occupants). */
  otherPeopleCount: number;
  /** The signed-in person is the primary applicant (only they may add, edit or remove people). */
  meIsPrimary: boolean;
  /** Every person's email with their profile uuid, for the §5 co-owner email rule. */
  emails: Array<{ profileUuid: string; email: string }>;
}

/** Inputs of {@link buildDeclarationsModel}. */
export interface ModelInput {
  profiles: readonly ApplicationProfile[];
  /** The declarations values: the pending draft's, else the saved record's. */
  values: unknown;
  overlay: PartyOverlay;
  /** Token `uuid` claim of the signed-in person. */
  userUuid: string | null;
}

const fullName = (p: { first_name: string; last_name: string }) =>
  [p.first_name, p.last_name].filter((s) => s.trim() !== '').join(' ');

function detailsOf(profile: Profile): PersonDetails {
  return {
    profileUuid: profile.uuid,
    firstName: profile.first_name,
    middleName: profile.middle_name,
    lastName: profile.last_name,
    email: profile.email,
    phone: profile.phone,
    birthDate: profile.birth_date,
    onTitle: profile.on_title,
  };
}

/** §3 who answers declarations: on title and not a non-owning occupant (the primary applicant and co-owners). */
export function isDeclarationApplicant(p: ApplicationProfile): boolean {
  return p.profile.on_title && p.profile_type !== 'non_owning_occupant';
}

/**
 * Builds the {@link DeclarationsModel} (pure). Applicants: §3 primary applicant (position 1, on title) first, then
 * every other owner on title by position (domain roles). People list: everyone but the primary; the primary
 * applicant, who adds and removes people, sees the non-owning occupants they added, while anyone else sees them
 * hidden except themself (§3 visibility, domain `visibleProfiles`).
 */
export function buildDeclarationsModel({ profiles: fetched, values: rawValues, overlay, userUuid }: ModelInput): DeclarationsModel {
  const profiles = sortByPosition(applyOverlay(fetched, overlay));
  const links = spouseLinks(profiles);
  const me = findLoggedInProfile(profiles, userUuid);
  const spouseProfiles = new Map<string, Profile>(overlay.spouses.map((s) => [s.spouse.uuid, s.spouse]));
  const spouseOf = (profileUuid: string): PersonDetails | null => {
    const spouseUuid = links.get(profileUuid);
    if (!spouseUuid) return null;
    const onApplication = profiles.find((p) => p.profile.uuid === spouseUuid);
    if (onApplication) return detailsOf(onApplication.profile);
    const saved = spouseProfiles.get(spouseUuid);
    return saved ? detailsOf(saved) : null;
  };

  const applicants: DeclarationApplicant[] = profiles.filter(isDeclarationApplicant).map((p) => {
    const role = roleLabel(p);
    return {
      uuid: p.uuid,
      profileUuid: p.profile.uuid,
      name: fullName(p.profile),
      role,
      isPrimary: role === 'Primary Applicant',
      isMe: me !== undefined && me.uuid === p.uuid,
      spouse: spouseOf(p.profile.uuid),
    };
  });
  const primary = applicants.find((a) => a.isPrimary);
  const meIsPrimary = primary !== undefined && primary.isMe;
  const primarySpouseUuid = primary?.spouse?.profileUuid ?? null;

  const listed = meIsPrimary ? profiles : visibleProfiles(profiles, userUuid);
  const people: PersonRow[] = listed
    .filter((p) => p.uuid !== primary?.uuid)
    .map((p) => ({
      ...detailsOf(p.profile),
      uuid: p.uuid,
      profileType: p.profile_type,
      role: roleLabel(p),
      name: fullName(p.profile),
      isPrimarySpouse: p.profile.uuid === primarySpouseUuid,
    }));

  const values = readDeclarationsValues(rawValues);
  const answers = answersByApplicant(values);
  const others = profiles.filter((p) => p.uuid !== primary?.uuid && p.profile.uuid !== primarySpouseUuid);
  const issues = primary
    ? ownershipIssues({
        ownership: answers[primary.uuid]?.ownership,
        spouse: primary.spouse,
        otherOwners: others.filter((p) => p.profile.on_title).length,
      })
    : [];

  return {
    applicants,
    answers,
    values,
    people,
    ownershipIssues: issues,
    otherPeopleCount: others.length,
    meIsPrimary,
    emails: profiles.map((p) => ({ profileUuid: p.profile.uuid, email: p.profile.email })),
  };
}

/** The emails a person's email must differ from (§5 co-owner rule): everyone else's; `self` is left out. */
export function otherEmails(model: Pick<DeclarationsModel, 'emails'>, self: string | null): string[] {
  return model.emails.filter((e) => e.profileUuid !== self).map((e) => e.email);
}
