import type { AnyAction } from '@reduxjs/toolkit';
import { catchError, concatMap, EMPTY, filter, mergeMap, of, take, type Observable } from 'rxjs';
import { outcomeOf } from '../actions';
import type { BotCheck } from '../deps';
import type { AppEpic } from '../epic';
import { botCheckHidden, botCheckRetried, botCheckShown, hideBotCheck, retryBotCheck, showBotCheck } from './actions';

type SlotCommand = ReturnType<typeof showBotCheck> | ReturnType<typeof hideBotCheck> | ReturnType<typeof retryBotCheck>;

const isSlotCommand = (action: unknown): action is SlotCommand =>
  showBotCheck.match(action) || hideBotCheck.match(action) || retryBotCheck.match(action);

/**
 * The bot-check widget's place on the page (§5): `showBotCheck` renders it into the slot (loading the widget's code and
 * the vendor script on first use), `hideBotCheck` removes it (only when it is that slot's: a page that swaps its form
 * shows the next slot before the old one's removal arrives in order), `retryBotCheck` remounts it. In order, one at a
 * time. When the widget's code cannot be fetched nothing happens here: the protected call reports it (§8).
 */
export const botCheckEpic: AppEpic = (action$, _state$, deps) => {
  let shown: string | null = null;
  const apply = (widget: BotCheck, command: SlotCommand): Observable<AnyAction> => {
    if (showBotCheck.match(command)) {
      shown = command.payload.slotId;
      widget.mount(command.payload.slotId);
      return of(outcomeOf(command, botCheckShown, { slotId: command.payload.slotId }));
    }
    if (hideBotCheck.match(command)) {
      if (shown !== command.payload.slotId) return EMPTY;
      shown = null;
      widget.unmount();
      return of(outcomeOf(command, botCheckHidden, { slotId: command.payload.slotId }));
    }
    widget.remount();
    return of(outcomeOf(command, botCheckRetried()));
  };
  return action$.pipe(
    filter(isSlotCommand),
    concatMap((command) =>
      deps.botCheck.pipe(
        take(1),
        mergeMap((widget) => apply(widget, command)),
        catchError(() => EMPTY),
      ),
    ),
  );
};
