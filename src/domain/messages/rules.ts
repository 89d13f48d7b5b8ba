/*
 * What may be sent as a message (docs/messages.md "The rules"), the same for the portal's forms, the sandbox's
 * endpoints and the back office: each rule is a function of the text as typed, answering its exact sentence or
 * undefined. Lengths count characters as a person does (Unicode code points: an emoji is one), and the limits apply to
 * the text as typed, so the live count a form shows and the server's check always agree.
 */

/** Longest subject of a message (characters). */
export const MAX_MESSAGE_SUBJECT = 120;
/** Longest body of a message (characters of plain text). */
export const MAX_MESSAGE_BODY = 5000;

/** A number with thousands separators, as the messages say it ("5,000"). */
const grouped = (n: number): string => n.toLocaleString('en-US');

/** How many characters `text` has, as a person counts them (code points; an emoji or an accented letter is one). */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** True when `text` holds a NUL character (U+0000), which no stored text may hold. */
const hasNul = (text: string): boolean => text.includes('\u0000');

/** The subject left empty (or only spaces). */
export const SUBJECT_REQUIRED_MESSAGE = 'Write a subject.';
/** The message left empty (or only spaces and line breaks). */
export const BODY_REQUIRED_MESSAGE = 'Write your message.';
/** The subject holds a line break. */
export const SUBJECT_ONE_LINE_MESSAGE = 'Keep the subject on one line.';
/** A NUL character (U+0000, e.g. pasted from a binary file) in the subject or message. */
export const NUL_MESSAGE = 'Remove the NUL character (an invisible control character, often pasted from a file): it cannot be sent.';

/** The subject is longer than {@link MAX_MESSAGE_SUBJECT}; says the limit and how long it is. */
export const subjectTooLongMessage = (length: number): string =>
  `Keep the subject to ${grouped(MAX_MESSAGE_SUBJECT)} characters or fewer (it has ${grouped(length)}).`;
/** The message is longer than {@link MAX_MESSAGE_BODY}; says the limit and how long it is. */
export const bodyTooLongMessage = (length: number): string =>
  `Keep your message to ${grouped(MAX_MESSAGE_BODY)} characters or fewer (it has ${grouped(length)}).`;

/**
 * What is wrong with a message's subject, or undefined: required once trimmed, at most {@link MAX_MESSAGE_SUBJECT}
 * characters, one line, no NUL character. A non-string (a hand-made form) reads as empty.
 */
export function subjectProblem(subject: unknown): string | undefined {
  const s = typeof subject === 'string' ? subject : '';
  if (hasNul(s)) return NUL_MESSAGE;
  if (s.trim() === '') return SUBJECT_REQUIRED_MESSAGE;
  const length = characterCount(s);
  if (length > MAX_MESSAGE_SUBJECT) return subjectTooLongMessage(length);
  if (/[\r\n]/.test(s)) return SUBJECT_ONE_LINE_MESSAGE;
  return undefined;
}

/**
 * What is wrong with a message's body, or undefined: required once trimmed (spaces and line breaks alone are
 * nothing), at most {@link MAX_MESSAGE_BODY} characters, no NUL character. A non-string reads as empty.
 */
export function bodyProblem(body: unknown): string | undefined {
  const b = typeof body === 'string' ? body : '';
  if (hasNul(b)) return NUL_MESSAGE;
  if (b.trim() === '') return BODY_REQUIRED_MESSAGE;
  const length = characterCount(b);
  if (length > MAX_MESSAGE_BODY) return bodyTooLongMessage(length);
  return undefined;
}

/**
 * What is wrong with a new message (subject and body), field by field; empty when it may be sent. A reply has no
 * subject of its own: check it with {@link bodyProblem} alone.
 */
export function messageProblems(subject: unknown, body: unknown): { subject?: string; body?: string } {
  const s = subjectProblem(subject);
  const b = bodyProblem(body);
  return { ...(s && { subject: s }), ...(b && { body: b }) };
}

/**
 * The live count a message field shows under it: "120 of 5,000 characters", or, past the limit, "5,012 of 5,000
 * characters: 12 too many". `max` is the field's limit.
 */
export function characterCountText(text: string, max: number): string {
  const n = characterCount(text);
  const base = `${grouped(n)} of ${grouped(max)} characters`;
  return n > max ? `${base}: ${grouped(n - max)} too many` : base;
}
