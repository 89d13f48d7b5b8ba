import { MIN_VIEWPORT_WIDTH_PX } from '../../domain/constants';

/** The default viewport of index.html. */
export const DEVICE_VIEWPORT = 'width=device-width, initial-scale=1';

/**
 * §1/§9 "The viewport is scaled for screens narrower than 414 px": the viewport meta content for a screen
 * `screenWidthPx` wide — `width=414` (the browser scales the page down to fit) below 414, the device width otherwise.
 */
export function viewportContent(screenWidthPx: number): string {
  return screenWidthPx < MIN_VIEWPORT_WIDTH_PX ? `width=${MIN_VIEWPORT_WIDTH_PX}` : DEVICE_VIEWPORT;
}

/** Applies {@link viewportContent} to the document's viewport meta (creating it if missing). */
export function applyViewport(doc: Document, screenWidthPx: number): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'viewport';
    doc.head.appendChild(meta);
  }
  const content = viewportContent(screenWidthPx);
  if (meta.content !== content) meta.content = content;
}
