/** Messages from the deal team (issue 12 §1): unread count, inbox order, optimistic read, and what may be sent. */
export * from './inbox';
export * from './rules';
