import { decideLanding, latestApplication } from '../../../src/client/features/auth/landing';
import { APP_UUID, application, OLDER_APP_UUID, USER_UUID } from '../app/fixtures';

const older = application({ uuid: OLDER_APP_UUID as never, created_at: '2025-01-01T00:00:00.000Z' });
const newer = application({ uuid: APP_UUID as never, created_at: '2026-03-01T00:00:00.000Z' });

describe('landing after sign-in', () => {
  it("goes to the home of the person's latest application", () => {
    expect(decideLanding([older, newer], USER_UUID)).toEqual({ path: `/applications/${APP_UUID}`, haveApplication: true, currentLoginAppUUID: APP_UUID });
    expect(decideLanding([newer, older], USER_UUID).path).toBe(`/applications/${APP_UUID}`);
  });

  it('goes to the prospect home when the person has no application', () => {
    expect(decideLanding([], USER_UUID)).toEqual({ path: `/profiles/${USER_UUID}`, haveApplication: false, currentLoginAppUUID: null });
  });

  it('goes to the applicants list when the list could not be fetched', () => {
    expect(decideLanding(null, USER_UUID)).toEqual({ path: '/applicants', haveApplication: null, currentLoginAppUUID: null });
  });

  it('returns to a safe next path, but never to another site or back to login/logout', () => {
    expect(decideLanding([newer], USER_UUID, `/applications/${OLDER_APP_UUID}`).path).toBe(`/applications/${OLDER_APP_UUID}`);
    expect(decideLanding([newer], USER_UUID, '//evil.example').path).toBe(`/applications/${APP_UUID}`);
    expect(decideLanding([newer], USER_UUID, '/logout?q=x').path).toBe(`/applications/${APP_UUID}`);
    expect(decideLanding([newer], USER_UUID, '/login').path).toBe(`/applications/${APP_UUID}`);
  });

  it('picks the greatest created_at whatever the order', () => {
    expect(latestApplication([newer, older])?.uuid).toBe(APP_UUID);
    expect(latestApplication([])).toBeUndefined();
  });
});
