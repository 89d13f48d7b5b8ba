import { useBotCheckSlot } from '../../../kernel/botCheck/useBotCheckSlot';
import { BOT_CHECK_SLOT_ID, BotCheckSlot } from '../../../ui/BotCheckSlot';

/** The bot-check slot of the staff sign-in (issue 13 §1, §5), bound to the widget; loaded after the page's first render. */
export default function OpsBotCheckSlot() {
  const { status, retry } = useBotCheckSlot(BOT_CHECK_SLOT_ID);
  return <BotCheckSlot slotId={BOT_CHECK_SLOT_ID} status={status} onRetry={retry} />;
}
