import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DESTINATION_LABELS, DESTINATION_PATHS, SECONDARY_DESTINATIONS, type AppDestination } from '../../../domain/navigation';
import { NavIcon } from './icons';

/**
 * The header's "Menu": a disclosure button and a list of the application's secondary pages (Resources, FAQ, Profile),
 * "Help" and "Sign out". Escape closes it and gives focus back to the button; a click outside or on an item closes it. A
 * disclosure, not an ARIA menu: its items are plain links that Tab reaches in order, which is what people expect of site
 * navigation (WAI-ARIA APG "Disclosure Navigation Menu").
 */
export function AppMenu({ base, current }: { base: string; current?: AppDestination }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="menu" ref={root}>
      <button ref={button} type="button" className="btn btn--quiet header-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <NavIcon name="menu" />
        <span>Menu</span>
      </button>
      <div className="menu__panel" id={panelId} hidden={!open}>
        <ul className="menu__list" onClick={() => setOpen(false)}>
          {SECONDARY_DESTINATIONS.map((d) => (
            <li key={d}>
              <Link className="menu__item" to={`${base}${DESTINATION_PATHS[d]}`} aria-current={d === current ? 'page' : undefined}>
                {DESTINATION_LABELS[d]}
              </Link>
            </li>
          ))}
          <li>
            <Link className="menu__item" to={`${base}/help`}>
              Help
            </Link>
          </li>
          <li className="menu__sep" role="presentation" />
          <li>
            <Link className="menu__item" to="/logout?q=signed-out">
              Sign out
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
