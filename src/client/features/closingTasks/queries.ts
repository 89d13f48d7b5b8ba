import { getDisbursementInstruction, listMeetings, type DisbursementInstructionResult, type MeetingSchedule } from '../../../contract/closingTasks';
import type { ApplicationArgs } from '../../kernel/api/queries';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import { defineQuery } from '../../kernel/queryCache/defineQuery';

/*
 * The closing tasks' cached data sets (issue 12 §1), each in its §3 data group so a write refreshes it by group.
 */

/** Meeting (§3): the application's offered slots and booked meetings, `GET …/application/{uuid}/meetings/`. */
export const meetingScheduleQuery = defineQuery<ApplicationArgs, MeetingSchedule>({
  name: 'meetingSchedule',
  group: 'Meeting',
  request: ({ uuid }) => endpointRequest(listMeetings, { params: { uuid } }),
});

/** DisbursementInstruction (§3): where the funds go, masked, or `{ instruction: null }`. */
export const disbursementInstructionQuery = defineQuery<ApplicationArgs, DisbursementInstructionResult>({
  name: 'disbursementInstruction',
  group: 'DisbursementInstruction',
  request: ({ uuid }) => endpointRequest(getDisbursementInstruction, { params: { uuid } }),
});
