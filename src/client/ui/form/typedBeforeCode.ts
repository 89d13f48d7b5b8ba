import { useEffect, useRef, type RefObject } from 'react';

type ValueElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Issue 14 §1 "form fields typed into before hydration keep their values": a prerendered field is on screen before
 * the code, and React's hydration leaves what the person typed in the element but not in the form's state, so the next
 * render would clear it. Once mounted, a field whose element holds something other than `value` hands the element's
 * value to the form (`onChange`, react-final-form's `input.onChange`). A field rendered by the code itself always
 * matches, so this does nothing outside a first, hydrated render.
 * @returns the ref to put on the field's element.
 */
export function useValueTypedBeforeCode<E extends ValueElement>(value: string | undefined, onChange: (value: string) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const first = useRef({ value, onChange });
  useEffect(() => {
    const element = ref.current;
    const { value: rendered, onChange: change } = first.current;
    if (element && element.value !== (rendered ?? '')) change(element.value);
  }, []);
  return ref;
}
