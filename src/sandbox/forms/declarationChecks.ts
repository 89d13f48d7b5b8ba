import type { ApplicantDeclarations, DeclarationsValues, OwnershipAnswer, ProfileType } from '../../contract';
import { FIELD_REQUIRED_MESSAGE } from '../../domain/validation/address';
import type { FieldChecks } from '../validate';

/** A person on the application as the declarations rules see them. */
export interface DeclarationPerson {
  appProfileUuid: string;
  profileUuid: string;
  /** First and last name, for messages shown to the primary applicant. */
  name: string;
  position: number;
  profile_type: ProfileType;
  on_title: boolean;
}

/** Everyone on the application (any order) and the primary applicant's linked spouse (profile uuid) if any. */
export interface DeclarationPeople {
  people: readonly DeclarationPerson[];
  primarySpouse: string | null;
}

/** Longest free-text answer, characters. */
const DETAILS_MAX = 1000;

/** §3: who declares — the primary applicant (position 1) and everyone else on title who is not an occupant, by position. */
export function declarants(people: readonly DeclarationPerson[]): DeclarationPerson[] {
  return people
    .filter((p) => p.position === 1 || (p.on_title && p.profile_type !== 'non_owning_occupant'))
    .sort((a, b) => a.position - b.position);
}

const names = (ps: readonly DeclarationPerson[]): string => ps.map((p) => p.name).join(', ');
const CHANGE = 'or change your answer about who owns the home.';

/**
 * Whether the §3 ownership answer matches the people on title: only_me → nobody else on title; me_and_spouse →
 * the linked spouse on title and nobody else; me_and_another → someone other than the spouse, and not the spouse;
 * me_spouse_and_others → both; complex → anything. Answers the sentence telling who to add or remove.
 */
export function ownershipProblem(answer: OwnershipAnswer, p: DeclarationPeople): string | undefined {
  const others = p.people.filter((x) => x.position !== 1 && x.on_title && x.profile_type !== 'non_owning_occupant');
  const spouse = others.filter((x) => x.profileUuid === p.primarySpouse);
  const nonSpouse = others.filter((x) => x.profileUuid !== p.primarySpouse);
  const addSpouse = `Add your spouse to the application as an owner on title, ${CHANGE}`;
  const addOther = `Add the other owner to the application as a co-owner, ${CHANGE}`;
  const remove = (ps: readonly DeclarationPerson[]) => `Remove ${names(ps)} from the title, ${CHANGE}`;
  switch (answer) {
    case 'only_me': return others.length > 0 ? remove(others) : undefined;
    case 'me_and_spouse':
      if (spouse.length === 0) return addSpouse;
      return nonSpouse.length > 0 ? remove(nonSpouse) : undefined;
    case 'me_and_another':
      if (spouse.length > 0) return remove(spouse);
      return nonSpouse.length === 0 ? addOther : undefined;
    case 'me_spouse_and_others':
      if (spouse.length === 0) return addSpouse;
      return nonSpouse.length === 0 ? addOther : undefined;
    case 'complex': return undefined;
  }
}

/**
 * Declarations submit rules: every declarant (see {@link declarants}) has an entry with marital_status, residency,
 * has_pending_lawsuits and has_other_equity_agreement (details when yes); the primary also ownership and
 * title_vesting, and the ownership answer must match the people on title. Errors are keyed
 * `applicants.<i>.<field>` with `i` the declarant's index in position order (§3 currentDeclarationApplicantIndex);
 * entries for people no longer on the application are ignored. Answers the response `detail` when it failed.
 */
export function checkDeclarations(v: DeclarationsValues, p: DeclarationPeople, k: FieldChecks): string | undefined {
  const entries = new Map<string, ApplicantDeclarations>((v.applicants ?? []).map((a) => [a.application_profile_uuid, a]));
  const incomplete: DeclarationPerson[] = [];
  let ownership: string | undefined;
  declarants(p.people).forEach((person, i) => {
    const a = entries.get(person.appProfileUuid);
    let missing = false;
    const flag = (field: string, message: string) => {
      k.add(`applicants.${i}.${field}`, message);
      missing = true;
    };
    const need = (field: string, value: unknown) => {
      if (value === undefined || value === null) flag(field, FIELD_REQUIRED_MESSAGE);
    };
    const details = (field: string, yes: boolean | undefined, text: string | undefined) => {
      if (!yes) return;
      if ((text ?? '').trim() === '') flag(field, FIELD_REQUIRED_MESSAGE);
      else if ((text ?? '').length > DETAILS_MAX) flag(field, `Ensure this field has no more than ${DETAILS_MAX} characters.`);
    };
    need('marital_status', a?.marital_status);
    need('residency', a?.residency);
    need('has_pending_lawsuits', a?.has_pending_lawsuits);
    details('pending_lawsuits_details', a?.has_pending_lawsuits, a?.pending_lawsuits_details);
    need('has_other_equity_agreement', a?.has_other_equity_agreement);
    details('other_equity_agreement_details', a?.has_other_equity_agreement, a?.other_equity_agreement_details);
    if (person.position === 1) {
      need('ownership', a?.ownership);
      need('title_vesting', a?.title_vesting);
      if (a?.ownership) {
        ownership = ownershipProblem(a.ownership, p);
        k.add(`applicants.${i}.ownership`, ownership);
      }
    }
    if (missing) incomplete.push(person);
  });
  if (!k.failed) return undefined;
  const parts = [incomplete.length > 0 ? `Answer every declaration for ${names(incomplete)}.` : '', ownership ?? ''];
  return parts.filter((x) => x !== '').join(' ');
}
