import type { Middleware } from '@reduxjs/toolkit';
import { correlationOf, isCommand, isEvent, type AnyEventAction, type CommandAction, type Correlated } from './actions';

/**
 * The dispatch signature the middleware adds: dispatching a command that carries `meta.correlationId` returns a
 * Promise of the first later event with the same id (its success or failure outcome).
 */
export interface CorrelationDispatch {
  (action: Correlated<CommandAction<unknown>>): Promise<AnyEventAction>;
}

/**
 * Redux middleware behind "a form awaits its command" (architecture "Commands and events"): lets react-final-form's
 * `onSubmit` do `const outcome = await dispatch(login(values, { correlationId: newCorrelationId() }))` and show the
 * server's error. Commands without an id, and all events, dispatch as usual.
 *
 * The promise only settles when an event with the same id arrives, so an epic that handles a correlated command
 * must always answer with an outcome (errors are `…Failed` events, never exceptions). Pending ids are kept per
 * store, so each store built with this middleware has its own table.
 *
 * Wiring: `middleware: (gdm) => gdm({ thunk: false }).concat(correlationMiddleware, …)`, or `gdm().prepend(
 * correlationMiddleware)` when thunks stay on — RTK types dispatch from the middleware order, and the thunk
 * middleware's catch-all overload placed first would hide the Promise return type.
 */
export const correlationMiddleware: Middleware<CorrelationDispatch> = () => {
  const waiting = new Map<string, Array<(event: AnyEventAction) => void>>();

  return (next) => (action) => {
    const id = correlationOf(action);
    if (id !== undefined && isCommand(action)) {
      // Register before `next`: an epic may answer synchronously while the command is still being dispatched.
      let resolveOutcome!: (event: AnyEventAction) => void;
      const outcome = new Promise<AnyEventAction>((resolve) => (resolveOutcome = resolve));
      waiting.set(id, [...(waiting.get(id) ?? []), resolveOutcome]);
      try {
        next(action);
      } catch (error) {
        waiting.delete(id);
        throw error;
      }
      return outcome;
    }

    const result = next(action);
    if (id !== undefined && isEvent(action)) {
      const resolvers = waiting.get(id);
      if (resolvers) {
        waiting.delete(id);
        // Resolved after `next`, so the awaiting view already sees the state the outcome produced.
        for (const resolve of resolvers) resolve(action);
      }
    }
    return result;
  };
};

let fallbackCounter = 0;

/** A fresh, unguessable-enough correlation id (a UUID where `crypto.randomUUID` exists, e.g. on localhost/https). */
export function newCorrelationId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  fallbackCounter += 1;
  return `corr-${Date.now().toString(36)}-${fallbackCounter.toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Dispatches `command` with a correlation id (adding a new one when it has none) and resolves with its outcome
 * event. Rejects with an Error when the store lacks {@link correlationMiddleware} (a wiring mistake).
 */
export function sendAndAwait<P>(dispatch: (action: never) => unknown, command: CommandAction<P>): Promise<AnyEventAction> {
  const correlated =
    command.meta.correlationId === undefined ? { ...command, meta: { ...command.meta, correlationId: newCorrelationId() } } : command;
  const result = dispatch(correlated as never);
  if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') return result as Promise<AnyEventAction>;
  return Promise.reject(new Error('sendAndAwait: the store has no correlationMiddleware, so the outcome cannot be awaited'));
}
