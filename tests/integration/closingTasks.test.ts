import * as t from 'io-ts';
import { ENDPOINTS, pathOf, type AnyEndpoint } from '../../src/contract';
import * as closingTaskEndpoints from '../../src/contract/closingTasks';
import { DisbursementInstruction, DisbursementInstructionResult, Meeting, MeetingSchedule } from '../../src/contract';
import { ROUTING_NUMBER_MESSAGE, SLOT_PAST_TEXT, SLOT_TAKEN_TEXT } from '../../src/domain/closingTasks';
import { backOffice, firstApplication, opsLogin, tasksOf } from './support/closing';
import { expectCodec, login, startTestServer, type TestServer } from './support/server';

/**
 * Closing tasks (issue 12 §1): the Meeting data set (book, move, cancel; past and taken slots 409), the wire details
 * (ABA checksum, the account number never sent back), the two closing reviews — each completing its task and moving
 * the application's version — and who may do what (another customer 404, ops and a non-owning occupant 403).
 */
let server: TestServer;
const PASSWORD = 'Demo-pass-1';

interface Customer {
  token: string;
  appUuid: string;
}

async function customer(email: string): Promise<Customer> {
  const token = await login(server, email, PASSWORD);
  return { token, appUuid: (await firstApplication(server, token)).uuid };
}

const taskStatus = async (c: Customer, type: string) => (await tasksOf(server, c.token, c.appUuid)).find((x) => x.task_type === type)?.status;
const schedule = async (c: Customer) => expectCodec(MeetingSchedule, (await server.api('GET', `v1/customer/application/${c.appUuid}/meetings/`, { token: c.token })).body);
const changed = async (c: Customer) =>
  (await server.api('POST', `v1/customer/application/${c.appUuid}/customer-changed/`, { token: c.token, body: {} })).body as { has_changes: boolean };

const GOOD_WIRE = {
  bank_name: 'First Sandbox Bank', account_holder: 'Dmitri Volkov', account_type: 'checking', routing_number: '011000015',
  account_number: '000123456789', account_number_confirmation: '000123456789',
};

let appraisal: Customer;
let details: Customer;
let statement: Customer;
let wire: Customer;
let stranger: Customer;
let OPS = '';

