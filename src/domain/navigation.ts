import type { InternalStage } from '../contract/enums';
import { customerStageOf, customerStageProgress } from './stages';

/** The primary destinations of an application's navigation (§2 application routes), at most five. */
export type PrimaryDestination = 'home' | 'tasks' | 'offer' | 'documents' | 'messages';

/** Secondary destinations, in the header's menu (§2 application routes). */
export type SecondaryDestination = 'resources' | 'faq' | 'profile';

/** Every destination of the application navigation. */
export type AppDestination = PrimaryDestination | SecondaryDestination;

/** Path suffix of each destination under `/applications/{id}` (§2). */
export const DESTINATION_PATHS: Readonly<Record<AppDestination, string>> = {
  home: '',
  tasks: '/tasks',
  offer: '/offer',
  documents: '/documents',
  messages: '/messages',
  resources: '/resources',
  faq: '/faq',
  profile: '/profile',
};

/** The words of each destination. */
export const DESTINATION_LABELS: Readonly<Record<AppDestination, string>> = {
  home: 'Home',
  tasks: 'Tasks',
  offer: 'Offer',
  documents: 'Documents',
  messages: 'Messages',
  resources: 'Resources',
  faq: 'FAQ',
  profile: 'Profile',
};

const ALWAYS: readonly PrimaryDestination[] = ['home', 'tasks', 'documents', 'messages'];
/** §4 progress values between which an Investment Estimate exists and has not yet become the closing documents. */
const OFFER_FROM = customerStageProgress('consent-to-proceed');
const OFFER_UNTIL = customerStageProgress('approved');

/**
 * The primary destinations that mean something at `stage` (null while the application is still loading: the ones
 * that mean something at every open stage). The Offer exists from the Investment Estimate (consent to proceed) until
 * the closing documents replace it; after a denial or withdrawal there are no tasks left, only the home (the outcome),
 * the documents that were sent and messages. Every route still works when typed: this only decides what the navigation shows.
 */
export function primaryDestinations(stage: InternalStage | null): PrimaryDestination[] {
  if (stage === null) return [...ALWAYS];
  if (stage === 'closed-lost') return ['home', 'documents', 'messages'];
  const progress = customerStageProgress(customerStageOf(stage));
  const offer = stage !== 'closed-won' && progress >= OFFER_FROM && progress <= OFFER_UNTIL;
  return offer ? ['home', 'tasks', 'offer', 'documents', 'messages'] : [...ALWAYS];
}

/** The secondary destinations, always in the menu. */
export const SECONDARY_DESTINATIONS: readonly SecondaryDestination[] = ['resources', 'faq', 'profile'];
