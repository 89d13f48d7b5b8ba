export * from './dataGroups';
export * from './actions';
export * from './reducer';
export * from './defineQuery';
export * from './epic';
export { queryKey, stableStringify } from './key';
export * from './retry';
