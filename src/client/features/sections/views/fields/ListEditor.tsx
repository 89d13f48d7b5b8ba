import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { Button } from '../../../../ui';
import { useVisibleFieldError } from '../../../../ui/form/fieldError';

/** Props of {@link ListEditor}. */
export interface ListEditorProps<T extends { id: string }> {
  /** The list's field, e.g. `mortgages`; items' fields are `mortgages.0.lender`, … */
  name: string;
  /** What one item is called, e.g. "Mortgage" (legend "Mortgage 1", button "Remove mortgage 1"). */
  itemLabel: string;
  /** The add button's text, e.g. "Add a mortgage". */
  addLabel: string;
  /** A new empty item with a fresh id (called from the add button, never during render). */
  newItem: () => T;
  /** The fields of item `index`, whose field names start with `prefix` (`mortgages.0`). */
  renderItem: (prefix: string, index: number, item: T) => ReactNode;
}

/**
 * A list of items that can be added, edited in place and removed (mortgages, liens, payoffs). Each item is a fieldset
 * with a numbered legend; a new item's first field gets the focus, and after a removal the focus goes to the add
 * button, so keyboard users never lose their place. An error for the whole list (e.g. "Add at least one mortgage.")
 * shows under it.
 */
export function ListEditor<T extends { id: string }>({ name, itemLabel, addLabel, newItem, renderItem }: ListEditorProps<T>) {
  const id = useId();
  const form = useForm();
  const { input, meta } = useField<T[] | undefined>(name, { subscription: { value: true, submitError: true, dirtySinceLastSubmit: true, error: true, touched: true, submitFailed: true } });
  const list = Array.isArray(input.value) ? input.value : [];
  const error = useVisibleFieldError(name, meta);
  const items = useRef(new Map<string, HTMLFieldSetElement>());
  const addButton = useRef<HTMLDivElement>(null);
  // Where the focus goes after the next render (set by add/remove, consumed once by the effect below).
  const pendingFocus = useRef<{ to: 'item'; id: string } | { to: 'add' } | null>(null);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus.to === 'item') items.current.get(focus.id)?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else addButton.current?.querySelector('button')?.focus();
  });

  const add = () => {
    const item = newItem();
    form.change(name, [...list, item]);
    pendingFocus.current = { to: 'item', id: item.id };
  };
  const remove = (itemId: string) => {
    const rest = list.filter((i) => i.id !== itemId);
    form.change(name, rest.length > 0 ? rest : undefined);
    pendingFocus.current = { to: 'add' };
  };
  const lower = itemLabel.toLowerCase();

  return (
    <div className="list-editor">
      {list.map((item, index) => (
        <fieldset
          className="card"
          key={item.id}
          ref={(el) => {
            if (el) items.current.set(item.id, el);
            else items.current.delete(item.id);
          }}
        >
          <legend>
            {itemLabel} {index + 1}
          </legend>
          {renderItem(`${name}.${index}`, index, item)}
          <Button variant="secondary" onClick={() => remove(item.id)}>
            Remove {lower} {index + 1}
          </Button>
        </fieldset>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div ref={addButton} className="actions">
        <Button variant="secondary" onClick={add}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
