import { combineEpics } from 'redux-observable';
import type { AppEpic } from '../../kernel/epic';
import { openEpic } from './epics/open';
import { peopleEpic } from './epics/people';
import { stepsEpic } from './epics/steps';
import { submitEpic } from './epics/submit';
import type { DeclarationsRootState } from './selectors';

export { APPLICANTS_PATH, sectionsPath } from './epics/shared';

/**
 * The declarations epic (designed flow in flow.ts), one job per file in `epics/`:
 * - open.ts: open / close / retry the page, resume the wizard where the answers leave off;
 * - steps.ts: answer, continue, back, edit from the review, open the co-owner form;
 * - people.ts: co-owners, occupants and the spouse (§5 email rules before sending, then §4 has_changes);
 * - submit.ts: submit the section, then the form overview.
 * Every command a form awaits is answered by an outcome event carrying its correlation id.
 */
export const declarationsEpic: AppEpic<DeclarationsRootState> = combineEpics(
  openEpic,
  stepsEpic,
  peopleEpic,
  submitEpic,
) as AppEpic<DeclarationsRootState>;
