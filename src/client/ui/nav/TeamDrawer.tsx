import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Loading } from '../Loading';
import { NavIcon } from './icons';

const TeamPanel = lazy(() => import('./TeamPanel'));

/**
 * "Contact your team", in the header of every signed-in application page: a button that opens a modal panel with the
 * deal team (`TeamPanel`, loaded on first opening). Escape, the close button and a click on the backdrop close it;
 * focus returns to the button (native `<dialog>`).
 */
export function TeamDrawer({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return undefined;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <button ref={opener} type="button" className="btn btn--quiet header-button" aria-haspopup="dialog" aria-label="Contact your team" onClick={() => setOpen(true)}>
        <NavIcon name="team" />
        <span className="header-button__long">Contact your team</span>
        <span className="header-button__short">Team</span>
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className="drawer"
          aria-labelledby="team-drawer-title"
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
          onClick={(event) => {
            if (event.target === dialog.current) close();
          }}
        >
          <div className="drawer__header">
            <h2 id="team-drawer-title">Your team</h2>
            <button type="button" className="drawer__close" aria-label="Close" onClick={close}>
              ×
            </button>
          </div>
          <p className="muted">The people looking after your application. Ask them anything.</p>
          <Suspense fallback={<Loading label="Loading your team…" />}>
            <TeamPanel applicationId={applicationId} onClose={close} />
          </Suspense>
        </dialog>
      ) : null}
    </>
  );
}
