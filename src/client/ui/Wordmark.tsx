/**
 * The brand: an inline SVG mark (a roof over a rising line: a home whose value grows) and the name in text, so it is
 * crisp at any size, costs no request, and reads as "Home Equity Release" to a screen reader.
 */
export function Wordmark() {
  return (
    <span className="wordmark">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0d2b52" />
        <path d="M6 15.5 16 7l10 8.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M9.5 14v10.5h13V14" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
        <path d="m12.5 21.5 3-3 2 2 3.5-4" fill="none" stroke="#5fd3a8" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="wordmark__name">
        <span>Home Equity</span> <span>Release</span>
      </span>
    </span>
  );
}
