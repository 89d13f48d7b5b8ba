import { useEffect, type MutableRefObject } from 'react';
import { useFormState } from 'react-final-form';
import { editDraft } from '../../../../kernel/drafts/actions';
import { useSend } from '../../../../kernel/react';
import { useReadOnly } from '../../../../ui/ReadOnly';
import type { FormSection } from '../../sectionOrder';
import { cleanSectionValues, sameValues } from '../../values';

/**
 * Renders nothing: on every change of the form's values, sends them to the draft save queue (`editDraft`; the queue
 * keeps them on this device at once and saves them after a pause in typing). `lastSentRef` holds the values last sent,
 * shared with the submit handler, so unchanged values are never sent twice. Nothing in the read-only view (§6).
 */
export function DraftAutosave({
  applicationId,
  section,
  lastSentRef,
}: {
  applicationId: string;
  section: FormSection;
  lastSentRef: MutableRefObject<Record<string, unknown>>;
}) {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const send = useSend();
  const readOnly = useReadOnly();
  useEffect(() => {
    if (readOnly) return;
    const cleaned = cleanSectionValues(section, values);
    if (sameValues(cleaned, lastSentRef.current)) return;
    lastSentRef.current = cleaned;
    send(editDraft({ applicationId, section, values: cleaned }));
  }, [values, applicationId, section, lastSentRef, send, readOnly]);
  return null;
}
