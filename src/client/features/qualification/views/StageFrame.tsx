import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button, Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';

/**
 * The frame of every wizard stage: one Page (h1 = `title`), the stage's content and, on every stage after the first, a
 * Back button (§4 back). `actions` are the stage's own buttons, shown after Back.
 */
export function StageFrame({ title, lead, onBack, children }: { title: string; lead?: ReactNode; onBack?: () => void; children: ReactNode }) {
  const { applicationId = '' } = useParams();
  return (
    <Page title={title} lead={lead} nav={<ApplicationNav applicationId={applicationId} />} kind="form">
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
