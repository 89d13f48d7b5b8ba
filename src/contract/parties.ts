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
 * `POST …/application/{uuid}/parties/` — adds a co-owner or non-owning occupant. 400 with the §5 co-owner email
 * message on `email` when it equals the applicant's or another co-owner's.
 */
export const addParty = endpoint({
  name: 'addParty', method: 'POST', route: 'v1/customer/application/:uuid/parties/',
  body: NewParty,
  response: ApplicationProfile,
});

/** `PATCH …/application/{uuid}/parties/{party}/` — `party` is the application profile uuid. */
export const updateParty = endpoint({
  name: 'updateParty', method: 'PATCH', route: 'v1/customer/application/:uuid/parties/:party/',
  body: PartyPatch,
  response: ApplicationProfile,
});

/** `DELETE …/application/{uuid}/parties/{party}/` — 400 for the primary applicant or the caller themself. */
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
 * §7 `PUT /v1/customer/profile/{applicantUUID}/spouse/` — creates or updates the applicant's spouse, links the two
 * profiles both ways (`spouse_profile`) and places the spouse on the application. Answers the spouse's profile.
 */
export const putSpouse = endpoint({
  name: 'putSpouse', method: 'PUT', route: 'v1/customer/profile/:uuid/spouse/',
  body: SpouseInput,
  response: Profile,
});
