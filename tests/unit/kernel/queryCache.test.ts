import * as t from 'io-ts';
import {
  DATA_GROUPS,
  defineQuery,
  queryCacheReducer,
  queryFulfilled,
  queryInvalidate,
  queryRejected,
  queryReset,
  queryStarted,
  QUERY_CACHE_KEY,
  querySubscribe,
  queryUnsubscribe,
  queryRefetch,
  stableStringify,
} from '../../../src/client/kernel';

const profile = defineQuery({
  name: 'unit/profile',
  group: 'LoggedUser',
  request: (args: { uuid: string; include?: string }) => ({ method: 'GET', path: `v1/customer/profile/${args.uuid}/`, codec: t.unknown }),
});
const states = defineQuery({ name: 'unit/states', group: 'States', request: () => ({ method: 'GET', path: 'v1/states/', codec: t.array(t.string) }) });

const reduce = (actions: Array<{ type: string }>) => ({ [QUERY_CACHE_KEY]: actions.reduce(queryCacheReducer, queryCacheReducer(undefined, { type: '@@init' })) });

describe('query cache state (§4 remote data statuses)', () => {
  it('lists every §3 data group once', () => {
    expect(new Set(DATA_GROUPS).size).toBe(DATA_GROUPS.length);
    expect(DATA_GROUPS).toHaveLength(37);
    expect(DATA_GROUPS).toContain('ApplicationList');
    expect(DATA_GROUPS).toContain('CheckUser');
  });

  it('keys calls by name and arguments, whatever the key order of the arguments', () => {
    expect(profile.key({ uuid: 'u', include: 'x' })).toBe(profile.key({ include: 'x', uuid: 'u' }));
    expect(profile.key({ uuid: 'u' })).not.toBe(profile.key({ uuid: 'v' }));
    expect(states.key()).toBe('unit/states()');
    expect(stableStringify({ b: [{ d: 1, c: 2 }], a: undefined })).toBe('{"b":[{"c":2,"d":1}]}');
  });

  it('selects uninitialized, then pending, fulfilled (data and time) and rejected (error, data kept)', () => {
    const args = { uuid: 'u' };
    const key = profile.key(args);
    const started = queryStarted({ key, name: profile.name, args, group: profile.group, requestId: 1, at: 10 });
    expect(profile.select(reduce([]), args)).toEqual({ status: 'uninitialized' });
    expect(profile.select(reduce([started]), args).status).toBe('pending');

    const fulfilled = queryFulfilled({ key, name: profile.name, requestId: 1, data: { first_name: 'Ada' }, at: 20 });
    expect(profile.select(reduce([started, fulfilled]), args)).toMatchObject({ status: 'fulfilled', data: { first_name: 'Ada' }, fulfilledAt: 20 });

    const again = queryStarted({ key, name: profile.name, args, group: profile.group, requestId: 2, at: 30 });
    const rejected = queryRejected({ key, name: profile.name, requestId: 2, error: { status: 503, data: {} }, at: 40 });
    expect(profile.select(reduce([started, fulfilled, again]), args)).toMatchObject({ status: 'pending', data: { first_name: 'Ada' } });
    expect(profile.select(reduce([started, fulfilled, again, rejected]), args)).toMatchObject({
      status: 'rejected',
      data: { first_name: 'Ada' },
      error: { status: 503 },
    });
  });

  it('ignores the answer of a superseded request', () => {
    const args = { uuid: 'u' };
    const key = profile.key(args);
    const first = queryStarted({ key, name: profile.name, args, group: profile.group, requestId: 1, at: 0 });
    const second = queryStarted({ key, name: profile.name, args, group: profile.group, requestId: 2, at: 5 });
    const lateAnswer = queryFulfilled({ key, name: profile.name, requestId: 1, data: 'old', at: 9 });
    expect(profile.select(reduce([first, second, lateAnswer]), args).status).toBe('pending');
  });

  it('never changes on a command: commands go to the epic, only events reach the reducer', () => {
    const before = queryCacheReducer(undefined, { type: '@@init' });
    const commands = [profile.subscribe({ uuid: 'u' }), profile.unsubscribe({ uuid: 'u' }), profile.refetch({ uuid: 'u' }), queryInvalidate({ groups: ['Application'] }), queryReset()];
    for (const command of commands) expect(queryCacheReducer(before, command)).toBe(before);
    expect([querySubscribe, queryUnsubscribe, queryRefetch, queryInvalidate, queryReset].every((c) => c.kind === 'command')).toBe(true);
  });

  it('returns the same object for the same state, so memoised views do not re-render', () => {
    const state = reduce([]);
    expect(profile.select(state, { uuid: 'u' })).toBe(profile.select(state, { uuid: 'v' }));
  });

  it('matchFulfilled recognises only its own query', () => {
    const mine = queryFulfilled({ key: profile.key({ uuid: 'u' }), name: profile.name, requestId: 1, data: {}, at: 0 });
    const other = queryFulfilled({ key: states.key(), name: states.name, requestId: 1, data: [], at: 0 });
    expect([profile.matchFulfilled(mine), profile.matchFulfilled(other)]).toEqual([true, false]);
  });
});
