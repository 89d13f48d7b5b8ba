import { EMAIL_INVALID_MESSAGE, EMAIL_SPACES_MESSAGE, FIELD_REQUIRED_MESSAGE, ZIP_FORMAT_MESSAGE } from '../../../src/domain/validation';
import { fieldErrorEpic, fieldNameOf } from '../../../src/client/kernel/forms/fieldErrorEpic';
import { reportFieldError } from '../../../src/client/kernel/forms/actions';
import { fieldErrorShown } from '../../../src/client/kernel/forms/events';
import { depsAtNow } from '../app/fixtures';
import { createTestStore } from '../../support/testStore';

function setup() {
  const { deps } = depsAtNow();
  const { store, eventLog } = createTestStore({ reducers: { none: (s: null = null) => s }, epics: [fieldErrorEpic], deps });
  const shown = () => eventLog.entries().filter((e) => fieldErrorShown.match(e.event)).map((e) => e.event.payload);
  const report = (field: string, message: string) => store.dispatch(reportFieldError({ field, message }));
  return { deps, shown, report };
}

describe('§5 field-error reporting (kernel/forms): a field shows a validation message → forms/fieldErrorShown', () => {
  it('classifies the message and names the field, never the message or what was typed', () => {
    const { shown, report } = setup();
    report('email', EMAIL_INVALID_MESSAGE);
    report('address.zip_code', ZIP_FORMAT_MESSAGE);
    expect(shown()).toEqual([
      { field: 'email', kind: 'invalid_email' },
      { field: 'address.zip_code', kind: 'format' },
    ]);
  });

  it('reports a field and kind once per page (the spec’s "sent analytics event lists"), a new kind of the same field again', () => {
    const { shown, report } = setup();
    report('email', EMAIL_INVALID_MESSAGE);
    report('email', EMAIL_SPACES_MESSAGE);
    report('email', EMAIL_INVALID_MESSAGE);
    report('email', FIELD_REQUIRED_MESSAGE);
    expect(shown()).toEqual([
      { field: 'email', kind: 'invalid_email' },
      { field: 'email', kind: 'required' },
    ]);
  });

  it('starts a fresh list on a new page, not on a new query string', () => {
    const { deps, shown, report } = setup();
    report('email', EMAIL_INVALID_MESSAGE);
    deps.navigation.navigate('/?step=2');
    report('email', EMAIL_INVALID_MESSAGE);
    deps.navigation.navigate('/login');
    report('email', EMAIL_INVALID_MESSAGE);
    expect(shown()).toHaveLength(2);
  });

  it('ignores messages that are not a validation rule’s (a server sentence, a blank one)', () => {
    const { shown, report } = setup();
    report('email', 'This email is already registered.');
    report('state', '');
    expect(shown()).toEqual([]);
  });

  it('drops list indices from field names, so one rule of a list is one field', () => {
    const { shown, report } = setup();
    report('mortgages.0.lender', FIELD_REQUIRED_MESSAGE);
    report('mortgages.1.lender', FIELD_REQUIRED_MESSAGE);
    expect(shown()).toEqual([{ field: 'mortgages.lender', kind: 'required' }]);
    expect(fieldNameOf('owners[2].email')).toBe('owners.email');
  });
});
