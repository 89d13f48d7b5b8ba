import { createConsoleLogger } from '../../../src/client/app/logger';
import { IN_ONE_HOUR_S, makeToken } from './fixtures';

function capture() {
  const lines: unknown[][] = [];
  const out = { info: (...a: unknown[]) => void lines.push(a), warn: (...a: unknown[]) => void lines.push(a), error: (...a: unknown[]) => void lines.push(a) };
  return { logger: createConsoleLogger(out), printed: () => JSON.stringify(lines) };
}

describe('console logger (house rule: no tokens or personal data in logs)', () => {
  it('never prints a token or an email, in the message or in fields', () => {
    const token = makeToken({ expSeconds: IN_ONE_HOUR_S }).replace(/^eyJhbGciOiJub25lIn0/, 'eyJhbGciOiJIUzI1NiJ9');
    const { logger, printed } = capture();
    logger.error(`request failed for jane@example.com with ${token}`, { token, email: 'jane@example.com', note: `Bearer ${token}`, status: 401 });
    expect(printed()).not.toContain('jane@example.com');
    expect(printed()).not.toContain(token);
    expect(printed()).toContain('401');
  });

  it('keeps harmless fields', () => {
    const { logger, printed } = capture();
    logger.info('session ended', { reason: 'expired', query: 'application' });
    expect(printed()).toContain('expired');
    expect(printed()).toContain('application');
  });
});
