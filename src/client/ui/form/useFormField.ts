import { useEffect, useRef } from 'react';
import { getIn } from 'final-form';
import { useField, useForm, type FieldRenderProps, type UseFieldConfig } from 'react-final-form';

/**
 * react-final-form's `useField` (same arguments and result) that keeps a change made before the field is registered.
 *
 * react-final-form registers a field in an effect, and registering a field its form has no state for sets the form's
 * initial value. React runs those effects after committing the field, and in a later task when the commit used up its
 * time slice; the browser may hand over input in between. That happens on a busy CPU when a prerendered page
 * hydrates (its route's Suspense boundary hydrates in a pass of its own): an email filled in, pasted or autofilled on
 * /login right then reached the form, the registration then reset it, and React put the element back to the rendered
 * empty value — the email was gone (docs/prerendering.md). Here such a change is
 * remembered and made again once the field is registered.
 */
export function useFormField<V, E extends HTMLElement = HTMLElement>(name: string, config?: UseFieldConfig): FieldRenderProps<V, E> {
  const field = useField<V, E>(name, config);
  const form = useForm('useFormField');
  const registered = useRef(false);
  const early = useRef<{ value: unknown } | null>(null);
  // After useField's own effects (a component's effects run in the order they were declared): the field is registered.
  useEffect(() => {
    registered.current = true;
    const kept = early.current;
    early.current = null;
    if (kept) form.change(name, kept.value);
    return () => {
      registered.current = false;
    };
  }, [form, name]);
  const { onChange } = field.input;
  return {
    ...field,
    input: {
      ...field.input,
      onChange: (event: unknown) => {
        onChange(event);
        // What the form holds now is the change as react-final-form parsed it (a checkbox group's new array, …).
        if (!registered.current) early.current = { value: getIn(form.getState().values as object, name) };
      },
    },
  };
}
