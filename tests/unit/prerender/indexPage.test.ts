import { SIGNED_OUT_INDEX_PAGE, TOKEN_STORAGE_KEY } from '../../../scripts/prerender/indexPage';
import { START_PATH } from '../../../src/client/app/guards';
import { PRERENDERED_PAGES } from '../../../src/client/app/prerender/pages';
import { STORAGE_KEYS } from '../../../src/client/kernel/storage';

describe('the page `/` is prerendered as (issue 14 §1)', () => {
  it('is where `/` sends a signed-out visitor, and the one its HTML file shows; the token key is the client’s', () => {
    expect(SIGNED_OUT_INDEX_PAGE).toBe(START_PATH);
    expect(PRERENDERED_PAGES.find((p) => p.path === '/')?.renders).toBe(SIGNED_OUT_INDEX_PAGE);
    expect(TOKEN_STORAGE_KEY).toBe(STORAGE_KEYS.token);
  });
});
