/**
 * The messages commands of the back-office CLI (scripts/backoffice.ts; docs/sandbox.md "Messages"): list an
 * application's threads with the homeowners' unread messages, open a thread (which marks the homeowners' messages in it
 * read by the deal team), start a thread, and answer one.
 */
import type { Message } from '../src/contract';
import { CliError, request } from './sandboxClient';

/** The help text of the messages commands. */
export const MESSAGES_HELP = `Messages (<message> = the uuid of any message of a thread, see \`messages <app>\`):
  messages <app>                   the application's threads, newest first: subject, messages, unread ones from
                                   the homeowners (marks nothing read)
  thread <app> <message>           every message of that thread, oldest first; the homeowners' messages in it are
                                   read by the deal team from now
  message <app> <heo|ts> --subject <text> --body <text>
                                   start a thread as the Home Equity Officer (heo) or Transaction Specialist (ts);
                                   the homeowners are emailed a notice (not the message)
  answer <app> <message> <heo|ts> --body <text>
                                   answer in that thread; the homeowners see it unread and are emailed a notice`;

/** What the messages commands need from the CLI: the arguments, the ops token and how an application is named. */
export interface MessagesCommandContext {
  positional: readonly string[];
  flags: Record<string, string>;
  token: string;
  resolveApp: (name: string | undefined) => Promise<string>;
  out: (line: string) => void;
}

const ROLES: Readonly<Record<string, string>> = { heo: 'home-equity-officer', ts: 'transaction-specialist' };

/** The deal-team role named `heo` or `ts`; a CliError otherwise. */
function roleOf(name: string | undefined): string {
  const role = ROLES[name ?? ''];
  if (!role) throw new CliError('Say who sends it: heo (Home Equity Officer) or ts (Transaction Specialist).');
  return role;
}

const who = (m: Message) => `${m.from.name} (${m.from.role})`;

/** Runs messages command `command`; false when it is not one of them. */
export async function runMessagesCommand(command: string, c: MessagesCommandContext): Promise<boolean> {
  const { positional, flags, token } = c;
  switch (command) {
    case 'messages': {
      const uuid = await c.resolveApp(positional[0]);
      const { messages, unread } = await request<{ messages: Message[]; unread: number }>('GET', `/sandbox/applications/${uuid}/messages`, { token });
      if (messages.length === 0) c.out('No messages.');
      else c.out(`${unread} unread from the homeowners.`);
      const threads = new Map<string, Message[]>();
      for (const m of messages) threads.set(m.thread, [...(threads.get(m.thread) ?? []), m]);
      for (const [thread, ms] of threads) {
        const last = ms[0];
        const n = ms.filter((m) => m.from.role === 'homeowner' && m.read_at === null).length;
        if (last) c.out(`${thread}  ${last.subject}  — ${ms.length} message(s), last ${last.sent_at} from ${who(last)}${n ? `, ${n} UNREAD` : ''}`);
      }
      return true;
    }
    case 'thread': {
      const [app, message] = positional;
      if (!message) throw new CliError('Give the application and a message uuid of the thread (see `messages <app>`).');
      const uuid = await c.resolveApp(app);
      const t = await request<{ subject: string; messages: Message[]; marked_read: number }>('GET', `/sandbox/applications/${uuid}/messages/${message}`, { token });
      c.out(`${t.subject}${t.marked_read ? ` (${t.marked_read} marked read)` : ''}`);
      for (const m of t.messages) c.out(`\n${m.sent_at}  ${who(m)}${m.read_at ? `  read ${m.read_at}` : '  unread'}\n${m.body}`);
      return true;
    }
    case 'message': {
      const role = roleOf(positional[1]);
      if (!flags.subject || !flags.body) throw new CliError('Give the message: --subject <text> --body <text>.');
      const uuid = await c.resolveApp(positional[0]);
      const r = await request<{ detail: string }>('POST', `/sandbox/applications/${uuid}/messages`, { token, body: { from: role, subject: flags.subject, body: flags.body } });
      c.out(r.detail);
      return true;
    }
    case 'answer': {
      const [app, thread, who] = positional;
      if (!thread) throw new CliError('Give the application and a message uuid of the thread (see `messages <app>`).');
      const role = roleOf(who);
      if (!flags.body) throw new CliError('Give the answer: --body <text>.');
      const uuid = await c.resolveApp(app);
      const r = await request<{ detail: string }>('POST', `/sandbox/applications/${uuid}/messages`, { token, body: { from: role, body: flags.body, thread } });
      c.out(r.detail);
      return true;
    }
    default:
      return false;
  }
}
