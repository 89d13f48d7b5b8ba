import { useBotCheckSlot } from '../../../../kernel/botCheck/useBotCheckSlot';
import { BOT_CHECK_SLOT_ID, BotCheckSlot } from '../../../../ui/BotCheckSlot';

/** The bot-check slot of a login form, bound to the widget (§5); loaded after the page's first render. */
export default function BotCheck() {
  const { status, retry } = useBotCheckSlot(BOT_CHECK_SLOT_ID);
  return <BotCheckSlot slotId={BOT_CHECK_SLOT_ID} status={status} onRetry={retry} />;
}
