/** Signing closing documents (issue #4 §4; §3/§4 signature task state, §9 page bounds): pure rules and wording. */
export * from './envelope';
export * from './messages';
export * from './pages';
export * from './signedAt';
