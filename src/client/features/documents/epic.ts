import type { AppEpic } from '../../kernel/epic';
import { documentsPageEpic, type DocumentsPageEpicState } from './pageEpic';

/** The documents feature's epic: the page's data ({@link documentsPageEpic}); the uploads are kernel/uploads'. */
export const documentsEpic: AppEpic<DocumentsPageEpicState> = documentsPageEpic;
