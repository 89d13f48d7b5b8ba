import { createForm } from 'final-form';
import {
  blankDefaultMessage,
  composeValidators,
  forFinalForm,
  hasFieldError,
  ofType,
  oneOf,
  required,
  toFinalFormError,
} from '../../../src/domain/formValidation';

describe('§5 default form-validation messages are blanked', () => {
  it('blanks required, oneOf and notType messages and keeps others', () => {
    expect(blankDefaultMessage('required', 'name is a required field')).toBe('');
    expect(blankDefaultMessage('oneOf', 'must be one of a, b')).toBe('');
    expect(blankDefaultMessage('notType', 'must be a number')).toBe('');
    expect(blankDefaultMessage('min', 'must be at least 3')).toBe('must be at least 3');
  });

  it('the default rules fail with a blank message', () => {
    expect(required('')).toBe('');
    expect(required('  ')).toBe('');
    expect(required([])).toBe('');
    expect(required('x')).toBeUndefined();
    expect(oneOf(['a', 'b'])('c')).toBe('');
    expect(oneOf(['a', 'b'])('a')).toBeUndefined();
    expect(ofType((v) => typeof v === 'number')('12')).toBe('');
    expect(ofType((v) => typeof v === 'number')(12)).toBeUndefined();
  });

  it('a blank message still counts as an error', () => {
    expect(hasFieldError('')).toBe(true);
    expect(hasFieldError(undefined)).toBe(false);
    expect(composeValidators(required, () => 'later')('')).toBe('');
    expect(composeValidators(required, () => 'later')('x')).toBe('later');
    expect(composeValidators(required)('x')).toBeUndefined();
  });

  it('through forFinalForm, a blanked field blocks submission in final-form (a raw "" would not)', () => {
    const submitted: unknown[] = [];
    const form = createForm<{ kind?: string; other?: string }>({ onSubmit: (v) => void submitted.push(v) });
    form.registerField('kind', () => {}, { error: true }, { getValidator: () => forFinalForm(oneOf(['a'])) });
    form.change('kind', 'zzz');
    expect(form.getState().invalid).toBe(true);
    expect(form.getFieldState('kind')?.error).toBe(true);
    void form.submit();
    expect(submitted).toEqual([]);

    const raw = createForm<{ kind?: string }>({ onSubmit: () => {} });
    raw.registerField('kind', () => {}, { error: true }, { getValidator: () => oneOf(['a']) });
    raw.change('kind', 'zzz');
    expect(raw.getState().valid).toBe(true); // why toFinalFormError exists

    expect(toFinalFormError('Enter 10 digits')).toBe('Enter 10 digits');
    expect(toFinalFormError(undefined)).toBeUndefined();
  });
});
