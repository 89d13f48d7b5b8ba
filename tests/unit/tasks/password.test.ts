import { passwordTaskStatus } from '../../../src/domain/tasks';
import type { TaskStatus } from '../../../src/contract/enums';

describe('passwordTaskStatus (§2 password task)', () => {
  it('is done for a person who has a password, whatever the task would otherwise be', () => {
    for (const requested of ['pending', 'blocked', 'completed', 'canceled'] as TaskStatus[]) {
      expect(passwordTaskStatus(requested, true)).toBe('completed');
    }
  });

  it('stays as requested for a person without one: to do while open, no longer needed when canceled', () => {
    expect(passwordTaskStatus('pending', false)).toBe('pending');
    expect(passwordTaskStatus('canceled', false)).toBe('canceled');
    expect(passwordTaskStatus('completed', false)).toBe('completed');
  });
});
