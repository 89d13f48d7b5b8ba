import { renderToString } from 'react-dom/server';
import { makeSelectSigningView, type SigningScreen } from '../../../src/client/features/signing/selectors';
import type { SigningState } from '../../../src/client/features/signing/reducer';
import { PageStep } from '../../../src/client/features/signing/views/PageStep';
import { OutcomeView } from '../../../src/client/features/signing/views/OutcomeView';
import { SIGNING_TEXTS } from '../../../src/client/features/signing/views/texts';
import type { Envelope } from '../../../src/contract/signing';
import { MemoryRouter } from 'react-router';
import { APP, envelope, rootState, SIGNER_NAME } from './fixtures';

function screenOf(env: Envelope, signing: Partial<SigningState>): SigningScreen {
  const view = makeSelectSigningView(APP)(rootState(env, signing));
  if (view.status !== 'ready') throw new Error('not ready');
  return view.screen;
}

function renderPage(env: Envelope, signing: Partial<SigningState> = {}): string {
  const screen = screenOf(env, signing);
  if (screen.kind !== 'page') throw new Error(`expected a page, got ${screen.kind}`);
  const noop = () => undefined;
  return renderToString(<PageStep screen={screen} headingRef={{ current: null }} onSign={noop} onPrevious={noop} onNext={noop} onResume={noop} />);
}

describe('signing page markup (what a browser and a screen reader get)', () => {
  it('renders server text as text: markup in a paragraph is escaped, never injected', () => {
    const html = renderPage(envelope(), { currentPage: 3 });
    expect(html).toContain('&lt;b&gt;Fees&lt;/b&gt; are listed below.');
    expect(html).not.toContain('<b>Fees</b>');
  });

  it('announces the position in a polite live region', () => {
    expect(renderPage(envelope(), { currentPage: 3 })).toMatch(/role="status" aria-live="polite">Page 4 of 4 — Closing Disclosure, page 1 of 1</);
  });

  it('keeps Next focusable while unavailable and ties the reason to it', () => {
    const html = renderPage(envelope(), { currentPage: 0 });
    const next = /<button[^>]*aria-disabled="true"[^>]*aria-describedby="([^"]+)"[^>]*>Next page<\/button>/.exec(html);
    expect(next, html).not.toBeNull();
    expect(html).toContain(`id="${next?.[1]}">Sign every field on this page to go on.</p>`);
    expect(next?.[0]).not.toMatch(/\sdisabled=""/);
  });

  it('offers Next without a reason once the page is signed, and Review and finish on the last page', () => {
    expect(renderPage(envelope(['A1']), { currentPage: 0 })).not.toContain('aria-disabled');
    expect(renderPage(envelope(['B1', 'B1I']), { currentPage: 3 })).toContain(`>${SIGNING_TEXTS.toReview}</button>`);
  });

  it('labels each unsigned field by its place, and shows a signed one in the signature style', () => {
    const html = renderPage(envelope(['B1']), { currentPage: 3 });
    expect(html).toContain('<legend class="signature-field__label">Initials: costs</legend>');
    expect(html).toMatch(/<label for="[^"]+">Type your initials<\/label>/);
    expect(html).toContain('>Initial</button>');
    expect(html).toContain(`<p class="signature-field__value">${SIGNER_NAME}</p>`);
  });

  it('shows the confirmation after signing, with what happens next', () => {
    const screen = screenOf(envelope([], { signer_status: 'completed', status: 'completed' }), {});
    if (screen.kind !== 'outcome') throw new Error('expected an outcome');
    const html = renderToString(
      <MemoryRouter>
        <OutcomeView screen={screen} applicationId={APP} headingRef={{ current: null }} />
      </MemoryRouter>,
    );
    expect(html).toContain(SIGNING_TEXTS.completedHeading);
    expect(html).toContain('funding');
  });
});
