import { pathBehindOverlay, privacyOverlayPath, showsPrivacyOverlay } from '../../../src/client/kernel/consent/paths';
import { pageOf } from '../../../src/client/analytics/pages';

const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('privacy-settings overlay routes (§2 "shows only on routes containing /privacy-settings")', () => {
  it('shows on any route with a privacy-settings segment, over the page without it', () => {
    expect(showsPrivacyOverlay('/login/privacy-settings')).toBe(true);
    expect(pathBehindOverlay('/login/privacy-settings')).toBe('/login');
    expect(pathBehindOverlay(`/applications/${APP}/privacy-settings`)).toBe(`/applications/${APP}`);
    expect(pathBehindOverlay(`/applications/${APP}/privacy-settings/`)).toBe(`/applications/${APP}`);
    expect(pathBehindOverlay('/privacy-settings')).toBe('/');
  });

  it('does not show on other routes, including ones that only start with the word', () => {
    for (const path of ['/', '/login', `/applications/${APP}/tasks`, '/privacy-settings-old', '/login/privacy']) {
      expect(showsPrivacyOverlay(path)).toBe(false);
      expect(pathBehindOverlay(path)).toBe(path);
    }
  });

  it("the footer link opens it over the current page, and an open overlay's link stays where it is", () => {
    expect(privacyOverlayPath('/login')).toBe('/login/privacy-settings');
    expect(privacyOverlayPath(`/applications/${APP}/tasks/`)).toBe(`/applications/${APP}/tasks/privacy-settings`);
    expect(privacyOverlayPath('/')).toBe('/privacy-settings');
    expect(privacyOverlayPath('/login/privacy-settings')).toBe('/login/privacy-settings');
  });

  it('analytics report the page under the overlay, never a "Not Found" page', () => {
    expect(pageOf('/login/privacy-settings')).toEqual(pageOf('/login'));
    expect(pageOf(`/applications/${APP}/tasks/privacy-settings`)).toEqual({ page_name: 'Tasks', path_pattern: '/applications/:applicationId/tasks', applicationId: APP });
  });
});
