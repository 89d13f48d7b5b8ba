import { isAnyOf } from '@reduxjs/toolkit';
import { anyOf, correlationOf, defineCommand, defineEvent, isCommand, isEvent, outcomeOf } from '../../../src/client/kernel';

const requestMagicLink = defineCommand<{ email: string }>('test/requestMagicLink');
const magicLinkRequested = defineEvent<{ email: string }>('test/magicLinkRequested');
const magicLinkRequestFailed = defineEvent<{ detail: string }>('test/magicLinkRequestFailed');
const logout = defineCommand('test/logout');

describe('command and event creators (architecture "Commands and events")', () => {
  it('say their kind in meta and carry the payload', () => {
    expect(requestMagicLink({ email: 'a@b.c' })).toEqual({ type: 'test/requestMagicLink', payload: { email: 'a@b.c' }, meta: { kind: 'command' } });
    expect(magicLinkRequested({ email: 'a@b.c' })).toEqual({ type: 'test/magicLinkRequested', payload: { email: 'a@b.c' }, meta: { kind: 'event' } });
    expect(logout()).toEqual({ type: 'test/logout', payload: undefined, meta: { kind: 'command' } });
    expect(requestMagicLink.type).toBe('test/requestMagicLink');
    expect(requestMagicLink.kind).toBe('command');
    expect(magicLinkRequested.kind).toBe('event');
  });

  it('carry a correlation id when given one', () => {
    const command = requestMagicLink({ email: 'a@b.c' }, { correlationId: 'c-1' });
    expect(command.meta).toEqual({ kind: 'command', correlationId: 'c-1' });
    expect(correlationOf(command)).toBe('c-1');
    expect(correlationOf(requestMagicLink({ email: 'a@b.c' }))).toBeUndefined();
  });

  it('tell commands from events, and match only their own type and kind', () => {
    const command = requestMagicLink({ email: 'a@b.c' });
    const event = magicLinkRequested({ email: 'a@b.c' });
    expect([isCommand(command), isEvent(command)]).toEqual([true, false]);
    expect([isCommand(event), isEvent(event)]).toEqual([false, true]);
    expect(isCommand({ type: 'test/requestMagicLink' })).toBe(false);
    expect(requestMagicLink.match(command)).toBe(true);
    expect(requestMagicLink.match(event)).toBe(false);
    // Same type string but the wrong kind does not narrow.
    expect(requestMagicLink.match({ ...command, meta: { kind: 'event' } })).toBe(false);
    expect(isAnyOf(magicLinkRequested, magicLinkRequestFailed)(magicLinkRequestFailed({ detail: 'x' }))).toBe(true);
    expect(isAnyOf(magicLinkRequested, magicLinkRequestFailed)(command)).toBe(false);
  });

  it('outcomeOf copies the command correlation id onto the outcome event, in both spellings', () => {
    const command = requestMagicLink({ email: 'a@b.c' }, { correlationId: 'c-7' });
    expect(outcomeOf(command, magicLinkRequestFailed, { detail: 'Too many requests' })).toEqual({
      type: 'test/magicLinkRequestFailed',
      payload: { detail: 'Too many requests' },
      meta: { kind: 'event', correlationId: 'c-7' },
    });
    expect(outcomeOf(command, magicLinkRequested({ email: 'a@b.c' }, { correlationId: 'stale' })).meta).toEqual({ kind: 'event', correlationId: 'c-7' });
    expect(outcomeOf(requestMagicLink({ email: 'a@b.c' }), magicLinkRequested({ email: 'a@b.c' }, { correlationId: 'stale' })).meta).toEqual({
      kind: 'event',
    });
  });
});

describe('anyOf: one guard for several commands and events', () => {
  const started = defineCommand<{ id: string }>('test/start');
  const stopped = defineEvent<{ id: string }>('test/stopped');
  const other = defineCommand('test/other');

  it('accepts an action any of its creators built, and nothing else', () => {
    const isStartOrStop = anyOf(started, stopped);
    expect(isStartOrStop(started({ id: 'a' }))).toBe(true);
    expect(isStartOrStop(stopped({ id: 'a' }))).toBe(true);
    expect(isStartOrStop(other())).toBe(false);
    expect(isStartOrStop({ type: 'test/start' })).toBe(false);
    expect(isStartOrStop(null)).toBe(false);
  });
});
