import { groupTasks, TASK_STATUS_LABELS } from '../../../src/domain/tasks';
import { task } from '../app/fixtures';

describe('task groups (issue #4 §1 "grouped sensibly", §4 task status)', () => {
  it('orders the groups To do, Waiting on someone else, Done, No longer needed and leaves out empty ones', () => {
    const groups = groupTasks([
      task({ uuid: 'c' as never, status: 'completed' }),
      task({ uuid: 'x' as never, status: 'canceled' }),
      task({ uuid: 'p' as never, status: 'pending' }),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['To do', 'Done', 'No longer needed']);
  });

  it('sorts each group by created_at ascending (§3), keeping the server order for equal times', () => {
    const groups = groupTasks([
      task({ uuid: 'late' as never, created_at: '2026-03-03T00:00:00.000Z' }),
      task({ uuid: 'early' as never, created_at: '2026-03-01T00:00:00.000Z' }),
      task({ uuid: 'same-1' as never, created_at: '2026-03-02T00:00:00.000Z' }),
      task({ uuid: 'same-2' as never, created_at: '2026-03-02T00:00:00.000Z' }),
    ]);
    expect(groups[0]?.tasks.map((t) => t.uuid)).toEqual(['early', 'same-1', 'same-2', 'late']);
  });

  it('labels every status in words', () => {
    expect(TASK_STATUS_LABELS).toEqual({ pending: 'To do', blocked: 'Waiting on someone else', completed: 'Done', canceled: 'No longer needed' });
  });

  it('gives no group for no tasks', () => {
    expect(groupTasks([])).toEqual([]);
  });
});
