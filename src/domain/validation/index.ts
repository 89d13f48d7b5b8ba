/** §5 validation rules and their exact messages. */
export * from './phone';
export * from './birthDate';
export * from './address';
export * from './email';
export * from './options';
export * from './kind';
