import type { ReactNode } from 'react';
import { Button, Page } from '../../../ui';
import { SignOutLink } from '../../../ui/SignOutLink';

/**
 * The frame of every wizard stage: one Page (h1 = `title`), the stage's content and, on every stage after the first, a
 * Back button (§4 back). `actions` are the stage's own buttons, shown after Back.
 */
export function StageFrame({ title, lead, onBack, children }: { title: string; lead?: ReactNode; onBack?: () => void; children: ReactNode }) {
  return (
    <Page title={title} lead={lead} headerActions={<SignOutLink />}>
      {children}
      {onBack ? (
        <div className="actions">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
