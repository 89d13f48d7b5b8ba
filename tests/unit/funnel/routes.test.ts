import { funnelRedirects, funnelRoutes, loadFunnelApplicantsPage } from '../../../src/client/features/funnel/routes';
import ApplicantsPage from '../../../src/client/features/funnel/views/ApplicantsPage';
import { funnelFeature } from '../../../src/client/features/funnel';
import { initialFunnelState } from '../../../src/client/features/funnel/reducer';

describe('funnel routes and module', () => {
  it('has every §2 funnel page and dead end, but not /applicants (the app root routes it)', () => {
    expect(funnelRoutes.map((r) => r.path)).toEqual([
      '/property_address',
      '/property_type',
      '/property_usage',
      '/property_value_debt',
      '/personal_details_equity',
      '/personal_details_name_contact',
      '/email_verification',
      '/personal_details_phone',
      '/unable-to-offer/:reason',
    ]);
    expect(typeof ApplicantsPage).toBe('function');
  });

  it('loads each page lazily, as the page component of its own module', async () => {
    const pages = await Promise.all(funnelRoutes.map((r) => r.load()));
    for (const page of pages) expect(typeof page).toBe('function');
    expect(new Set(pages).size).toBe(funnelRoutes.length);
    expect(await loadFunnelApplicantsPage()).toBe(ApplicantsPage);
  });

  it('/new-application redirects to the first page', () => {
    expect(funnelRedirects).toEqual([{ path: '/new-application', to: '/property_address' }]);
  });

  it('mounts its reducer as `funnel`', () => {
    expect(funnelFeature.name).toBe('funnel');
    expect(funnelFeature.reducer?.(undefined, { type: '@@init' })).toEqual(initialFunnelState);
  });
});
