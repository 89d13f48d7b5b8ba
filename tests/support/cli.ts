import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The tsx binary of this checkout (a direct child, without npx: so Ctrl-C reaches the script as from a terminal). */
export const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** What a script run printed and how it ended (`code` 0 on success, the exit code otherwise, -1 when unknown). */
export type ScriptRun = { code: number; stdout: string; stderr: string };

/**
 * Runs `scripts/<script>` with tsx as `npm run` would, with `env` as its environment, and answers how it ended —
 * never throws for a non-zero exit (tests assert the code and the error text). Gives up after 60 s.
 */
export function runScript(script: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  return promisify(execFile)(TSX, [`scripts/${script}`, ...args], { env, timeout: 60_000 }).then(
    (r) => ({ code: 0, stdout: String(r.stdout), stderr: String(r.stderr) }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? -1, stdout: String(e.stdout), stderr: String(e.stderr) }),
  );
}
