import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../../../domain/formatDate';
import { changeConsent } from '../../../kernel/consent/actions';
import type { ConsentChoices } from '../../../kernel/consent/consent';
import { pathBehindOverlay } from '../../../kernel/consent/paths';
import { selectConsent } from '../../../kernel/consent/reducer';
import { useProjection, useSend } from '../../../kernel/react';
import { Button } from '../../../ui/Button';

/** One switch of the overlay: its choice, label and what it means for the person. */
const SWITCHES: ReadonlyArray<{ key: keyof ConsentChoices; label: string; description: string }> = [
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Lets us count which pages and steps are used, so we can improve the portal. While this is off, nothing is sent.',
  },
  {
    key: 'sessionReplay',
    label: 'Session replay',
    description: 'Lets you share a recording of your visit with our support team when you ask to. Nothing is ever recorded unless you ask.',
  },
  {
    key: 'chat',
    label: 'Chat',
    description: 'Loads the support chat window. While this is off, the chat is not loaded.',
  },
];

/** What Tab may reach inside the dialog, in order. */
const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `dialog`: from its last control to its first and back (a native modal dialog would
 * let focus leave for the browser's own controls).
 */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The privacy-settings overlay (§2 "shows only on routes containing /privacy-settings", issue 12 §3): a modal dialog
 * over the page at the path without `/privacy-settings`, with three switches — analytics, session replay, chat — set
 * from the choices in force. "Save choices" sends `consent/change` and closes; "Cancel", the close button and Escape
 * close without saving. Closing replaces the location with the page's own path (and search), and gives focus back to
 * what had it before (the footer link). Focus stays inside while it is open (a native modal dialog makes the page behind
 * inert; Tab wraps from the last control to the first and Shift+Tab back).
 */
export function PrivacySettingsDialog() {
  const consent = useProjection(selectConsent);
  const send = useSend();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<ConsentChoices>(() => ({ analytics: consent.analytics, sessionReplay: consent.sessionReplay, chat: consent.chat }));
  const close = () => void navigate({ pathname: pathBehindOverlay(pathname), search }, { replace: true });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    send(changeConsent(choices));
    close();
  };

  return (
    <dialog
      ref={dialog}
      className="privacy-dialog"
      aria-labelledby="privacy-settings-title"
      aria-describedby="privacy-settings-lead"
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: leave the overlay the same way as the buttons (the route decides whether it shows).
        event.preventDefault();
        close();
      }}
    >
      <form onSubmit={save}>
        <div className="privacy-dialog__header">
          <h2 id="privacy-settings-title">Privacy settings</h2>
          <button type="button" className="privacy-dialog__close" aria-label="Close privacy settings" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id="privacy-settings-lead">
          Choose which optional services may run in this browser. Your choices are saved on this device and apply at once.
        </p>
        <fieldset className="choices">
          <legend className="visually-hidden">Optional services</legend>
          {SWITCHES.map(({ key, label, description }) => (
            <div className="choice" key={key}>
              <input
                id={`privacy-${key}`}
                type="checkbox"
                role="switch"
                checked={choices[key]}
                aria-describedby={`privacy-${key}-description`}
                onChange={(event) => setChoices((current) => ({ ...current, [key]: event.target.checked }))}
              />
              <label htmlFor={`privacy-${key}`}>
                {label}
                <span className="choice__description" id={`privacy-${key}-description`}>
                  {description}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        {consent.decidedAt !== null ? <p className="privacy-dialog__saved">Last changed on {formatDate(new Date(consent.decidedAt).toISOString())}.</p> : null}
        <div className="privacy-dialog__actions">
          <Button type="submit" mutates={false}>
            Save choices
          </Button>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </dialog>
  );
}
