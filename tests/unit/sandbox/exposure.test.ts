import { startBanner } from '../../../src/sandbox/banner';
import { isExposed, isLoopbackHost } from '../../../src/sandbox/exposure/loopback';

describe('is the sandbox listening on loopback only? (issue 13 §1 "The outbox is open")', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '0:0:0:0:0:0:0:1', '0::1', '::ffff:127.0.0.1'])('%s is loopback only', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(isExposed(host, false)).toBe(false);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', '::ffff:10.0.0.5', 'fe80::1', '::2', '128.0.0.1', 'sandbox.internal', 'localhost.example.com', '127.0.0.1.nip.io', ''])(
    '%s is reachable from elsewhere: the /sandbox pages need the staff sign-in', (host) => {
      expect(isLoopbackHost(host)).toBe(false);
      expect(isExposed(host, false)).toBe(true);
    });

  it('SANDBOX_EXPOSED=1 gates a loopback sandbox too (behind a reverse proxy); nothing opens a non-loopback one', () => {
    expect(isExposed('127.0.0.1', true)).toBe(true);
    expect(isExposed('0.0.0.0', false)).toBe(true);
  });

  it('the start banner says which it is', () => {
    const base = { url: 'http://127.0.0.1:4000', dataDir: '/tmp/x', staticDir: undefined, seeded: false };
    expect(startBanner({ ...base, exposed: false })).toContain('Access:      loopback only: the /sandbox pages (outbox, back office, analytics) are open to this machine');
    expect(startBanner({ ...base, exposed: true })).toContain('Access:      reachable from other machines: the /sandbox pages (outbox, back office, analytics) need the staff sign-in');
  });
});
