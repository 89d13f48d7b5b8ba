
/** Whether an action is an intent (`command`, handled by epics) or a fact (`event`, folded by reducers). */
export type ActionKind = 'command' | 'event';

/** Options accepted by every command/event creator as the optional last argument. */
export interface CorrelationOptions {
  /** Ties a command to its outcome event so a form can await it (see correlation.ts). */
  correlationId?: string;
}

/** `meta` carried by every kernel action. */
export type KindMeta<K extends ActionKind = ActionKind> = {
  kind: K;
  correlationId?: string;
};

/**
 * A command or event action: `{ type, payload, meta: { kind, correlationId? } }`. A type alias rather than an
 * interface so it is assignable to Redux's `UnknownAction` (index signature) and dispatches without casts.
 */
export type KindedAction<P = unknown, K extends ActionKind = ActionKind> = {
  type: string;
  payload: P;
  meta: KindMeta<K>;
};

/** A command action (architecture "Commands and events"). */
export type CommandAction<P = unknown> = KindedAction<P, 'command'>;
/** An event action (architecture "Commands and events"); the only kind reducers handle. */
export type EventAction<P = unknown> = KindedAction<P, 'event'>;
/** Any event, whatever its payload. */
export type AnyEventAction = EventAction<unknown>;
/** A command/event whose correlation id is known to be set (returned when one is passed). */
export type Correlated<A extends KindedAction> = A & { meta: A['meta'] & { correlationId: string } };

/** Leading arguments of a creator: none needed for `void` payloads. */
type PayloadArgs<P> = [P] extends [void] ? [payload?: P] : [payload: P];

/**
 * A typed creator of command or event actions. Call `create(payload)` or `create(payload, { correlationId })`
 * (`create()` when the payload is void). Has `.type`, `.kind` and a narrowing `.match`, so it works with RTK's
 * `builder.addCase` and `isAnyOf`.
 */
export interface KindedActionCreator<P, K extends ActionKind> {
  (payload: P, options: { correlationId: string }): Correlated<KindedAction<P, K>>;
  (...args: [...PayloadArgs<P>, options?: CorrelationOptions]): KindedAction<P, K>;
  readonly type: string;
  readonly kind: K;
  match(action: unknown): action is KindedAction<P, K>;
}

/** Creator of command actions. */
export type CommandCreator<P = void> = KindedActionCreator<P, 'command'>;
/** Creator of event actions. */
export type EventCreator<P = void> = KindedActionCreator<P, 'event'>;

function define<P, K extends ActionKind>(type: string, kind: K): KindedActionCreator<P, K> {
  // Written out rather than with RTK's createAction: that would bring the toolkit (and immer) into the first load.
  // Same shape as RTK's creators (`type`, `match`, `toString`), so `builder.addCase` and `isAnyOf` accept them; `match`
  // also checks the kind so a mislabelled action never narrows.
  const creator = (payload: P, options?: CorrelationOptions) => ({
    type,
    payload,
    meta: options?.correlationId === undefined ? { kind } : { kind, correlationId: options.correlationId },
  });
  const match = (action: unknown): action is KindedAction<P, K> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type && kindOf(action) === kind;
  return Object.assign(creator, { type, kind, match, toString: () => type }) as unknown as KindedActionCreator<P, K>;
}

/**
 * Defines a command (imperative type, `feature/verbNoun`), e.g. `defineCommand<{ email: string }>('auth/requestMagicLink')`.
 * Architecture "Commands and events".
 */
export function defineCommand<P = void>(type: string): CommandCreator<P> {
  return define<P, 'command'>(type, 'command');
}

/**
 * Defines an event (past tense, `feature/nounVerbed`), e.g. `defineEvent<{ error: HttpError }>('auth/magicLinkRequestFailed')`.
 * Architecture "Commands and events".
 */
export function defineEvent<P = void>(type: string): EventCreator<P> {
  return define<P, 'event'>(type, 'event');
}

function kindOf(action: unknown): unknown {
  if (typeof action !== 'object' || action === null) return undefined;
  const meta = (action as { meta?: unknown }).meta;
  return typeof meta === 'object' && meta !== null ? (meta as { kind?: unknown }).kind : undefined;
}

/** True when `a` is a command action built by a {@link defineCommand} creator. */
export function isCommand(a: unknown): a is CommandAction {
  return kindOf(a) === 'command';
}

/** True when `a` is an event action built by a {@link defineEvent} creator. */
export function isEvent(a: unknown): a is AnyEventAction {
  return kindOf(a) === 'event';
}

/** Anything with a type-guard `match`: an action creator, or a matcher built from several. */
export type ActionMatcher<A = unknown> = { match(action: unknown): action is A };

/** The action type an {@link ActionMatcher} accepts. */
type MatchedBy<M> = M extends ActionMatcher<infer A> ? A : never;

/**
 * A guard that accepts an action any of `matchers` accepts, as RTK's `isAnyOf`; ours because a lazily loaded chunk
 * that imports the toolkit at run time shares its chunk with immer (4.4 KB gzip).
 */
export function anyOf<M extends readonly ActionMatcher[]>(...matchers: M): (action: unknown) => action is MatchedBy<M[number]> {
  return (action: unknown): action is MatchedBy<M[number]> => matchers.some((matcher) => matcher.match(action));
}

/** The correlation id of a command/event, or undefined when it carries none. */
export function correlationOf(a: unknown): string | undefined {
  if (!isCommand(a) && !isEvent(a)) return undefined;
  const id = a.meta.correlationId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Builds the outcome event of a command, copying the command's correlation id so an awaiting form resolves.
 * Two spellings, same result:
 * - `outcomeOf(command, loginFailed, { error })` — creator plus payload;
 * - `outcomeOf(command, loginFailed({ error }))` — an already built event (its correlation id is replaced).
 * Equivalent to `loginFailed({ error }, { correlationId: correlationOf(command) })`.
 */
export function outcomeOf<P>(command: unknown, creator: EventCreator<P>, payload: P): EventAction<P>;
export function outcomeOf<E extends AnyEventAction>(command: unknown, event: E): E;
export function outcomeOf(command: unknown, eventOrCreator: unknown, payload?: unknown): AnyEventAction {
  const correlationId = correlationOf(command);
  if (typeof eventOrCreator === 'function') {
    return (eventOrCreator as EventCreator<unknown>)(payload, { correlationId });
  }
  const event = eventOrCreator as AnyEventAction;
  const meta: KindMeta<'event'> = { ...event.meta };
  delete meta.correlationId;
  return { ...event, meta: correlationId === undefined ? meta : { ...meta, correlationId } };
}
