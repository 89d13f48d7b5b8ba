import { requestedTaskSection, TASK_SECTION_IDS } from '../../../src/domain/tasks';

describe('tasks page scroll-to sections (§2)', () => {
  it('names the four sections of §2', () => {
    expect(TASK_SECTION_IDS).toEqual(['qualification-wizard', 'complete-application', 'document-signatures', 'password']);
  });

  it('reads the section from the hash or from ?section=', () => {
    expect(requestedTaskSection('#password', '')).toBe('password');
    expect(requestedTaskSection('', '?section=document-signatures')).toBe('document-signatures');
    expect(requestedTaskSection('', '?task=1&section=qualification-wizard')).toBe('qualification-wizard');
  });

  it('prefers the hash when both name a section', () => {
    expect(requestedTaskSection('#complete-application', '?section=password')).toBe('complete-application');
  });

  it('ignores anything that is not one of the sections (a crafted URL cannot target another element)', () => {
    expect(requestedTaskSection('#main', '')).toBeNull();
    expect(requestedTaskSection('#%E0%A4%A', '?section=tasks-all')).toBeNull();
    expect(requestedTaskSection('', '')).toBeNull();
  });
});
