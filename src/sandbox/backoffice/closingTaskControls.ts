import { Empty } from '../../contract';
import { offerSlots } from '../closingTasks/slots';
import { checkNotClosed } from '../closingTasks/tasks';
import { updateApplication } from '../repo/applications';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { applicationOr404, decodeInput } from './controls';

/** What "offer appraisal slots" answers: a sentence for people, the application, and how many slots were added. */
export interface SlotControlResult {
  detail: string;
  application_uuid: string;
  slots_offered: number;
}

/**
 * The back office's closing-task control (issue 12 §1): offer an application appraisal slots — 9:00, 12:00 and 15:00
 * in the home's time zone on each of the next ten weekdays (`offerSlots`) — e.g. after the seeded ones have passed.
 * 400 for a body with any field, 404 unknown application, 409 once closed. Bumps the version (the Meeting data set).
 */
export const CLOSING_TASK_CONTROLS = {
  offerAppraisalSlots: (s: Services, uuid: string, input: unknown): Promise<SlotControlResult> => {
    decodeInput(Empty, input);
    return inTransaction(s.db, async (tx) => {
      const app = await applicationOr404(tx, uuid);
      checkNotClosed(app);
      const count = await offerSlots(tx, app, 'appraisal', s.now());
      await updateApplication(tx, app.uuid, {}, s.now());
      return { detail: `Offered ${count} appraisal times.`, application_uuid: app.uuid, slots_offered: count };
    });
  },
} as const;
