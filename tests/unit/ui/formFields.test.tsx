import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createForm, FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { ChoiceField } from '../../../src/client/ui/form/ChoiceField';
import { SelectField } from '../../../src/client/ui/form/SelectField';
import { TextField } from '../../../src/client/ui/form/TextField';
import { FormActions } from '../../../src/client/ui/form/FormActions';
import { CheckboxField } from '../../../src/client/ui/form/CheckboxField';
import { CheckboxGroupField, toggledChoices } from '../../../src/client/ui/form/CheckboxGroupField';
import { MoneyField } from '../../../src/client/ui/form/MoneyField';
import { NumberSelectField } from '../../../src/client/ui/form/NumberSelectField';
import { TextAreaField } from '../../../src/client/ui/form/TextAreaField';
import { YesNoField } from '../../../src/client/ui/form/YesNoField';
import { describedByOf, fieldDescribedBy } from '../../../src/client/ui/form/fieldIds';

/*
 * What a screen reader meets in the shared form fields: the label or legend, "(optional)", the hint and the error read
 * with the control (aria-describedby), aria-invalid while an error shows. Rendered inside a real react-final-form Form.
 */

/** How the form stands before rendering: its values, and optionally a submit that failed on `field`. */
interface FormSetup {
  values?: object;
  /** The field a failed submit left an error on: by its own rule (`rule`) or by the server's answer (`server`). */
  failed?: { field: string; rule?: string; server?: string };
  /** A form-wide server error the last submit answered. */
  formError?: string;
}

/** Renders `field` in a form set up as `setup` says (a failed submit is made before rendering, as after Continue). */
function render(field: ReactElement, setup: FormSetup = {}): HTMLParts {
  const { failed, formError } = setup;
  const form = createForm({
    onSubmit: () => (formError ? { [FORM_ERROR]: formError } : failed?.server ? { [failed.field]: failed.server } : undefined),
    initialValues: setup.values,
    validate: () => (failed?.rule ? { [failed.field]: failed.rule } : {}),
  });
  if (failed) form.registerField(failed.field, () => undefined, {});
  if (failed || formError) void form.submit();
  return parts(renderToString(<Form form={form} onSubmit={() => undefined} render={() => <form>{field}</form>} />));
}

interface HTMLParts {
  html: string;
  /** The value of `attr` on the first element matching `tag` (and `where`, a substring of its tag). */
  attr(tag: string, attr: string, where?: string): string | undefined;
  /** The whole opening tag of the first element matching `tag` (and `where`). */
  tag(tag: string, where?: string): string | undefined;
  /** The text of the element with this id. */
  textOf(id: string): string | undefined;
}

function parts(html: string): HTMLParts {
  const tags = [...html.matchAll(/<([a-z]+)([^>]*)>/g)];
  const find = (tag: string, where?: string) => tags.find((m) => m[1] === tag && (where === undefined || m[2]!.includes(where)));
  return {
    html,
    attr: (tag, attr, where) => new RegExp(`\\s${attr}="([^"]*)"`).exec(find(tag, where)?.[2] ?? '')?.[1],
    tag: (tag, where) => find(tag, where)?.[0],
    textOf: (id) => new RegExp(`id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([^<]*)<`).exec(html)?.[1],
  };
}

describe('aria-describedby of a field', () => {
  it('reads the hint first, then the error while one shows, and nothing when there is neither', () => {
    expect(fieldDescribedBy('f', true, 'Required')).toBe('f-hint f-error');
    expect(fieldDescribedBy('f', false, 'Required')).toBe('f-error');
    expect(fieldDescribedBy('f', true, undefined)).toBe('f-hint');
    expect(fieldDescribedBy('f', false, undefined)).toBeUndefined();
    expect(fieldDescribedBy('f', true, '')).toBe('f-hint');
    expect(describedByOf('statement', undefined, 'f-error')).toBe('statement f-error');
  });
});

