import * as t from 'io-ts';
import { closed, Detail, IsoDate, nullable } from './codec';
import { endpoint } from './endpoint';
import { ApplicationProfile, Profile } from './entities';
import { Uuid } from './ids';

/*
 * The people on an application besides the primary applicant (§2 declarations, §3 ApplicationParties): co-owners
 * and non-owning occupants are added, edited and removed; a spouse is created or updated through §7
 * `PUT /v1/customer/profile/{applicantUUID}/spouse/` and linked both ways.
 */

/** Who a person is, as typed on the co-owner / occupant / spouse forms. Phone 10 digits; birth date yyyy-MM-dd. */
const personFields = {
  first_name: t.string,
  middle_name: nullable(t.string),
  last_name: t.string,
  email: t.string,
  phone: nullable(t.string),
  birth_date: nullable(IsoDate),
};

/** Body of add-party: a co-owner (on title) or a non-owning occupant (§3 profile types). */
export const NewParty = closed('NewParty', {
  profile_type: t.keyof({ co_owner: null, non_owning_occupant: null }, 'PartyType'),
  ...personFields,
});
export type NewParty = t.TypeOf<typeof NewParty>;

/** Fields of a party that may be changed. */
export const PartyPatch = closed('PartyPatch', {}, personFields);
export type PartyPatch = t.TypeOf<typeof PartyPatch>;

/**
 * Adds the person at the next position; `co_owner` → on title, `non_owning_occupant` → not on title. Names required (≤
 * 100), email lower-cased, phone (if given) §5 and stored as 10 digits, birth date (if given) §5.
 *
 * @designed
 * @error 400 field errors (the email rules of docs/api.md "People on the application")
 * @error 403 the caller is not the primary applicant (co-owners, non-owning occupants, ops)
 * @error 404 an unknown id, or one that is not the caller's
 */
export const addParty = endpoint({
  name: 'addParty', method: 'POST', route: 'v1/customer/application/:uuid/parties/',
  body: NewParty,
  response: ApplicationProfile,
});

/**
 * Changes the person's details with the same rules (the person's own email is not a clash).
 *
 * @designed
 * @error 400 field errors; for the primary applicant (`'Change your own details on your profile page.'`)
 * @error 403 the caller is not the primary applicant (co-owners, non-owning occupants, ops)
 * @error 404 an unknown id, or one that is not the caller's
 */
export const updateParty = endpoint({
  name: 'updateParty', method: 'PATCH', route: 'v1/customer/application/:uuid/parties/:party/',
  body: PartyPatch,
  response: ApplicationProfile,
});

/**
 * Takes the person off the application with their tasks, consents, credit pulls and report on it. Someone who is then
 * on no application and never set a password (they were only ever added by someone else) is forgotten entirely (spouse
 * links to them cleared), so the same email can be added again. Positions of the others do not change.
 *
 * @designed
 * @error 400 for position 1 or the caller themself
 * @error 403 the caller is not the primary applicant (co-owners, non-owning occupants, ops)
 * @error 404 an unknown id, or one that is not the caller's
 */
export const removeParty = endpoint({
  name: 'removeParty', method: 'DELETE', route: 'v1/customer/application/:uuid/parties/:party/',
  response: Detail,
});

/**
 * Body of §7 `PUT /v1/customer/profile/{applicantUUID}/spouse/`: the spouse's details, the application they are
 * added to, and whether they are on title (co-owner) or only live there (non-owning occupant).
 */
export const SpouseInput = closed('SpouseInput', {
  application_uuid: Uuid,
  on_title: t.boolean,
  ...personFields,
});
export type SpouseInput = t.TypeOf<typeof SpouseInput>;

/**
 * §7 creates or updates the spouse of applicant `:uuid` (someone on title on `application_uuid`, not an occupant; the
 * caller must be that application's primary applicant). The spouse is: the applicant's linked spouse if any (updated);
 * else a person already on the application with that email who is not married to someone else (e.g. added as a co-owner
 * first: linked instead of refused); else a new person. The two profiles are linked both ways (`spouse_profile`), and
 * the spouse is placed on the application as `co_owner` on title (`on_title: true`) or `non_owning_occupant` (`false`)
 * — at the next position when not on it yet. Answers the spouse's profile as placed on that application. Same email
 * rules (the applicant's own email → the §5 co-owner message).
 *
 * @error 400 field errors
 * @error 403 not the primary applicant, occupant, ops
 * @error 404 application not visible, or `:uuid` not an applicant on title there
 */
export const putSpouse = endpoint({
  name: 'putSpouse', method: 'PUT', route: 'v1/customer/profile/:uuid/spouse/',
  body: SpouseInput,
  response: Profile,
});
