import { Link } from 'react-router';
import { messagesNavLabel } from '../../domain/messages/inbox';
import { useUnreadMessages } from './useUnreadMessages';

/** The pages of an application the navigation links to (§2 application routes), in display order. */
export type ApplicationNavItem = 'home' | 'tasks' | 'messages' | 'documents' | 'offer' | 'resources' | 'faq' | 'profile';

const ITEMS: ReadonlyArray<{ item: ApplicationNavItem; label: string; suffix: string }> = [
  { item: 'home', label: 'Home', suffix: '' },
  { item: 'tasks', label: 'Tasks', suffix: '/tasks' },
  { item: 'messages', label: 'Messages', suffix: '/messages' },
  { item: 'documents', label: 'Documents', suffix: '/documents' },
  { item: 'offer', label: 'Offer', suffix: '/offer' },
  { item: 'resources', label: 'Resources', suffix: '/resources' },
  { item: 'faq', label: 'FAQ', suffix: '/faq' },
  { item: 'profile', label: 'Profile', suffix: '/profile' },
];

/** Props of {@link ApplicationNav}: the application, the page being shown (marked `aria-current`), items to hide. */
export interface ApplicationNavProps {
  applicationId: string;
  current?: ApplicationNavItem;
  hide?: readonly ApplicationNavItem[];
}

/**
 * Links between the pages of one application (§2 routes under `/applications/{id}`), a `nav` landmark labelled
 * "Application". Which items to hide (e.g. Offer before an estimate exists) is the page's call. The Messages link
 * carries the unread count in its words ("Messages, 2 unread"; issue 12 §1), so every page showing the navigation —
 * the application home included — tells the person a message is waiting.
 */
export function ApplicationNav({ applicationId, current, hide = [] }: ApplicationNavProps) {
  const base = `/applications/${encodeURIComponent(applicationId)}`;
  const unread = useUnreadMessages(applicationId);
  return (
    <nav aria-label="Application" className="app-nav">
      <ul>
        {ITEMS.filter(({ item }) => !hide.includes(item)).map(({ item, label, suffix }) => (
          <li key={item}>
            <Link to={`${base}${suffix}`} aria-current={item === current ? 'page' : undefined}>
              {item === 'messages' ? messagesNavLabel(unread) : label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
