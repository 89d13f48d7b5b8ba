import type { HomeView } from '../selectors';
import { Figures } from './Figures';

/** Step 1 (§3 offer step "property"): the home as the Investment Estimate sees it. */
export function HomeStep({ home }: { home: HomeView }) {
  return (
    <>
      <p>
        {home.line1}
        <br />
        {home.line2}
      </p>
      <Figures
        figures={[
          { label: 'Property type', value: home.propertyType },
          { label: 'How the home is used', value: home.propertyUsage },
          { label: 'Home value used for the estimate', value: home.homeValue },
        ]}
      />
      <p>If any of this looks wrong, tell your Home Equity Officer before you acknowledge the estimate.</p>
    </>
  );
}
