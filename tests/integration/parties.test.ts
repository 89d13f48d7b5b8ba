import { Application, ApplicationProfile, Profile } from '../../src/contract';
import { ok200 } from './support/form';
import { expectCodec, login, magicLogin, signUp, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/** The people on an application: co-owners and occupants added, edited, removed; the spouse linked both ways. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const SAME_EMAIL = 'The email address cannot be the same as any other co-owner or the applicant.';
const person = (first: string, email: string) => ({ first_name: first, last_name: 'Harper', email, middle_name: null, phone: null, birth_date: null });

async function primary(email: string, street: string) {
  const me = await signUp(server, email, { address: { street, city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: null } });
  const base = `v1/customer/application/${me.application_uuid}`;
  return {
    ...me,
    add: (body: unknown) => server.api('POST', `${base}/parties/`, { token: me.token, body }),
    edit: (party: string, body: unknown, token = me.token) => server.api('PATCH', `${base}/parties/${party}/`, { token, body }),
    remove: (party: string, token = me.token) => server.api('DELETE', `${base}/parties/${party}/`, { token }),
    spouse: (body: Record<string, unknown>, who = me.profile_uuid) =>
      server.api('PUT', `v1/customer/profile/${who}/spouse/`, { token: me.token, body: { application_uuid: me.application_uuid, ...body } }),
    app: async () => expectCodec(Application, (await server.api('GET', `${base}/`, { token: me.token })).body),
  };
}

describe('co-owners and occupants', () => {
  it('adds a co-owner on title and an occupant off title at the next positions; edits; removes', async () => {
    const me = await primary('parties.crud@example.com', '10 Party St');
    const co = expectCodec(ApplicationProfile, ok200('co', await me.add({ profile_type: 'co_owner', ...person('Cora', 'Cora.Owner@Example.com'), phone: '(415) 456-7890' })).body);
    expect(co).toMatchObject({ position: 2, profile_type: 'co_owner', profile: { on_title: true, email: 'cora.owner@example.com', phone: '4154567890', has_password: false, login_method: 'email' } });
    const occ = expectCodec(ApplicationProfile, ok200('occ', await me.add({ profile_type: 'non_owning_occupant', ...person('Olly', 'olly@example.com') })).body);
    expect(occ).toMatchObject({ position: 3, profile_type: 'non_owning_occupant', profile: { on_title: false } });

    const edited = expectCodec(ApplicationProfile, ok200('edit', await me.edit(co.uuid, { first_name: 'Corinne', email: 'corinne@example.com' })).body);
    expect(edited.profile).toMatchObject({ first_name: 'Corinne', email: 'corinne@example.com' });
    expect((await me.app()).application_profiles.map((p) => [p.position, p.profile.first_name])).toEqual([[1, 'Test'], [2, 'Corinne'], [3, 'Olly']]);

    expect((await me.remove(occ.uuid)).body).toEqual({ detail: 'Removed from the application.' });
    expect((await me.app()).application_profiles.map((p) => p.position)).toEqual([1, 2]);
    expect((await me.remove(occ.uuid)).status).toBe(404);
    const self = (await me.app()).application_profiles[0]?.uuid ?? '';
    expect((await me.remove(self)).status).toBe(400);
    expect((await me.edit(self, { first_name: 'X' })).status).toBe(400);
    // A removed person who never set up an account is forgotten, so the same email can be added again.
    ok200('re-add', await me.add({ profile_type: 'non_owning_occupant', ...person('Olly', 'olly@example.com') }));
  });

  it('refuses a co-owner email equal to the applicant’s or another co-owner’s (§5), and one of another account', async () => {
    const me = await primary('parties.email@example.com', '11 Party St');
    const same = await me.add({ profile_type: 'co_owner', ...person('Me', ' PARTIES.email@example.com') });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ email: ["The email address can't include spaces"] });
    expect((await me.add({ profile_type: 'co_owner', ...person('Me', 'PARTIES.email@example.com') })).body.errors).toEqual({ email: [SAME_EMAIL] });
    const co = ok200('co', await me.add({ profile_type: 'co_owner', ...person('Cora', 'cora2@example.com') })).body as { uuid: string };
    expect((await me.add({ profile_type: 'co_owner', ...person('Dup', 'Cora2@example.com') })).body.errors).toEqual({ email: [SAME_EMAIL] });
    const other = await me.add({ profile_type: 'co_owner', ...person('Ivy', 'demo.inprogress@example.com') });
    expect(other.body.errors).toEqual({ email: ['This email address belongs to another account. Use a different email address for this person.'] });
    expect((await me.edit(co.uuid, { email: 'parties.email@example.com' })).body.errors).toEqual({ email: [SAME_EMAIL] });
    expect((await me.add({ profile_type: 'co_owner', ...person('', 'x@example.com'), phone: '555' })).body.errors).toEqual({
      first_name: ['This field is required'], phone: ['Enter 10 digits'],
    });
    expect((await me.app()).application_profiles).toHaveLength(2);
  });

  it('only the primary applicant changes who is on the application; a co-owner signing in gets 403', async () => {
    const me = await primary('parties.roles@example.com', '12 Party St');
    const co = ok200('co', await me.add({ profile_type: 'co_owner', ...person('Cora', 'cora3@example.com') })).body as { uuid: string };
    const coToken = await magicLogin(server, 'cora3@example.com');
    expect((await me.edit(co.uuid, { first_name: 'Hacked' }, coToken)).status).toBe(403);
    expect((await me.remove(co.uuid, coToken)).status).toBe(403);
  });
});

describe('the spouse (PUT …/profile/{applicant}/spouse/)', () => {
  it('creates the spouse, links both ways, places them on title; a second PUT updates the same person', async () => {
    const me = await primary('spouse.a@example.com', '20 Party St');
    const spouse = expectCodec(Profile, ok200('spouse', await me.spouse({ on_title: true, ...person('Sam', 'sam.a@example.com'), birth_date: '1980-05-05' })).body);
    expect(spouse).toMatchObject({ spouse_profile: me.profile_uuid, profile_type: 'co_owner', on_title: true, position: 2, birth_date: '1980-05-05' });
    const mine = expectCodec(Profile, (await server.api('GET', `v1/customer/profile/${me.profile_uuid}/`, { token: me.token })).body);
    expect(mine.spouse_profile).toBe(spouse.uuid);

    const again = expectCodec(Profile, ok200('again', await me.spouse({ on_title: false, ...person('Samuel', 'sam.a@example.com') })).body);
    expect(again).toMatchObject({ uuid: spouse.uuid, first_name: 'Samuel', profile_type: 'non_owning_occupant', on_title: false, position: 2 });
    expect((await me.app()).application_profiles).toHaveLength(2);
  });

  it('links a co-owner added earlier with the same email instead of refusing; refuses the applicant’s own email', async () => {
    const me = await primary('spouse.b@example.com', '21 Party St');
    const co = ok200('co', await me.add({ profile_type: 'non_owning_occupant', ...person('Sam', 'sam.b@example.com') })).body as { profile: { uuid: string } };
    expect((await me.spouse({ on_title: true, ...person('Me', 'Spouse.B@example.com') })).body.errors).toEqual({ email: [SAME_EMAIL] });
    const spouse = expectCodec(Profile, ok200('spouse', await me.spouse({ on_title: true, ...person('Sam', 'sam.b@example.com') })).body);
    expect(spouse).toMatchObject({ uuid: co.profile.uuid, profile_type: 'co_owner', on_title: true, spouse_profile: me.profile_uuid });
    expect((await me.app()).application_profiles).toHaveLength(2);
  });

  it('404 when the path person is not on title on that application', async () => {
    const me = await primary('spouse.c@example.com', '22 Party St');
    const occ = ok200('occ', await me.add({ profile_type: 'non_owning_occupant', ...person('Olly', 'olly.c@example.com') })).body as { profile: { uuid: string } };
    expect((await me.spouse({ on_title: true, ...person('Sam', 'sam.c@example.com') }, occ.profile.uuid)).status).toBe(404);
    const stranger = await login(server, DEMO.inProgress);
    const [y] = (await server.api('GET', 'v1/customer/application/', { token: stranger })).body as { application_profiles: { profile: { uuid: string } }[] }[];
    expect((await me.spouse({ on_title: true, ...person('Sam', 'sam.c@example.com') }, y?.application_profiles[0]?.profile.uuid)).status).toBe(404);
  });
});
