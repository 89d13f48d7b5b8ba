import { DEVICE_VIEWPORT, viewportContent } from '../../../src/client/app/viewport';

describe('viewport (§1/§9: scaled for screens narrower than 414 px)', () => {
  it.each([320, 360, 375, 413])('scales a %i px screen to 414 px', (width) => {
    expect(viewportContent(width)).toBe('width=414');
  });

  it.each([414, 768, 1440])('keeps the device width at %i px', (width) => {
    expect(viewportContent(width)).toBe(DEVICE_VIEWPORT);
  });
});
