import { groupTasks, TASK_STATUS_LABELS, taskListGroupOf, taskStatusLabelFor } from '../../../src/domain/tasks';
import { OTHER_USER_UUID, task, USER_UUID } from '../app/fixtures';

const ME = USER_UUID;
const OTHER = OTHER_USER_UUID as never;

describe('task list groups (issue #4 §1, §4 task status)', () => {
  it('puts each task in exactly one group: to do, waiting on others, done — in that order, empty ones left out', () => {
    const tasks = [
      task({ uuid: 'done' as never, status: 'completed' }),
      task({ uuid: 'dropped' as never, status: 'canceled' }),
      task({ uuid: 'mine' as never, status: 'pending', profile_uuid: ME as never }),
      task({ uuid: 'app-wide' as never, status: 'pending', profile_uuid: null }),
      task({ uuid: 'theirs' as never, status: 'pending', profile_uuid: OTHER }),
      task({ uuid: 'team' as never, status: 'blocked', profile_uuid: null }),
    ];
    const groups = groupTasks(tasks, ME);
    expect(groups.map((g) => [g.title, g.tasks.map((t) => t.uuid)])).toEqual([
      ['To do', ['mine', 'app-wide']],
      ['Waiting on others', ['theirs', 'team']],
      ['Done', ['done', 'dropped']],
    ]);
    expect(groups.flatMap((g) => g.tasks)).toHaveLength(tasks.length);
    expect(groupTasks([task({ status: 'completed' })], ME).map((g) => g.id)).toEqual(['done']);
  });

  it('sorts each group by created_at ascending (§3), keeping the server order for equal times', () => {
    const groups = groupTasks([
      task({ uuid: 'late' as never, created_at: '2026-03-03T00:00:00.000Z' }),
      task({ uuid: 'early' as never, created_at: '2026-03-01T00:00:00.000Z' }),
      task({ uuid: 'same-1' as never, created_at: '2026-03-02T00:00:00.000Z' }),
      task({ uuid: 'same-2' as never, created_at: '2026-03-02T00:00:00.000Z' }),
    ], ME);
    expect(groups[0]?.tasks.map((t) => t.uuid)).toEqual(['early', 'same-1', 'same-2', 'late']);
  });

  it('labels every status in words; another person’s pending task is waiting on someone else for this viewer', () => {
    expect(TASK_STATUS_LABELS).toEqual({ pending: 'To do', blocked: 'Waiting on someone else', completed: 'Done', canceled: 'No longer needed' });
    expect(taskStatusLabelFor({ status: 'pending', profile_uuid: OTHER }, ME)).toBe('Waiting on someone else');
    expect(taskStatusLabelFor({ status: 'pending', profile_uuid: ME }, ME)).toBe('To do');
    expect(taskStatusLabelFor({ status: 'completed', profile_uuid: OTHER }, ME)).toBe('Done');
    expect(taskListGroupOf({ status: 'pending', profile_uuid: ME }, null)).toBe('waiting');
  });

  it('gives no group for no tasks', () => {
    expect(groupTasks([], ME)).toEqual([]);
  });
});
