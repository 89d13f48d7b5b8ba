import { closed } from '../../../src/contract';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { ioTsErrors } from '../../../src/sandbox/http/errors';

const Body = closed('Body', { email: t.string });

function errorsFor(body: unknown) {
  const result = Body.decode(body);
  if (!isLeft(result)) throw new Error('expected the body to be rejected');
  return ioTsErrors(result.left);
}

describe('sandbox 400 error body (§8 errors record)', () => {
  it('names a field called like an Object.prototype member as unexpected instead of crashing (fuzz finding)', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const body = JSON.parse(`{"email":"a@b.co","${name}":1}`);
      const errors = errorsFor(body);
      expect(Object.getOwnPropertyDescriptor(errors, name)?.value).toEqual(['Unexpected field']);
      expect(JSON.parse(JSON.stringify(errors))).toEqual(JSON.parse(`{"${name}":["Unexpected field"]}`));
    }
  });

  it('says which field is missing', () => {
    expect(errorsFor({})).toEqual({ email: ['This field is required'] });
  });
});
