import { combineEpics } from 'redux-observable';
import type { AppEpic } from '../../kernel/epic';
import { documentsPageEpic, type DocumentsPageEpicState } from './pageEpic';
import { documentsUploadEpic } from './uploadEpic';

/** The documents feature's epic: the page's data ({@link documentsPageEpic}) and the uploads ({@link documentsUploadEpic}). */
export const documentsEpic: AppEpic<DocumentsPageEpicState> = combineEpics(documentsPageEpic, documentsUploadEpic) as AppEpic<DocumentsPageEpicState>;