describe('text fields', () => {
  it('names the input by its label, says "(optional)" only when it is, and reads the hint with it', () => {
    const p = render(<TextField name="city" label="City" hint="Where the home is" />);
    const id = p.attr('input', 'id')!;
    expect(p.attr('label', 'for')).toBe(id);
    expect(p.html).toContain('City<span class="optional"> (optional)</span>');
    expect(p.attr('input', 'aria-describedby')).toBe(`${id}-hint`);
    expect(p.textOf(`${id}-hint`)).toBe('Where the home is');
    expect(p.attr('input', 'aria-invalid')).toBeUndefined();
    expect(render(<TextField name="city" label="City" required />).html).not.toContain('(optional)');
  });

  it('keeps the label, hint, control and error in that order', () => {
    const { html } = render(<TextAreaField name="details" label="Details" hint="In your own words" required />, { values: { details: 'x' }, failed: { field: 'details', rule: 'Tell us more' } });
    expect(html.indexOf('<label')).toBeLessThan(html.indexOf('field__hint'));
    expect(html.indexOf('field__hint')).toBeLessThan(html.indexOf('<textarea'));
    expect(html.indexOf('<textarea')).toBeLessThan(html.indexOf('Tell us more'));
    expect(html).toContain('maxLength="1000"');
  });

  it('shows money in whole dollars with a $ the screen reader skips and separators while typing', () => {
    const p = render(<MoneyField name="estimated_value" label="Estimated home value" required />, { values: { estimated_value: 1234567 } });
    expect(p.attr('input', 'value')).toBe('1,234,567');
    expect(p.attr('input', 'inputMode')).toBe('numeric');
    expect(p.html).toContain('<span aria-hidden="true" class="field__prefix">$</span>');
  });

  it('shows a number select with the saved number chosen', () => {
    const p = render(<NumberSelectField name="bathrooms" label="Bathrooms" options={[1, 1.5, 2]} required />, { values: { bathrooms: 1.5 } });
    expect(p.html).toMatch(/<option value="1.5" selected="">1.5<\/option>/);
    expect(p.html).toContain('<option value="">Choose…</option>');
  });
});

describe('the end of a form', () => {
  it('announces a form-wide server error above the submit button, which comes before the other actions', () => {
    const { html } = render(
      <FormActions label="Continue">
        <button type="button">Back</button>
      </FormActions>,
      { formError: 'We could not save your answers' },
    );
    expect(html).toMatch(/role="alert"[\s\S]*We could not save your answers[\s\S]*<div class="actions"><button type="submit"[^>]*>Continue<\/button><button type="button">Back<\/button>/);
  });

  it('shows what is happening on the busy submit button', () => {
    const { html } = render(<FormActions submitting label="Continue" busyLabel="Checking your address…" />);
    expect(html).toContain('Checking your address…');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-busy="true"/);
    expect(html).not.toContain('role="alert"');
  });
});

