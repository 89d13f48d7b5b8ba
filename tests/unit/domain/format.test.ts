import fc from 'fast-check';
import { DATE_NOT_SET, FILE_SIZE_UNITS, formatCurrency, formatDate, formatFileSize, formatPhone } from '../../../src/domain/format';

describe('§9 display formats', () => {
  describe('formatDate', () => {
    it('shows yyyy-MM-dd as MM/dd/yyyy', () => {
      expect(formatDate('2024-03-05')).toBe('03/05/2024');
      expect(formatDate('1999-12-31')).toBe('12/31/1999');
      expect(formatDate('2024-03-05T23:30:00Z')).toBe('03/05/2024');
    });

    it('knows leap years', () => {
      expect(formatDate('2024-02-29')).toBe('02/29/2024');
      expect(formatDate('2000-02-29')).toBe('02/29/2000');
      expect(formatDate('0050-01-31')).toBe('01/31/0050');
    });

    it.each(['', '   ', null, undefined, 'soon', '2024-02-30', '03/05/2024', '2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '0000-01-01', '2024-3-5'])('shows %j as Not set', (v) => {
      expect(formatDate(v)).toBe(DATE_NOT_SET);
      expect(DATE_NOT_SET).toBe('Not set');
    });

    it('round-trips any calendar date', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
          const p2 = (n: number) => String(n).padStart(2, '0');
          expect(formatDate(`${y}-${p2(m)}-${p2(d)}`)).toBe(`${p2(m)}/${p2(d)}/${y}`);
        }),
      );
    });
  });

  describe('formatCurrency', () => {
    it('prefixes $, groups thousands and drops decimals', () => {
      expect(formatCurrency(1234567.8)).toBe('$1,234,568');
      expect(formatCurrency(175000)).toBe('$175,000');
      expect(formatCurrency(0)).toBe('$0');
      expect(formatCurrency(999.49)).toBe('$999');
      expect(formatCurrency(-1500)).toBe('-$1,500');
      expect(formatCurrency(-0.4)).toBe('$0');
      expect(formatCurrency(Number.NaN)).toBe('');
      expect(formatCurrency(null)).toBe('');
    });

    it('round-trips the digits of any whole-dollar amount', () => {
      fc.assert(
        fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (n) => {
          const s = formatCurrency(n);
          expect(s).toMatch(/^-?\$\d{1,3}(,\d{3})*$/);
          expect(Number(s.replace(/[$,]/g, ''))).toBe(n);
        }),
      );
    });

    it('shows any amount to the nearest dollar', () => {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (x) => {
          expect(Math.abs(Number(formatCurrency(x).replace(/[$,]/g, '')) - x)).toBeLessThanOrEqual(0.5);
        }),
      );
    });
  });

  describe('formatPhone', () => {
    it('shows 10 digits as (###) ###-####', () => {
      expect(formatPhone('2125551234')).toBe('(212) 555-1234');
      expect(formatPhone('212.555.1234')).toBe('(212) 555-1234');
    });

    it('leaves anything else as typed', () => {
      expect(formatPhone('12125551234')).toBe('12125551234');
      expect(formatPhone(' 555-1234 ')).toBe('555-1234');
      expect(formatPhone(null)).toBe('');
    });

    it('keeps the digits in order', () => {
      fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (d) => {
        expect(formatPhone(d).replace(/\D/g, '')).toBe(d);
      }));
    });
  });

  describe('formatFileSize', () => {
    it.each([
      [0, '0 Bytes'],
      [1, '1 Bytes'],
      [1023, '1023 Bytes'],
      [1024, '1 KB'],
      [1536, '1.5 KB'],
      [1048575, '1 MB'],
      [1048576, '1 MB'],
      [5 * 1024 ** 3 + 300 * 1024 ** 2, '5.29 GB'],
      [1024 ** 8, '1 YB'],
      [1024 ** 9, '1024 YB'],
    ])('shows %d bytes as %j', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));

    it('shows nothing for impossible sizes', () => {
      expect(formatFileSize(-1)).toBe('');
      expect(formatFileSize(Number.NaN)).toBe('');
    });

    const shownBytes = (s: string): number => {
      const [num, unit] = s.split(' ');
      return Number(num) * 1024 ** FILE_SIZE_UNITS.indexOf(unit as (typeof FILE_SIZE_UNITS)[number]);
    };

    it('is monotone: a bigger file never shows as smaller', () => {
      const size = fc.oneof(fc.nat(), fc.double({ min: 0, max: 1024 ** 9, noNaN: true }).map(Math.floor));
      fc.assert(
        fc.property(size, size, (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(shownBytes(formatFileSize(lo))).toBeLessThanOrEqual(shownBytes(formatFileSize(hi)));
        }),
      );
    });

    it('is within half a hundredth of the unit of the true size, below 1024 of a unit', () => {
      fc.assert(
        fc.property(fc.double({ min: 1024, max: 1024 ** 8, noNaN: true }).map(Math.floor), (bytes) => {
          const s = formatFileSize(bytes);
          const unit = FILE_SIZE_UNITS.indexOf(s.split(' ')[1] as (typeof FILE_SIZE_UNITS)[number]);
          expect(Number(s.split(' ')[0])).toBeGreaterThanOrEqual(1);
          expect(Number(s.split(' ')[0])).toBeLessThan(1024);
          expect(Math.abs(shownBytes(s) - bytes)).toBeLessThanOrEqual(0.005 * 1024 ** unit + 1e-6 * bytes);
        }),
      );
    });
  });
});
