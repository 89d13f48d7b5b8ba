import { funnelRoutes } from '../../../src/client/features/funnel/routes';
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
      '/new-application',
    ]);
    expect(typeof ApplicantsPage).toBe('function');
  });

  it('loads each page lazily as a route module with only a Component', async () => {
    for (const route of funnelRoutes.filter((r) => typeof r.lazy === 'function')) {
      const module = await (route.lazy as () => Promise<Record<string, unknown>>)();
      expect(Object.keys(module)).toEqual(['Component']);
      expect(typeof module.Component).toBe('function');
    }
  });

  it('/new-application redirects to the first page', async () => {
    const route = funnelRoutes.find((r) => r.path === '/new-application');
    const response = (await (route?.loader as () => Promise<Response> | Response)()) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/property_address');
  });

  it('mounts its reducer as `funnel`', () => {
    expect(funnelFeature.name).toBe('funnel');
    expect(funnelFeature.reducer?.(undefined, { type: '@@init' })).toEqual(initialFunnelState);
  });
});
