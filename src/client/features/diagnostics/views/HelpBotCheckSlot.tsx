import { useBotCheckSlot } from '../../../kernel/botCheck/useBotCheckSlot';
import { BOT_CHECK_SLOT_ID, BotCheckSlot } from '../../../ui/BotCheckSlot';

/** The bot-check slot of a signed-out share (§5: a protected call), bound to the widget; loaded after the page's first render. */
export default function HelpBotCheckSlot() {
  const { status, retry } = useBotCheckSlot(BOT_CHECK_SLOT_ID);
  return <BotCheckSlot slotId={BOT_CHECK_SLOT_ID} status={status} onRetry={retry} />;
}
