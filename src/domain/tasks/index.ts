/** Task rules of issue #4 §1/§5: task types, destinations, status groups, form steps, the password task, scroll-to sections and the home's next step. */
export * from './destinations';
export * from './formSteps';
export * from './groups';
export * from './nextStep';
export * from './password';
export * from './sections';
export * from './taskTypes';
