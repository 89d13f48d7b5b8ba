import { useRef, useState } from 'react';
import { preloadable, withoutReveal } from '../../kernel/react';
import { NavIcon } from './icons';

// The dialog and its panel load when first wanted (pointed at, focused or pressed), not with every page.
const TeamDialogCode = preloadable(() => import('./TeamDialog').then((m) => m.TeamDialog));
const TeamDialog = withoutReveal(TeamDialogCode);
const fetchDialog = () => void TeamDialogCode.preload().catch(() => undefined);

/**
 * "Contact your team", in the header of every signed-in application page: a button that opens a modal dialog with the
 * deal team (./TeamDialog). Its code is fetched as the pointer reaches the button or it gets focus, so it is usually
 * there by the press; otherwise the dialog shows as soon as it arrives. Closing gives focus back to the button.
 */
export function TeamDrawer({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="btn btn--quiet header-button"
        aria-haspopup="dialog"
        aria-label="Contact your team"
        onPointerEnter={fetchDialog}
        onFocus={fetchDialog}
        onClick={() => setOpen(true)}
      >
        <NavIcon name="team" />
        <span className="header-button__long">Contact your team</span>
        <span className="header-button__short">Team</span>
      </button>
      {open ? <TeamDialog applicationId={applicationId} onClose={close} /> : null}
    </>
  );
}
