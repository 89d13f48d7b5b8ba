import { useField } from 'react-final-form';
import { YEAR_PURCHASED_HINT } from '../../../../../domain/validation/examples';
import { TextField } from '../../../../ui/form/TextField';
import { NumberSelectField } from '../../../../ui/form/NumberSelectField';
import { WholeNumberField } from '../../../../ui/form/WholeNumberField';
import { YesNoField } from '../../../../ui/form/YesNoField';
import { bedrooms, livingArea, requiredAnswer, requiredMoney, yearPurchased } from '../../validation';
import { SectionMoneyField } from '../fields/SectionMoneyField';

/** Bathrooms are counted in halves (a half bath has no shower), 0 to 15. */
const BATHROOMS = Array.from({ length: 31 }, (_, i) => i / 2);

/** property-information: when and for how much the home was bought, its size, and its condition. */
export function PropertyInformationFields() {
  const { input } = useField<boolean | undefined>('has_major_damage', { subscription: { value: true } });
  return (
    <>
      <WholeNumberField name="year_purchased" label="Year you bought the home" hint={YEAR_PURCHASED_HINT} validate={yearPurchased} required maxLength={4} />
      <SectionMoneyField name="purchase_price" label="Purchase price" validate={requiredMoney} required />
      <WholeNumberField name="living_area_sqft" label="Living area (square feet)" validate={livingArea} required grouped maxLength={7} />
      <WholeNumberField name="bedrooms" label="Bedrooms" validate={bedrooms} required maxLength={2} />
      <NumberSelectField name="bathrooms" label="Bathrooms" options={BATHROOMS} validate={requiredAnswer} required />
      <YesNoField name="is_listed_for_sale" legend="Is the home listed for sale?" validate={requiredAnswer} />
      <YesNoField name="has_major_damage" legend="Does the home have major damage that has not been repaired?" validate={requiredAnswer} />
      {input.value === true ? (
        <TextField name="major_damage_details" label="Tell us about the damage" validate={requiredAnswer} required maxLength={1000} />
      ) : null}
    </>
  );
}
