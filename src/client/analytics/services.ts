import { noopChatWidget, noopSessionReplay, type Analytics, type ChatWidget, type SessionReplay } from '../kernel/deps';
import type { HttpClient } from '../kernel/http/types';
import { createHttpAnalytics } from './transport';
import { createScriptChatWidget, createScriptSessionReplay, type VendorHost } from './vendors';

/** Vendor configuration (Vite env, docs/analytics.md): script URLs, or blank/undefined for the no-op stand-ins. */
export interface VendorConfig {
  /** VITE_SESSION_REPLAY_SCRIPT_URL */
  sessionReplayScriptUrl?: string;
  /** VITE_CHAT_SCRIPT_URL */
  chatScriptUrl?: string;
}

/** The browser's analytics transport, session replay and chat widget. */
export interface BrowserServices {
  analytics: Analytics;
  sessionReplay: SessionReplay;
  chat: ChatWidget;
}

/** A browser window as the services use it: document and vendor adapters. */
export type ServicesHost = VendorHost;

/**
 * The real services (architecture "Epics and dependencies"): the §7 segment-events transport, and the vendors' session replay and chat when their scripts are configured — else no-ops (the sandbox).
 */
export function createBrowserServices(host: ServicesHost, http: HttpClient, config: VendorConfig): BrowserServices {
  const replayUrl = config.sessionReplayScriptUrl?.trim();
  const chatUrl = config.chatScriptUrl?.trim();
  return {
    analytics: createHttpAnalytics(http),
    sessionReplay: replayUrl ? createScriptSessionReplay(host, replayUrl) : noopSessionReplay(),
    chat: chatUrl ? createScriptChatWidget(host, chatUrl) : noopChatWidget(),
  };
}

let created: BrowserServices | null = null;

/**
 * The page's {@link BrowserServices}, created once: vendors from the Vite env VITE_SESSION_REPLAY_SCRIPT_URL and
 * VITE_CHAT_SCRIPT_URL (unset: no-ops, as in the sandbox). A configured chat script loads only when the analytics
 * layer enables it with the person's privacy choice (issue 12 §3).
 */
export function browserServices(win: Window, http: HttpClient): BrowserServices {
  created ??= createBrowserServices(win as unknown as ServicesHost, http, {
    sessionReplayScriptUrl: import.meta.env.VITE_SESSION_REPLAY_SCRIPT_URL as string | undefined,
    chatScriptUrl: import.meta.env.VITE_CHAT_SCRIPT_URL as string | undefined,
  });
  return created;
}
