import type { AppDestination } from '../../../domain/navigation';

/** 24×24 outline paths of the tab bar's icons (decorative: the label beside each names the link). */
const PATHS: Readonly<Record<AppDestination | 'team' | 'menu', string>> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v10h13V10',
  tasks: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  offer: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  documents: 'M4 6.5A1.5 1.5 0 0 1 5.5 5H10l2 2h6.5A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z',
  messages: 'M4 5h16v11H9l-5 4z',
  resources: 'M4 5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z',
  faq: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5v.7M12 17h.01',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  team: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 5 5L14 13l5 2v3a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2z',
  menu: 'M4 7h16M4 12h16M4 17h16',
};

/** A decorative outline icon for a navigation item (hidden from assistive technology). */
export function NavIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="app-nav__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