/** Signs everyone in (again: moving the clock past a slot also expires the tokens). */
async function signInAll(): Promise<void> {
  appraisal = await customer('demo.orderingtitleandappraisal@example.com');
  details = await customer('demo.preparingclosingdocs@example.com');
  statement = await customer('demo.approved@example.com');
  wire = await customer('demo.distributingfunds@example.com');
  stranger = await customer('demo.inprogress@example.com');
  OPS = await opsLogin(server);
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  await signInAll();
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('Meeting: appraisal slots', () => {
  it('offers future slots in the home’s time zone and no booking yet', async () => {
    const s = await schedule(appraisal);
    expect(s.meetings).toEqual([]);
    expect(s.slots.length).toBeGreaterThan(10);
    expect(new Set(s.slots.map((x) => x.time_zone))).toEqual(new Set(['America/Los_Angeles']));
    expect(s.slots.every((x) => Date.parse(x.starts_at) > Date.now())).toBe(true);
  });

  it('books a slot, completes schedule-appraisal and reports a change; the slot is no longer offered', async () => {
    await changed(appraisal);
    expect(await taskStatus(appraisal, 'schedule-appraisal')).toBe('pending');
    const [first] = (await schedule(appraisal)).slots;
    const res = await server.api('POST', `v1/customer/application/${appraisal.appUuid}/meetings/`, { token: appraisal.token, body: { slot_uuid: first?.uuid } });
    expect(res.status).toBe(200);
    const meeting = expectCodec(Meeting, res.body);
    expect(meeting).toMatchObject({ kind: 'appraisal', status: 'booked', slot_uuid: first?.uuid, starts_at: first?.starts_at });
    expect(await taskStatus(appraisal, 'schedule-appraisal')).toBe('completed');
    expect(await changed(appraisal)).toEqual({ has_changes: true });
    const after = await schedule(appraisal);
    expect(after.meetings.map((m) => m.uuid)).toEqual([meeting.uuid]);
    expect(after.slots.map((x) => x.uuid)).not.toContain(first?.uuid);
  });

  it('refuses a second booking of the same kind and a taken slot with a reason (409)', async () => {
    const [booked] = (await schedule(appraisal)).meetings;
    const [other] = (await schedule(appraisal)).slots;
    const again = await server.api('POST', `v1/customer/application/${appraisal.appUuid}/meetings/`, { token: appraisal.token, body: { slot_uuid: other?.uuid } });
    expect(again.status).toBe(409);
    expect((again.body as { detail: string }).detail).toMatch(/already booked/);
    const taken = await server.api('POST', `v1/customer/meeting/${booked?.uuid}/reschedule/`, { token: appraisal.token, body: { slot_uuid: booked?.slot_uuid } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ detail: SLOT_TAKEN_TEXT });
  });

  it('moves the booking to another slot (the old one is offered again)', async () => {
    const before = await schedule(appraisal);
    const [booked] = before.meetings;
    const next = before.slots[2];
    const res = await server.api('POST', `v1/customer/meeting/${booked?.uuid}/reschedule/`, { token: appraisal.token, body: { slot_uuid: next?.uuid } });
    expect(res.status).toBe(200);
    expect(expectCodec(Meeting, res.body)).toMatchObject({ uuid: booked?.uuid, slot_uuid: next?.uuid, starts_at: next?.starts_at });
    expect((await schedule(appraisal)).slots.map((x) => x.uuid)).toContain(booked?.slot_uuid);
    expect(await taskStatus(appraisal, 'schedule-appraisal')).toBe('completed');
  });

  it('refuses a slot of another application (400) and a body without a slot (400 with the field)', async () => {
    const foreign = await server.api('POST', `v1/customer/application/${appraisal.appUuid}/meetings/`, {
      token: appraisal.token, body: { slot_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ errors: { slot_uuid: ['Choose one of the times offered on this page'] } });
    const empty = await server.api('POST', `v1/customer/application/${appraisal.appUuid}/meetings/`, { token: appraisal.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { slot_uuid: ['This field is required'] } });
  });

  it('ops read the schedule but cannot book (403); another customer gets 404 for the application and the meeting', async () => {
    const [booked] = (await schedule(appraisal)).meetings;
    expect((await server.api('GET', `v1/customer/application/${appraisal.appUuid}/meetings/`, { token: OPS })).status).toBe(200);
    const [slot] = (await schedule(appraisal)).slots;
    expect((await server.api('POST', `v1/customer/application/${appraisal.appUuid}/meetings/`, { token: OPS, body: { slot_uuid: slot?.uuid } })).status).toBe(403);
    expect((await server.api('POST', `v1/customer/meeting/${booked?.uuid}/cancel/`, { token: OPS, body: {} })).status).toBe(403);
    expect((await server.api('GET', `v1/customer/application/${appraisal.appUuid}/meetings/`, { token: stranger.token })).status).toBe(404);
    expect((await server.api('POST', `v1/customer/meeting/${booked?.uuid}/cancel/`, { token: stranger.token, body: {} })).status).toBe(404);
    expect((await server.api('POST', 'v1/customer/meeting/not-a-uuid/cancel/', { token: appraisal.token, body: {} })).status).toBe(404);
  });

  it('cancels before the visit (the task is pending again), then refuses a slot that has passed', async () => {
    const [booked] = (await schedule(appraisal)).meetings;
    const res = await server.api('POST', `v1/customer/meeting/${booked?.uuid}/cancel/`, { token: appraisal.token, body: {} });
    expect(res.status).toBe(200);
    expect(expectCodec(Meeting, res.body).status).toBe('canceled');
    expect((await schedule(appraisal)).meetings).toEqual([]);
    expect(await taskStatus(appraisal, 'schedule-appraisal')).toBe('pending');
    const [soonest] = (await schedule(appraisal)).slots;
    server.advance(Date.parse(soonest?.starts_at ?? '') - Date.now() + 60_000);
    await signInAll();
    const late = await server.api('POST', `v1/customer/application/${appraisal.appUuid}/meetings/`, { token: appraisal.token, body: { slot_uuid: soonest?.uuid } });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ detail: SLOT_PAST_TEXT });
    expect((await schedule(appraisal)).slots.map((x) => x.uuid)).not.toContain(soonest?.uuid);
  });
});

