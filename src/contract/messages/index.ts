/** Messages between the homeowners and the deal team (docs/messages.md): the Messages data group of §3 and its endpoints. */
export * from './endpoints';
export * from './message';
