import { useEffect, useRef, type MutableRefObject } from 'react';
import { useFormState } from 'react-final-form';
import { editDraft, type DraftRef } from '../../kernel/drafts/actions';
import { sameDraftValues } from '../../kernel/drafts/values';
import { useAfterPaint, useSend } from '../../kernel/react';
import { useReadOnly } from '../ReadOnly';

type Values = Record<string, unknown>;

/** Props of {@link DraftAutosave}. */
export interface DraftAutosaveProps {
  /** The draft the form edits: an application section, or a servicing step (`servicingStepDraft`, issue 11). */
  draft: DraftRef;
  /** The values last sent, shared with the form's submit handler, so unchanged values are never sent twice. */
  lastSentRef: MutableRefObject<Values>;
  /**
   * Makes the form's values fit the draft's contract before they are sent (e.g. `cleanSectionValues`, or
   * `(v) => valuesFitting(STEP_VALUES[kind], v)`); the values as they are when omitted. Keep it stable (module level
   * or memoised): it is an effect dependency.
   */
  clean?: (values: Values) => Values;
}

const asIs = (values: Values) => values;

/**
 * Renders nothing; place it inside a react-final-form form. On every change of the form's values it sends them to the
 * draft save queue (`editDraft`; the queue keeps them on this device and saves them after a pause in typing, issue #3
 * §2). Nothing in the read-only view (§6).
 *
 * The values are sent once the keystroke has been painted (`useAfterPaint`), the latest values of the keys typed in
 * between in one `editDraft`: sent inside the key's task, the dispatch through the store and the session-storage write
 * were a third of that task's work (issue 14 §3 INP). Nothing waits longer than that: the values still pending are
 * sent at once when the form goes away, or when the tab is hidden (closed, reloaded) before the paint; a form's submit
 * sends its own last values first through `lastSentRef`, so the deferred send then finds nothing new.
 */
export function DraftAutosave({ draft, lastSentRef, clean = asIs }: DraftAutosaveProps) {
  const { applicationId, section } = draft;
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const send = useSend();
  const readOnly = useReadOnly();
  const afterPaint = useAfterPaint();
  // The send as of the last render (its values and props), and whether one is waiting for the paint.
  const sendLatest = useRef<() => void>(() => undefined);
  const waiting = useRef(false);
  useEffect(() => {
    sendLatest.current = () => {
      if (!waiting.current) return;
      waiting.current = false;
      const cleaned = clean(values);
      if (sameDraftValues(cleaned, lastSentRef.current)) return;
      lastSentRef.current = cleaned;
      send(editDraft({ applicationId, section, values: cleaned }));
    };
    if (readOnly || waiting.current) return;
    waiting.current = true;
    afterPaint(() => sendLatest.current());
  }, [values, applicationId, section, lastSentRef, clean, send, readOnly, afterPaint]);
  useEffect(() => () => sendLatest.current(), []);
  return null;
}