describe('DisbursementInstruction: wire details', () => {
  const path = () => `v1/customer/application/${wire.appUuid}/disbursement-instruction/`;

  it('starts empty, refuses a routing number failing the ABA checksum and mismatched account numbers, field by field', async () => {
    expect(expectCodec(DisbursementInstructionResult, (await server.api('GET', path(), { token: wire.token })).body)).toEqual({ instruction: null });
    const bad = await server.api('PUT', path(), { token: wire.token, body: { ...GOOD_WIRE, routing_number: '011000016', account_number_confirmation: '000123456780' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { routing_number: [ROUTING_NUMBER_MESSAGE], account_number_confirmation: ['The account numbers do not match'] } });
    expect(JSON.stringify(bad.body)).not.toContain('000123456789');
    expect(await taskStatus(wire, 'confirm-wire-details')).toBe('pending');
  });

  it('saves good details, answers only the last four digits and completes confirm-wire-details', async () => {
    await changed(wire);
    const res = await server.api('PUT', path(), { token: wire.token, body: GOOD_WIRE });
    expect(res.status).toBe(200);
    const saved = expectCodec(DisbursementInstruction, res.body);
    expect(saved).toMatchObject({ bank_name: 'First Sandbox Bank', account_type: 'checking', routing_number: '011000015', account_last4: '6789' });
    expect(JSON.stringify(res.body)).not.toContain('000123456789');
    expect(JSON.stringify((await server.api('GET', path(), { token: wire.token })).body)).not.toContain('000123456789');
    expect(await taskStatus(wire, 'confirm-wire-details')).toBe('completed');
    expect(await changed(wire)).toEqual({ has_changes: true });
  });

  it('refuses ops (403), another customer (404) and a body with a missing field (400)', async () => {
    expect((await server.api('PUT', path(), { token: OPS, body: GOOD_WIRE })).status).toBe(403);
    expect((await server.api('GET', path(), { token: stranger.token })).status).toBe(404);
    expect((await server.api('PUT', path(), { token: stranger.token, body: GOOD_WIRE })).status).toBe(404);
    const { account_number_confirmation: _, ...missing } = GOOD_WIRE;
    const res = await server.api('PUT', path(), { token: wire.token, body: missing });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { account_number_confirmation: ['This field is required'] } });
  });
});

describe('closing reviews', () => {
  it('confirming the closing details completes confirm-closing-details; ops 403, a stranger 404', async () => {
    const path = `v1/customer/application/${details.appUuid}/closing-details/confirm/`;
    expect((await server.api('POST', path, { token: OPS, body: {} })).status).toBe(403);
    expect((await server.api('POST', path, { token: stranger.token, body: {} })).status).toBe(404);
    expect(await taskStatus(details, 'confirm-closing-details')).toBe('pending');
    const res = await server.api('POST', path, { token: details.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ task_type: 'confirm-closing-details' });
    expect(await taskStatus(details, 'confirm-closing-details')).toBe('completed');
  });

  it('acknowledging the closing statement needs the box ticked, then completes review-closing-statement', async () => {
    const path = `v1/customer/application/${statement.appUuid}/closing-statement/acknowledge/`;
    const unticked = await server.api('POST', path, { token: statement.token, body: { reviewed: false } });
    expect(unticked.status).toBe(400);
    expect(unticked.body).toMatchObject({ errors: { reviewed: ['Must be true'] } });
    const res = await server.api('POST', path, { token: statement.token, body: { reviewed: true } });
    expect(res.status).toBe(200);
    expect(await taskStatus(statement, 'review-closing-statement')).toBe('completed');
  });

  it('says why when there is nothing to review yet (409)', async () => {
    const res = await server.api('POST', `v1/customer/application/${stranger.appUuid}/closing-statement/acknowledge/`, { token: stranger.token, body: { reviewed: true } });
    expect(res.status).toBe(409);
    expect((res.body as { detail: string }).detail).toMatch(/not ready yet/);
  });
});

