import { useId, type Ref } from 'react';
import { Button } from '../../../ui/Button';
import type { SigningScreen } from '../selectors';
import { SignatureFieldControl } from './SignatureFieldControl';
import { SIGNING_TEXTS } from './texts';

type PageScreen = Extract<SigningScreen, { kind: 'page' }>;

/** Props of {@link PageStep}: the page's view, where to put the heading's ref (focus on page change) and the actions. */
export interface PageStepProps {
  screen: PageScreen;
  headingRef: Ref<HTMLHeadingElement>;
  onSign: (fieldUuid: string, value: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  onResume: (page: number) => void;
}

/**
 * One page of the envelope: where it is ("Page 3 of 9 — Investment Agreement, page 2 of 5", a polite live region so
 * a page change is announced), the page text as plain paragraphs (never HTML from the server), its fields, then
 * Previous / Next. Next stays focusable while unavailable (aria-disabled) so keyboard and screen-reader users meet
 * the reason, which is tied to it with aria-describedby.
 */
export function PageStep({ screen, headingRef, onSign, onPrevious, onNext, onResume }: PageStepProps) {
  const id = useId();
  const { page } = screen;
  const nextBlocked = !screen.canGoNext;
  return (
    <>
      {screen.resume ? (
        <div className="alert alert--info">
          <p>{SIGNING_TEXTS.resumeNote}</p>
          <Button variant="secondary" onClick={() => onResume(screen.resume?.page ?? 0)}>
            {screen.resume.text}
          </Button>
        </div>
      ) : null}
      <p className="signing__position" role="status" aria-live="polite">
        {`${page.positionText} — ${page.locationText}`}
      </p>
      <article className="signing__sheet" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {page.heading}
        </h2>
        {page.paragraphs.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
        {page.fields.map((field) => (
          <SignatureFieldControl key={field.uuid} field={field} onSign={(value) => onSign(field.uuid, value)} />
        ))}
      </article>
      <div className="actions signing__nav">
        {screen.canGoPrevious ? (
          <Button variant="secondary" onClick={onPrevious}>
            {SIGNING_TEXTS.previous}
          </Button>
        ) : null}
        <Button
          onClick={() => (nextBlocked ? undefined : onNext())}
          aria-disabled={nextBlocked || undefined}
          aria-describedby={nextBlocked ? `${id}-blocked` : undefined}
        >
          {screen.isLastPage ? SIGNING_TEXTS.toReview : SIGNING_TEXTS.next}
        </Button>
      </div>
      {screen.nextBlockedText ? (
        <p className="signing__blocked" id={`${id}-blocked`}>
          {screen.nextBlockedText}
        </p>
      ) : null}
    </>
  );
}
