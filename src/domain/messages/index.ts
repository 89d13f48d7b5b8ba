/** Messages between the homeowners and the deal team (docs/messages.md): unread count, order, threads, and the rules of what may be sent. */
export * from './inbox';
export * from './rules';
export * from './threads';
