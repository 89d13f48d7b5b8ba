import { createForm } from 'final-form';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { vi } from 'vitest';
import { ListEditor } from '../../../src/client/features/sections/views/fields/ListEditor';
import { SsnField } from '../../../src/client/features/qualification/views/SsnField';
import { SSN_LENGTH_MESSAGE } from '../../../src/client/features/qualification/fields';

/*
 * §5 field errors reach analytics from every field that shows one: the SSN field (qualification) and the list editor
 * (mortgages, liens, payoffs) report the validation message they display through `useReportFieldError`, like the
 * ui/form fields. Server-rendered (no effects run), so the hook itself is observed.
 */

const reported = vi.hoisted(() => [] as Array<[string, string | undefined]>);
vi.mock('../../../src/client/kernel/react/fieldErrors', () => ({
  useReportFieldError: (name: string, message: string | undefined) => void reported.push([name, message]),
}));

/** Renders `field` in a form whose record-level validation gives `errors`, after a failed submit (errors shown). */
function renderAfterFailedSubmit(field: React.ReactNode, name: string, errors: Record<string, string>, initialValues: Record<string, unknown> = {}): string {
  const form = createForm({ onSubmit: () => undefined, validate: () => errors, initialValues });
  // Registered before the submit, as the mounted field would be, so the failed submit marks it.
  form.registerField(name, () => undefined, {});
  void form.submit();
  return renderToString(<Form form={form} onSubmit={() => undefined}>{() => field}</Form>);
}

beforeEach(() => {
  reported.length = 0;
});

describe('§5 field errors are reported for analytics', () => {
  it('the SSN field reports the message it shows under the number (never the number)', () => {
    const html = renderAfterFailedSubmit(
      <SsnField name="ssn" label="Social Security number" hint="9 digits" validate={undefined} required />,
      'ssn',
      { ssn: SSN_LENGTH_MESSAGE },
      { ssn: '12345' },
    );
    expect(html).toContain(SSN_LENGTH_MESSAGE);
    expect(reported).toEqual([['ssn', SSN_LENGTH_MESSAGE]]);
    expect(JSON.stringify(reported)).not.toContain('12345');
  });

  it('the SSN field reports nothing while it shows no message', () => {
    const html = renderAfterFailedSubmit(<SsnField name="ssn" label="Social Security number" hint="9 digits" validate={undefined} required />, 'ssn', {});
    expect(html).not.toContain('field__error');
    expect(reported).toEqual([['ssn', undefined]]);
  });

  it('the list editor reports the error of the whole list', () => {
    const message = 'Add at least one mortgage.';
    const html = renderAfterFailedSubmit(
      <ListEditor name="mortgages" itemLabel="Mortgage" addLabel="Add a mortgage" newItem={() => ({ id: 'x' })} renderItem={() => null} />,
      'mortgages',
      { mortgages: message },
    );
    expect(html).toContain(message);
    expect(reported).toEqual([['mortgages', message]]);
  });
});
