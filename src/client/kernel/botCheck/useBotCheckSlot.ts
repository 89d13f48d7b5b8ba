import { useCallback, useEffect } from 'react';
import { useProjection, useSend } from '../react/hooks';
import { hideBotCheck, retryBotCheck, showBotCheck } from './actions';
import type { BotCheckState } from './reducer';
import { selectBotCheckReady, selectBotCheckStatus } from './selectors';

/** What a view hands to the ui `BotCheckSlot`: the slot's status and the "Try again" action. */
export interface BotCheckSlotBinding {
  status: BotCheckState['status'];
  retry: () => void;
}

/**
 * For a view that shows a bot-check slot (§5; ui `BotCheckSlot` with the same `slotId`): asks for the widget in the
 * slot while the view is mounted — once the bot-check module is mounted, which the page does not wait for — and
 * removes it when the view goes. Returns the slot's status and its "Try again".
 */
export function useBotCheckSlot(slotId: string): BotCheckSlotBinding {
  const send = useSend();
  const ready = useProjection(selectBotCheckReady);
  const status = useProjection(selectBotCheckStatus);
  useEffect(() => {
    if (!ready) return undefined;
    send(showBotCheck({ slotId }));
    return () => send(hideBotCheck({ slotId }));
  }, [ready, slotId, send]);
  const retry = useCallback(() => send(retryBotCheck()), [send]);
  return { status, retry };
}
