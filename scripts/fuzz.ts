/**
 * `npm run fuzz -- [--runs N] [--seed S]` (issue 13 §2 "Bad input, always"): starts a sandbox of its own (fresh
 * temporary data folder, demo data, loopback, random port) and runs the server fuzz test's properties
 * (tests/integration/support/fuzz.ts) with N generated requests per endpoint and phase instead of the test's 5, then
 * prints the count tried, the answers by status class, every counterexample and any table a refused request changed.
 * Exits 1 on a finding. The figure "N requests tried, 0 failures" in docs/api.md "Bad input" comes from here.
 */
import { parseArgs } from 'node:util';
import { BOOKKEEPING_TABLES, runServerFuzz } from '../tests/integration/support/fuzz';
import { startTestServer } from '../tests/integration/support/server';

const HELP = `Usage: npm run fuzz -- [--runs N] [--seed S]

Sends generated malformed requests (bodies, path values, headers) to every endpoint of the contract on a sandbox it
starts, and checks: never a 5xx, every answer within 2 s, no table changed by a refused request, /api/health still
answers.

  --runs N   generated requests per endpoint and phase (default 100; the test in npm test uses 5)
  --seed S   fast-check seed (default: random; printed so a run can be repeated)`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const runs = Number(values.runs ?? 100);
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
    process.stderr.write(`--runs must be a whole number ≥ 1 and --seed a whole number, got ${values.runs} and ${values.seed}\n`);
    return 2;
  }
  process.stdout.write(`starting a sandbox…\n`);
  const server = await startTestServer();
  try {
    const started = Date.now();
    let done = 0;
    const report = await runServerFuzz(server, {
      runs, seed, onEndpoint: () => {
        done++;
        if (done % 10 === 0) process.stdout.write(`  ${done} endpoints…\n`);
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`fuzz: ${report.tried} requests tried in ${seconds} s (seed ${seed}, ${runs} per endpoint and phase)\n`);
    process.stdout.write(`answers: ${Object.entries(report.statuses).map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
    process.stdout.write(`tables left out of the digest (counting refused requests is their job): ${[...BOOKKEEPING_TABLES].join(', ')}\n`);
    for (const line of report.failures) process.stdout.write(`FAIL ${line}\n`);
    if (report.tablesChanged.length > 0) process.stdout.write(`FAIL refused requests changed: ${report.tablesChanged.join(', ')}\n`);
    const findings = report.failures.length + (report.tablesChanged.length > 0 ? 1 : 0);
    process.stdout.write(findings === 0 ? 'no findings\n' : `${findings} finding(s)\n`);
    return findings === 0 ? 0 : 1;
  } finally {
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`fuzz failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