describe('every closing-task endpoint as an attacker', () => {
  const ALL: AnyEndpoint[] = ENDPOINTS.filter((e) => (Object.values(closingTaskEndpoints) as unknown[]).includes(e));
  const onMeeting = (e: AnyEndpoint) => e.route.startsWith('v1/customer/meeting/');
  const BODY: Record<string, unknown> = {
    bookMeeting: { slot_uuid: '00000000-0000-4000-8000-000000000000' }, rescheduleMeeting: { slot_uuid: '00000000-0000-4000-8000-000000000000' },
    cancelMeeting: {}, saveDisbursementInstruction: GOOD_WIRE, confirmClosingDetails: {}, acknowledgeClosingStatement: { reviewed: true },
  };
  let meetingUuid = '';

  beforeAll(async () => {
    const [slot] = (await schedule(appraisal)).slots;
    const booked = await server.api('POST', `v1/customer/application/${appraisal.appUuid}/meetings/`, { token: appraisal.token, body: { slot_uuid: slot?.uuid } });
    meetingUuid = (booked.body as { uuid: string }).uuid;
  });

  const call = (e: AnyEndpoint, token: string | undefined, appUuid: string) =>
    server.api(e.method, pathOf(e, { uuid: onMeeting(e) ? meetingUuid : appUuid } as never), {
      ...(token && { token }), ...(e.method !== 'GET' && { body: BODY[e.name] ?? {} }),
    });

  it('lists all eight', () => {
    expect(ALL.map((e) => e.name).sort()).toEqual([
      'acknowledgeClosingStatement', 'bookMeeting', 'cancelMeeting', 'confirmClosingDetails', 'getDisbursementInstruction', 'listMeetings',
      'rescheduleMeeting', 'saveDisbursementInstruction',
    ]);
  });

  it.each(ALL.map((e) => [e.name, e] as const))('%s: 401 without a token, 404 for another customer, ops 403 on writes', async (_name, e) => {
    expect((await call(e, undefined, appraisal.appUuid)).status).toBe(401);
    expect((await call(e, stranger.token, appraisal.appUuid)).status).toBe(404);
    expect((await call(e, OPS, appraisal.appUuid)).status).toBe(e.method === 'GET' ? 200 : 403);
  });

  it('the stranger’s attempts changed nothing: the booking stands', async () => {
    expect((await schedule(appraisal)).meetings.map((m) => m.uuid)).toEqual([meetingUuid]);
    await server.api('POST', `v1/customer/meeting/${meetingUuid}/cancel/`, { token: appraisal.token, body: {} });
  });
});

describe('a non-owning occupant and the back office', () => {
  it('an occupant reads the schedule but cannot book or give wire details (403)', async () => {
    const occupant = await customer('demo.occupant@example.com');
    expect((await server.api('GET', `v1/customer/application/${occupant.appUuid}/meetings/`, { token: occupant.token })).status).toBe(200);
    const wrote = await server.api('PUT', `v1/customer/application/${occupant.appUuid}/disbursement-instruction/`, { token: occupant.token, body: GOOD_WIRE });
    expect(wrote.status).toBe(403);
    const booked = await server.api('POST', `v1/customer/application/${occupant.appUuid}/meetings/`, {
      token: occupant.token, body: { slot_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(booked.status).toBe(403);
  });

  it('ops offer appraisal slots to an application (and only ops)', async () => {
    const before = (await schedule(stranger)).slots.length;
    expect((await backOffice(server, stranger.token, 'POST', `applications/${stranger.appUuid}/appraisal-slots`, {})).status).toBe(403);
    const res = await backOffice(server, OPS, 'POST', `applications/${stranger.appUuid}/appraisal-slots`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slots_offered: 30 });
    expect((await schedule(stranger)).slots.length).toBe(before + 30);
    expect((await backOffice(server, OPS, 'POST', `applications/${stranger.appUuid}/appraisal-slots`, { extra: 1 })).status).toBe(400);
  });
});

describe('seeded demo data', () => {
  it('a funded customer has the demo wire details, masked', async () => {
    const closed = await customer('demo.closed@example.com');
    const res = expectCodec(t.type({ instruction: t.union([DisbursementInstruction, t.null]) }),
      (await server.api('GET', `v1/customer/application/${closed.appUuid}/disbursement-instruction/`, { token: closed.token })).body);
    expect(res.instruction).toMatchObject({ account_last4: '4321', routing_number: '011000015' });
  });
});
