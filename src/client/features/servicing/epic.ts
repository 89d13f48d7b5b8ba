import { combineEpics } from 'redux-observable';
import type { AppEpic } from '../../kernel/epic';
import { dashboardEpic } from './epics/dashboard';
import { requestPageEpic } from './epics/request';
import type { ServicingEpicState } from './epics/shared';
import { uploadsEpic } from './epics/uploads';
import { writesEpic } from './epics/writes';

/**
 * The servicing feature's epic (issue 11): the dashboard and starting requests ({@link dashboardEpic}), the request
 * page with its polling ({@link requestPageEpic}), the writes ({@link writesEpic}) and the uploads of a request's
 * documents ({@link uploadsEpic}).
 */
export const servicingEpic: AppEpic<ServicingEpicState> = combineEpics(dashboardEpic, requestPageEpic, writesEpic, uploadsEpic) as AppEpic<ServicingEpicState>;
