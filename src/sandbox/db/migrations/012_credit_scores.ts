import type { Migration } from '../migrate';

/**
 * The credit score of a sandbox credit report and the key factors that hurt it, as a bureau sends them with the
 * report (FCRA §609(f)): what the adverse-action content of a credit-based denial shows (docs/application.md "The
 * credit disclosure"). Reports stored before this have neither (score null): a denial based on one shows no
 * credit disclosure rather than an invented score.
 */
export const creditScores: Migration = {
  version: 12,
  name: 'credit_scores',
  sql: `
ALTER TABLE credit_reports ADD COLUMN score integer;
ALTER TABLE credit_reports ADD COLUMN key_factors jsonb NOT NULL DEFAULT '[]'::jsonb;
`,
};
