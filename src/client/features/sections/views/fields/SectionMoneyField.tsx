import { USD_INPUT_MAX_LENGTH } from '../../../../../domain/money';
import { MoneyField, type MoneyFieldProps } from '../../../../ui/form/MoneyField';

/** The reminder under every money amount of the section forms. */
export const SECTION_MONEY_HINT = 'Whole dollars, no cents.';

/**
 * A money amount of a section form: the house {@link MoneyField} with the section forms' reminder that cents are not
 * asked for (unless another hint is given), no autofill and room for any amount it reads.
 */
export function SectionMoneyField(props: Omit<MoneyFieldProps, 'autoComplete' | 'maxLength'>) {
  return <MoneyField {...props} hint={props.hint ?? SECTION_MONEY_HINT} autoComplete="off" maxLength={USD_INPUT_MAX_LENGTH} />;
}
