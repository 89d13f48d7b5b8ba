/**
 * What a request may look like before the sandbox walks it (issue 13 §1 "Deeply nested JSON is a 500", "8,000-character
 * id"): checks that run in one pass without recursion, so no input can exhaust the call stack. See docs/api.md "Bad input".
 */

/** Deepest nesting of arrays and objects a JSON body may have; no contract body needs more than 5. */
export const MAX_JSON_DEPTH = 64;

/** Longest path segment (raw, still %-encoded) any route answers; ids are 36 characters, keys under 100. */
export const MAX_PATH_SEGMENT_CHARS = 256;

/**
 * The nesting depth of the JSON text `text` counted up to `limit + 1` (brackets inside strings, escapes included,
 * do not count), in one pass without recursion. Does not validate the JSON: `JSON.parse` does that afterwards.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The §8 field errors of a body holding U+0000: each top-level field whose value holds one is named with `message` (so
 * a form shows it at that field); a NUL anywhere else (a key, a nested value, a bare string) is a `non_field_errors`.
 */
export function nulErrors(value: unknown, message: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!key.includes('\u0000') && hasNul(item)) errors[key] = [message];
    }
  }
  return Object.keys(errors).length > 0 ? errors : { non_field_errors: [message] };
}

/**
 * True when any string inside the parsed JSON `value` — an object key or a value — contains U+0000, which PostgreSQL
 * text cannot store. Walks with an explicit stack (no recursion), so any depth is safe.
 */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const u = stack.pop();
    if (typeof u === 'string') {
      if (u.includes('\u0000')) return true;
    } else if (Array.isArray(u)) {
      for (const item of u) stack.push(item);
    } else if (typeof u === 'object' && u !== null) {
      for (const [key, item] of Object.entries(u)) {
        if (key.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** The length of the longest segment of `url`'s path (the part before `?`), for the {@link MAX_PATH_SEGMENT_CHARS} check. */
export function longestPathSegment(url: string): number {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  let longest = 0;
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path.charCodeAt(i) === 0x2f) {
      if (i - start > longest) longest = i - start;
      start = i + 1;
    }
  }
  return longest;
}
