import { useEffect, useRef } from 'react';
import TeamPanel from './TeamPanel';

/**
 * The "Contact your team" dialog (native `<dialog>`, shown modal as it mounts): the deal team (`TeamPanel`) and "Write
 * to your team". Escape, the close button and a click on the backdrop close it and call `onClose`, which gives focus
 * back to the button that opened it. A module of its own, with the panel: every page's header carries only the button
 * (./TeamDrawer), which fetches this when pointed at, focused or pressed.
 */
export function TeamDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Closed before `onClose`: while the dialog is modal the rest of the page is inert, so focus could not go back.
  const dismiss = () => {
    const element = dialog.current;
    if (element?.open && typeof element.close === 'function') element.close();
    onClose();
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="team-drawer-title"
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) dismiss();
      }}
    >
      <div className="drawer__header">
        <h2 id="team-drawer-title">Your team</h2>
        <button type="button" className="drawer__close" aria-label="Close" onClick={dismiss}>
          ×
        </button>
      </div>
      <p className="muted">The people looking after your application. Ask them anything.</p>
      <TeamPanel applicationId={applicationId} onClose={dismiss} />
    </dialog>
  );
}
