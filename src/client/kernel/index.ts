export * from './actions';
export * from './correlation';
export * from './eventLog';
export * from './storage';
export * from './deps';
export * from './epic';
export * from './http';
export * from './queryCache';