describe('choice fields', () => {
  it('asks a yes/no question with Yes then No and ticks the saved boolean answer', () => {
    const p = render(<YesNoField name="has_hoa" legend="Is your home part of an HOA?" hint="Homeowners association" />, { values: { has_hoa: false } });
    expect(p.html).toContain('<legend>Is your home part of an HOA?</legend>');
    expect(p.html.indexOf('>Yes</label>')).toBeLessThan(p.html.indexOf('>No</label>'));
    expect(p.tag('input', 'value="No"')).toContain('checked=""');
    expect(p.tag('input', 'value="Yes"')).not.toContain('checked');
    expect(p.attr('fieldset', 'aria-describedby')).toMatch(/-hint$/);
  });

  it('reads an option\'s description with it', () => {
    const p = render(<ChoiceField name="t" legend="Title" choices={[{ value: 'trust', label: 'In a trust', description: 'A living trust' }]} />);
    const id = p.attr('input', 'id')!;
    expect(p.attr('input', 'aria-describedby')).toBe(`${id}-d`);
    expect(p.textOf(`${id}-d`)).toBe('A living trust');
  });

  it('ticks the saved uses of the money', () => {
    const choices = [{ value: 'a', label: 'Apple' }, { value: 'b', label: 'Banana' }];
    const p = render(<CheckboxGroupField name="uses" legend="Uses" choices={choices} />, { values: { uses: ['b'] } });
    expect(p.tag('input', 'value="a"')).not.toContain('checked');
    expect(p.tag('input', 'value="b"')).toContain('checked=""');
  });

  it('keeps ticked boxes in the choices\' order and reports none ticked as not answered', () => {
    const choices = ['a', 'b', 'c'].map((value) => ({ value }));
    expect(toggledChoices(choices, ['c'], 'a', true)).toEqual(['a', 'c']);
    expect(toggledChoices(choices, ['a', 'c'], 'c', false)).toEqual(['a']);
    expect(toggledChoices(choices, ['a'], 'a', false)).toBeUndefined();
  });

  it('reads a lone checkbox with the statement it accepts', () => {
    const p = render(<CheckboxField name="consent" label="I agree" describedBy="statement-1" />, { values: { consent: true } });
    expect(p.attr('input', 'aria-describedby')).toBe('statement-1');
    expect(p.tag('input')).toContain('checked=""');
  });
});

describe('a shown error', () => {
  const FIELDS = [
    ['text', <TextField key="t" name="f" label="F" hint="H" />, 'input', 'hint'],
    ['money', <MoneyField key="m" name="f" label="F" hint="H" />, 'input', 'hint'],
    ['select', <SelectField key="s" name="f" label="F" options={[]} />, 'select', 'none'],
    ['text area', <TextAreaField key="a" name="f" label="F" hint="H" />, 'textarea', 'hint'],
    ['checkbox', <CheckboxField key="c" name="f" label="F" describedBy="statement" />, 'input', 'statement'],
  ] as const;

  it.each(FIELDS)('is read with the %s field, after what describes it, and marks it invalid', (_kind, field, tag, before) => {
    const p = render(field, { failed: { field: 'f', rule: 'Enter a city' } });
    const described = p.attr(tag, 'aria-describedby')!.split(' ');
    const errorId = described[described.length - 1]!;
    expect(p.textOf(errorId)).toBe('Enter a city');
    expect(described).toHaveLength(before === 'none' ? 1 : 2);
    if (before === 'statement') expect(described[0]).toBe('statement');
    expect(p.attr(tag, 'aria-invalid')).toBe('true');
    expect(p.html).toContain('field field--invalid');
  });

  it.each(FIELDS)('shows the server\'s answer at the %s field after a submit', (_kind, field, tag) => {
    const p = render(field, { failed: { field: 'f', server: 'Already in use' } });
    expect(p.html).toContain('<p class="field__error"');
    expect(p.textOf(p.attr(tag, 'aria-describedby')!.split(' ').pop()!)).toBe('Already in use');
  });

  it.each([
    ['yes/no', <YesNoField key="y" name="f" legend="F?" hint="H" />],
    ['checkbox group', <CheckboxGroupField key="g" name="f" legend="F?" hint="H" choices={[{ value: 'a', label: 'A' }]} />],
    ['choice', <ChoiceField key="c" name="f" legend="F?" hint="H" choices={[{ value: 'a', label: 'A' }]} />],
  ] as const)('of a %s question is read with the whole group, after its hint', (_kind, field) => {
    const p = render(field, { failed: { field: 'f', rule: 'Choose one' } });
    const [hintId, errorId] = p.attr('fieldset', 'aria-describedby')!.split(' ');
    expect(p.textOf(hintId!)).toBe('H');
    expect(p.textOf(errorId!)).toBe('Choose one');
    expect(p.html).toContain('choices field--invalid');
  });

  it('is not shown before the person has left the field or tried to continue', () => {
    const p = render(<TextField name="f" label="F" validate={() => 'Enter a city'} />);
    expect(p.html).not.toContain('Enter a city');
    expect(p.attr('input', 'aria-invalid')).toBeUndefined();
  });
});
