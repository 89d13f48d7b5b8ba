import type { LicensingData } from '../../../src/contract/licensing';
import { isSafeLink, licenseForState, licensingDisclosureOf } from '../../../src/domain/licensing';
import { stateOptionsOf, US_STATE_OPTIONS } from '../../../src/domain/usStates';
import { licensingData } from '../../../src/sandbox/licensing/table';
import { US_STATE } from '../../../src/contract/enums';

const DATA: LicensingData = {
  company_name: 'Home Equity Release, Inc.',
  nmls_id: '2147483',
  consumer_access_url: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/2147483',
  licenses: [
    { state: 'CA', state_name: 'California', license_name: 'California Financing Law License', license_number: 'CA-104455' },
    { state: 'TX', state_name: 'Texas', license_name: 'Texas Residential Mortgage Loan Company License', license_number: 'TX-106000' },
  ],
};

describe('licensing disclosures (issue 12 §3)', () => {
  it('names the provider with its NMLS id and the licence of the home’s state (any case)', () => {
    expect(licensingDisclosureOf(DATA, 'ca')).toEqual({
      provider: 'Home Equity Release, Inc. NMLS ID 2147483',
      consumerAccessUrl: DATA.consumer_access_url,
      homeState: 'California: California Financing Law License No. CA-104455',
      all: ['California: California Financing Law License No. CA-104455', 'Texas: Texas Residential Mortgage Loan Company License No. TX-106000'],
    });
  });

  it('says plainly when there is no licence for the home’s state, and shows no home line without a state', () => {
    expect(licensingDisclosureOf(DATA, 'AK', 'Alaska').homeState).toBe('We hold no licence in Alaska.');
    expect(licensingDisclosureOf(DATA, null).homeState).toBeNull();
    expect(licenseForState(DATA, '  ')).toBeNull();
  });

  it('never links to anything but https (a javascript: URL from a bad answer is dropped)', () => {
    expect(licensingDisclosureOf({ ...DATA, consumer_access_url: 'javascript:alert(1)' }, null).consumerAccessUrl).toBeNull();
    expect(isSafeLink('http://example.com')).toBe(false);
    expect(isSafeLink(DATA.consumer_access_url)).toBe(true);
  });

  it('the sandbox licenses exactly the supported states, each with its own number', () => {
    const data = licensingData(US_STATE.values, (s) => s !== 'AK' && s !== 'HI');
    expect(data.licenses.map((l) => l.state)).toEqual(US_STATE.values.filter((s) => s !== 'AK' && s !== 'HI'));
    expect(new Set(data.licenses.map((l) => l.license_number)).size).toBe(data.licenses.length);
    expect(data.licenses.find((l) => l.state === 'OH')?.license_name).toBe('Ohio Mortgage Lender License');
  });
});

describe('state select options (issue 12 §3 States)', () => {
  it('use the API list once it answered, with its names', () => {
    expect(stateOptionsOf([{ code: 'CA', name: 'California', supported: true }, { code: 'AK', name: 'Alaska', supported: false }])).toEqual([
      { value: 'CA', label: 'California' },
      { value: 'AK', label: 'Alaska' },
    ]);
  });

  it('fall back to the built-in 51 while loading, on failure or on an empty answer', () => {
    expect(stateOptionsOf(undefined)).toBe(US_STATE_OPTIONS);
    expect(stateOptionsOf([])).toBe(US_STATE_OPTIONS);
    expect(US_STATE_OPTIONS).toHaveLength(51);
    expect(US_STATE_OPTIONS[0]).toEqual({ value: 'AL', label: 'Alabama' });
  });
});
