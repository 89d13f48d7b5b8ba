import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { validateAddress } from '../../../src/domain/validation/address';
import {
  ADDRESS_EXAMPLE, ADDRESS_HINT, PHONE_EXAMPLE, PHONE_HINT, SSN_EXAMPLE, SSN_HINT, YEAR_PURCHASED_EXAMPLE, YEAR_PURCHASED_HINT,
} from '../../../src/domain/validation/examples';
import { validatePhone } from '../../../src/domain/validation/phone';
import { validateSsn } from '../../../src/client/features/qualification/fields';
import { yearPurchased } from '../../../src/client/features/sections/validation';

const CLIENT = join(__dirname, '../../../src/client');

/** Every .tsx file under `dir`. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

describe('hint examples (issue 12 §5: every hint’s example passes its own rule)', () => {
  it('the phone example is a number the §5 rule accepts', () => {
    expect(validatePhone(PHONE_EXAMPLE)).toBeUndefined();
    expect(PHONE_HINT).toContain(PHONE_EXAMPLE);
  });

  it('the SSN example passes the SSN rule', () => {
    expect(validateSsn(SSN_EXAMPLE)).toBeUndefined();
    expect(SSN_HINT).toContain(SSN_EXAMPLE);
  });

  it('the address example passes the §5 address rule', () => {
    expect(validateAddress({ ...ADDRESS_EXAMPLE, unit_number: null, county: null })).toEqual({});
    expect(ADDRESS_HINT).toContain(`${ADDRESS_EXAMPLE.state} ${ADDRESS_EXAMPLE.zip_code}`);
  });

  it('the purchase-year example passes the year rule', () => {
    expect(yearPurchased(YEAR_PURCHASED_EXAMPLE, {})).toBeUndefined();
    expect(YEAR_PURCHASED_HINT).toContain(String(YEAR_PURCHASED_EXAMPLE));
  });

  it('the rule still refuses the example the personal-information page used to show', () => {
    expect(validatePhone('312 555 0123')).toBe('Enter a valid US number');
  });

  it('no view writes a hint with a numeric example of its own (it takes one from domain/validation/examples.ts)', () => {
    const offenders = tsxFiles(CLIENT).flatMap((file) => {
      // Comments may say "e.g. 5" freely; only strings a person reads count.
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      const literalHints = [...source.matchAll(/hint=(?:"([^"]*)"|\{'([^']*)'\}|\{`([^`]*)`\})/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
      const quotedHints = [...source.matchAll(/'([^'\n]*(?:for example|e\.g\.)[^'\n]*)'/gi)].map((m) => m[1] ?? '');
      return [...literalHints, ...quotedHints]
        .filter((hint) => /(for example|e\.g\.)[^.]*\d/i.test(hint))
        .map((hint) => `${file.slice(CLIENT.length)}: ${hint}`);
    });
    expect(offenders).toEqual([]);
  });
});
