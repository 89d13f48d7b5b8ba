/** Longest subject of a message from the deal team (characters; issue 12 §1, back office). */
export const MAX_MESSAGE_SUBJECT = 120;
/** Longest body of a message from the deal team (characters of plain text). */
export const MAX_MESSAGE_BODY = 5000;

/**
 * What is wrong with a message the back office is about to send, field by field (empty when it may be sent): subject
 * and body are required once trimmed and limited to {@link MAX_MESSAGE_SUBJECT} / {@link MAX_MESSAGE_BODY}
 * characters; the subject is one line.
 */
export function messageProblems(subject: string, body: string): { subject?: string; body?: string } {
  const problems: { subject?: string; body?: string } = {};
  const s = subject.trim();
  const b = body.trim();
  if (s === '') problems.subject = 'Write a subject.';
  else if (s.length > MAX_MESSAGE_SUBJECT) problems.subject = `Keep the subject under ${MAX_MESSAGE_SUBJECT} characters.`;
  else if (/[\r\n]/.test(s)) problems.subject = 'Keep the subject on one line.';
  if (b === '') problems.body = 'Write the message.';
  else if (b.length > MAX_MESSAGE_BODY) problems.body = `Keep the message under ${MAX_MESSAGE_BODY} characters.`;
  return problems;
}
