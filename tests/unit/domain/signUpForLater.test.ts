import { buildSignUpForLaterPayload, type SignUpForLaterInput } from '../../../src/domain/signUpForLater';

const lead: SignUpForLaterInput = {
  email: 'Jane.Doe@Example.com',
  first_name: 'Jane',
  last_name: 'Doe',
  phone: '(212) 456-7890',
  denial_reason: 'state-not-supported',
};

describe('§3/§5 sign-up-for-later payload', () => {
  it('fills the §5 defaults when the address and FICO estimate are missing', () => {
    const p = buildSignUpForLaterPayload(lead);
    expect(p.estimated_fico).toBe(0);
    expect(p.property.address).toEqual({ unit_number: '', city: 'unknown', state: 'NA', zip_code: 'unsupported', street: '', county: '' });
    expect(p.property).toMatchObject({ property_type: null, property_usage: null, estimated_value: null });
    expect(p.trusted_form_cert_url).toBeNull();
  });

  it('sends a lower-cased email and the phone digits', () => {
    const p = buildSignUpForLaterPayload(lead);
    expect(p.email).toBe('jane.doe@example.com');
    expect(p.phone).toBe('2124567890');
  });

  it('keeps what is known and defaults only the missing parts of a partial address', () => {
    const p = buildSignUpForLaterPayload({
      ...lead,
      estimated_fico: 701,
      address: { street: '1 Main St', city: 'Anchorage', state: 'AK', zip_code: '  ', unit_number: '2B' },
      property_type: 'condominium',
      property_usage: 'second-home',
      estimated_value: 450000,
      trusted_form_cert_url: 'https://cert.example/abc',
    });
    expect(p.estimated_fico).toBe(701);
    expect(p.property.address).toEqual({ unit_number: '2B', city: 'Anchorage', state: 'AK', zip_code: 'unsupported', street: '1 Main St', county: '' });
    expect(p.property).toMatchObject({ property_type: 'condominium', property_usage: 'second-home', estimated_value: 450000 });
    expect(p.denial_reason).toBe('state-not-supported');
    expect(p.trusted_form_cert_url).toBe('https://cert.example/abc');
  });

  it('sends exactly the §3 fields', () => {
    const p = buildSignUpForLaterPayload(lead);
    expect(Object.keys(p).sort()).toEqual(
      ['denial_reason', 'email', 'estimated_fico', 'first_name', 'last_name', 'phone', 'property', 'trusted_form_cert_url'].sort(),
    );
    expect(Object.keys(p.property).sort()).toEqual(['address', 'estimated_value', 'property_type', 'property_usage']);
  });
});
