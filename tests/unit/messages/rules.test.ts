import {
  BODY_REQUIRED_MESSAGE, bodyProblem, characterCount, characterCountText, MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT, messageProblems, NUL_MESSAGE,
  SUBJECT_ONE_LINE_MESSAGE, SUBJECT_REQUIRED_MESSAGE, subjectProblem,
} from '../../../src/domain/messages';

// What a homeowner (and the back office) may send (docs/messages.md "The rules"): the same functions run in the
// portal's forms and in the sandbox's endpoints.
describe('the rules of a message', () => {
  it('needs a message: empty, spaces or line breaks alone are nothing', () => {
    for (const empty of ['', ' ', '\n\n', ' \t \r\n ']) expect(bodyProblem(empty)).toBe(BODY_REQUIRED_MESSAGE);
    expect(bodyProblem('Hi')).toBeUndefined();
    expect(bodyProblem(undefined)).toBe(BODY_REQUIRED_MESSAGE);
    expect(bodyProblem(42)).toBe(BODY_REQUIRED_MESSAGE);
  });

  it('allows 5,000 characters and says how many there are beyond that', () => {
    expect(bodyProblem('y'.repeat(MAX_MESSAGE_BODY))).toBeUndefined();
    expect(bodyProblem('y'.repeat(MAX_MESSAGE_BODY + 1))).toBe('Keep your message to 5,000 characters or fewer (it has 5,001).');
  });

  it('counts characters as a person does: an emoji or an accented letter is one', () => {
    expect(characterCount('🏠é')).toBe(2);
    expect(bodyProblem('🏠'.repeat(MAX_MESSAGE_BODY))).toBeUndefined();
    expect(bodyProblem('🏠'.repeat(MAX_MESSAGE_BODY + 1))).toMatch(/it has 5,001/);
  });

  it('refuses a NUL character anywhere, in the message or the subject', () => {
    expect(bodyProblem('a\u0000b')).toBe(NUL_MESSAGE);
    expect(subjectProblem('\u0000')).toBe(NUL_MESSAGE);
  });

  it('needs a one-line subject of up to 120 characters', () => {
    expect(subjectProblem('  ')).toBe(SUBJECT_REQUIRED_MESSAGE);
    expect(subjectProblem('Two\nlines')).toBe(SUBJECT_ONE_LINE_MESSAGE);
    expect(subjectProblem('x'.repeat(MAX_MESSAGE_SUBJECT))).toBeUndefined();
    expect(subjectProblem('x'.repeat(MAX_MESSAGE_SUBJECT + 1))).toBe('Keep the subject to 120 characters or fewer (it has 121).');
  });

  it('answers both fields of a new message at once, nothing when it may be sent', () => {
    expect(messageProblems('Hello', 'Body')).toEqual({});
    expect(messageProblems('', ' ')).toEqual({ subject: SUBJECT_REQUIRED_MESSAGE, body: BODY_REQUIRED_MESSAGE });
  });

  it('shows a live count, and how many too many', () => {
    expect(characterCountText('', MAX_MESSAGE_BODY)).toBe('0 of 5,000 characters');
    expect(characterCountText('y'.repeat(5012), MAX_MESSAGE_BODY)).toBe('5,012 of 5,000 characters: 12 too many');
  });
});
