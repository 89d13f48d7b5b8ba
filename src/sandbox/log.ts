/** Where the sandbox writes lines. Lines never carry tokens, codes of other people, or personal data in full. */
export interface Logger {
  /** Start-up, outbox and request notes; suppressed when `quiet`. */
  info(line: string): void;
  /** Problems (a handler bug, a wrong response shape); always written. */
  error(line: string): void;
}

/** Console logger: info to stdout unless quiet, errors to stderr. */
export function consoleLogger(quiet: boolean): Logger {
  return {
    info: (line) => {
      if (!quiet) process.stdout.write(`${line}\n`);
    },
    error: (line) => process.stderr.write(`[sandbox] ${line}\n`),
  };
}
