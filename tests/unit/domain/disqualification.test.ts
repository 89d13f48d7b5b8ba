import fc from 'fast-check';
import { DISQUALIFICATION_REASON } from '../../../src/contract/enums';
import {
  UNABLE_TO_OFFER_COPY,
  UNABLE_TO_OFFER_SLUGS,
  classifyHomeValue,
  homeValueDisqualification,
  isUnableToOfferSlug,
  parseDisqualificationReason,
  unableToOfferPath,
} from '../../../src/domain/disqualification';

describe('§4/§8 disqualification → unable-to-offer pages', () => {
  it('maps the qualification reasons onto the §2 dead-end routes', () => {
    expect(unableToOfferPath('fico_too_low')).toBe('/unable-to-offer/credit-score-too-low');
    expect(unableToOfferPath('minimum_investment_guideline_reached')).toBe('/unable-to-offer/not-enough-equity');
    expect(unableToOfferPath('home_value_too_high')).toBe('/unable-to-offer/home-value-too-high');
    expect(unableToOfferPath('state_not_supported')).toBe('/unable-to-offer/state-not-supported');
    expect(unableToOfferPath('atypical_property')).toBe('/unable-to-offer/atypical-property');
    expect(unableToOfferPath('not-enough-equity')).toBe('/unable-to-offer/not-enough-equity');
  });

  it('sends every reason to a different page, and every page is reachable', () => {
    const paths = DISQUALIFICATION_REASON.values.map(unableToOfferPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(paths)).toEqual(new Set(UNABLE_TO_OFFER_SLUGS.map((s) => `/unable-to-offer/${s}`)));
  });

  it('reads the spec’s free-text home value reason and ignores unknown ones', () => {
    expect(parseDisqualificationReason('Home value is too high')).toBe('home_value_too_high');
    expect(parseDisqualificationReason('fico_too_low')).toBe('fico_too_low');
    expect(parseDisqualificationReason('something_else')).toBeUndefined();
    expect(parseDisqualificationReason(undefined)).toBeUndefined();
    expect(isUnableToOfferSlug('credit-score-too-low')).toBe(true);
    expect(isUnableToOfferSlug('fico_too_low')).toBe(false);
  });

  it('has a title and an explanation for every page', () => {
    for (const slug of UNABLE_TO_OFFER_SLUGS) {
      expect(UNABLE_TO_OFFER_COPY[slug].title.trim()).not.toBe('');
      expect(UNABLE_TO_OFFER_COPY[slug].explanation.length).toBeGreaterThan(40);
    }
    expect(UNABLE_TO_OFFER_COPY['home-value-too-high'].explanation).toContain('$3,000,000');
  });

  it('disqualifies a home value only above $3,000,000 and classifies against both §9 bounds', () => {
    expect(homeValueDisqualification(3_000_000)).toBeUndefined();
    expect(homeValueDisqualification(3_000_001)).toBe('home_value_too_high');
    expect(classifyHomeValue(174_999)).toBe('below-minimum');
    expect(classifyHomeValue(175_000)).toBe('within');
    expect(classifyHomeValue(3_000_000)).toBe('within');
    expect(classifyHomeValue(3_000_001)).toBe('above-maximum');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 8 }), (v) => {
        expect(homeValueDisqualification(v) === 'home_value_too_high').toBe(classifyHomeValue(v) === 'above-maximum');
      }),
    );
  });
});
