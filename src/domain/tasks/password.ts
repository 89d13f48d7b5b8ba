import type { TaskStatus } from '../../contract/enums';

/**
 * §2 password task: the status a `set-password` task of a person has, given the status it would otherwise get
 * (`requested`) and whether that person `hasPassword`. A person who signs in with a password has nothing left to do,
 * so their task is always `completed`; for a person without one (signed up by magic link) it stays as requested
 * (`pending` to do, or `canceled` on a closed application).
 */
export function passwordTaskStatus(requested: TaskStatus, hasPassword: boolean): TaskStatus {
  return hasPassword ? 'completed' : requested;
}
