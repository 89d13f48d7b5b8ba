import type { LogFields, Logger } from '../kernel/deps';

/** Field names that may carry secrets or personal data; their values are never printed. */
const SENSITIVE_KEY = /token|password|secret|authorization|cookie|email|phone|name|ssn|social|birth|address|key/i;
/** A JWT (three base64url segments) anywhere in a string. */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
/** An email address anywhere in a string. */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

/** Replaces tokens and email addresses inside free text. */
export function redactText(text: string): string {
  return text.replace(JWT, '[token]').replace(EMAIL, '[email]');
}

/** Drops the values of sensitive fields and redacts the rest (house rule: no tokens or PII in logs). */
export function redactFields(fields: LogFields | undefined): LogFields | undefined {
  if (!fields) return undefined;
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = SENSITIVE_KEY.test(key) ? '[redacted]' : typeof value === 'string' ? redactText(value) : value;
  }
  return out;
}

/** The minimal console the logger writes to. */
export interface ConsoleLike {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** A console logger that redacts tokens and personal data from every message and field before printing. */
export function createConsoleLogger(out: ConsoleLike): Logger {
  const line =
    (level: 'info' | 'warn' | 'error') =>
    (msg: string, fields?: LogFields): void => {
      const safe = redactFields(fields);
      if (safe) out[level](`[portal] ${redactText(msg)}`, safe);
      else out[level](`[portal] ${redactText(msg)}`);
    };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}
