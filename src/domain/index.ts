/** The domain layer: pure rules of the spec (§2–§5, §8, §9), no I/O. */
export * from './constants';
export * from './cookie';
export * from './disqualification';
export * from './errorText';
export * from './format';
export * from './formValidation';
export * from './ids';
export * from './roles';
export * from './signUpForLater';
export * from './stages';
export * from './token';
export * from './validation';
export * from './usStates';
