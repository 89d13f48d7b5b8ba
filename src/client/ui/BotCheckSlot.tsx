import { useRef } from 'react';
import { Button } from './Button';

/** The id of the element the bot-check widget is rendered into (one slot per page). */
export const BOT_CHECK_SLOT_ID = 'bot-check-widget';

/** Props of {@link BotCheckSlot}. */
export interface BotCheckSlotProps {
  /** Id of the widget's element; the page's bot-check binding renders into it. */
  slotId?: string;
  /** `checking` while a protected call waits for the widget; `failed` after the check failed (§5). */
  status: 'idle' | 'checking' | 'failed';
  /** "Try again": a new widget (the form's own error says what went wrong). */
  onRetry: () => void;
}

/**
 * Where the bot-check widget (Turnstile, §5) sits in a form, before its submit button: a labelled group holding the
 * widget's element, a polite live line while a submit waits for the check, and "Try again" after it failed. After
 * "Try again" the focus moves to the group, so it is not lost with the button.
 */
export function BotCheckSlot({ slotId = BOT_CHECK_SLOT_ID, status, onRetry }: BotCheckSlotProps) {
  const group = useRef<HTMLDivElement>(null);
  const checking = status === 'checking';
  return (
    <div ref={group} role="group" aria-label="Security check" tabIndex={-1} style={{ margin: '16px 0' }}>
      <div id={slotId} />
      <p aria-live="polite" className={checking ? undefined : 'visually-hidden'} style={{ margin: checking ? '8px 0 0' : 0 }}>
        {checking ? 'Checking that you’re a person…' : ''}
      </p>
      {status === 'failed' ? (
        <Button
          variant="secondary"
          onClick={() => {
            onRetry();
            group.current?.focus();
          }}
        >
          Try again
        </Button>
      ) : null}
    </div>
  );
}
