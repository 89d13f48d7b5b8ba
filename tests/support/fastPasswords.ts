import crypto, { type ScryptOptions } from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Setup file of the integration and browser test projects (vite.config.ts `setupFiles`): the sandbox they start in
 * their own process hashes and checks passwords with scrypt at cost N = 2^10 instead of 2^14. Seeding the demo
 * accounts hashes 21 passwords and every sign-in checks one: at the real cost that was a second or more per sandbox
 * start on 2 shared cores and tens of seconds per file under load. Same function, same answers (a hash made here is
 * checked here); only the work factor differs, and tests/unit/sandbox/password.test.ts pins the real one.
 */
export const TEST_SCRYPT_N = 1024;

type Callback = (err: Error | null, derivedKey: Buffer) => void;
/** Marks the cheap function, so a worker that runs this setup file once per test file wraps scrypt only once. */
const CHEAP = Symbol.for('tests/support/fastPasswords');
const realScrypt = crypto.scrypt;

function cheapScrypt(password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options: ScryptOptions | Callback, callback?: Callback): void {
  if (typeof options === 'function') return realScrypt(password, salt, keylen, { N: TEST_SCRYPT_N }, options);
  realScrypt(password, salt, keylen, { ...options, N: Math.min(options.N ?? TEST_SCRYPT_N, TEST_SCRYPT_N) }, callback as Callback);
}

if (!(CHEAP in realScrypt)) {
  crypto.scrypt = Object.assign(cheapScrypt, { [CHEAP]: true }) as unknown as typeof crypto.scrypt;
  // `import { scrypt } from 'node:crypto'` bindings follow the module object only after this.
  syncBuiltinESMExports();
}
