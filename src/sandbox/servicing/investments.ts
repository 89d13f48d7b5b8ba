import type { Investment, Uuid } from '../../contract';
import { termEndOn } from '../../domain/servicing';
import { agreementSummaryOf } from '../closing/offer';
import { isEstimateProblem, priceEstimate } from '../closing/estimate';
import type { ApplicationRow } from '../repo/applications';
import { one, type Sql } from '../repo/sql';
import type { Services } from '../services';

/** A row of `investments` (whole USD; dates `yyyy-MM-dd`). */
export interface InvestmentRow {
  application_uuid: Uuid;
  funded_on: string;
  investment_amount: number;
  equity_share_percent: number;
  term_years: number;
  starting_home_value: number;
  latest_home_value: number;
  latest_home_value_on: string;
  latest_home_value_source: string;
  settled_on: string | null;
  settlement_amount_cents: number | null;
  settlement_request_uuid: Uuid | null;
}

/** Where the latest home value came from at funding. */
export const FUNDING_VALUE_SOURCE = 'Appraisal at funding';

/** Today by the sandbox clock, `yyyy-MM-dd` (UTC). */
export const todayOf = (s: Services): string => new Date(s.now()).toISOString().slice(0, 10);

const COLUMNS = `application_uuid, to_char(funded_on, 'YYYY-MM-DD') AS funded_on, investment_amount, equity_share_percent, term_years,
  starting_home_value, latest_home_value, to_char(latest_home_value_on, 'YYYY-MM-DD') AS latest_home_value_on, latest_home_value_source,
  to_char(settled_on, 'YYYY-MM-DD') AS settled_on, settlement_amount_cents, settlement_request_uuid`;

/** The application's investment row, or undefined before funding. */
export function findInvestment(sql: Sql, applicationUuid: string): Promise<InvestmentRow | undefined> {
  return one<InvestmentRow>(sql, `SELECT ${COLUMNS} FROM investments WHERE application_uuid = $1`, [applicationUuid]);
}

/** The terms an investment is funded on: the agreement summary's, else the estimate the sandbox would price today. */
async function fundedTerms(s: Services, sql: Sql, app: ApplicationRow) {
  const summary = await agreementSummaryOf(sql, app.uuid);
  if (summary) return summary;
  const priced = priceEstimate({ homeValue: app.estimated_value, debt: app.estimated_debt, overrides: {}, nowMs: s.now() }, s.config.equity);
  return isEstimateProblem(priced) ? undefined : { ...priced, starting_home_value: priced.home_value };
}

/**
 * Records the funded investment (issue 11; funding calls it): the agreement's amount, equity share, term and starting
 * home value, funded on `fundedOn`; the latest home value is the starting one ({@link FUNDING_VALUE_SOURCE}). Does
 * nothing when one exists or the application has no figures to fund on. Answers the row.
 */
export async function recordInvestment(s: Services, sql: Sql, app: ApplicationRow, fundedOn: string): Promise<InvestmentRow | undefined> {
  const existing = await findInvestment(sql, app.uuid);
  if (existing) return existing;
  const terms = await fundedTerms(s, sql, app);
  if (!terms) return undefined;
  await sql.query(
    `INSERT INTO investments (application_uuid, funded_on, investment_amount, equity_share_percent, term_years, starting_home_value,
       latest_home_value, latest_home_value_on, latest_home_value_source)
     VALUES ($1,$2,$3,$4,$5,$6,$6,$2,$7) ON CONFLICT (application_uuid) DO NOTHING`,
    [app.uuid, fundedOn, terms.investment_amount, terms.equity_share_percent, terms.term_years, terms.starting_home_value, FUNDING_VALUE_SOURCE]);
  return findInvestment(sql, app.uuid);
}

/**
 * The investment of a funded (closed-won) application; one funded before issue 11 (demo data, older data folders)
 * gets its row now, funded on the day the application last changed. Undefined when not funded.
 */
export async function investmentOf(s: Services, sql: Sql, app: ApplicationRow): Promise<InvestmentRow | undefined> {
  if (app.stage !== 'closed-won') return undefined;
  return (await findInvestment(sql, app.uuid)) ?? recordInvestment(s, sql, app, app.updated_at.toISOString().slice(0, 10));
}

/** The dashboard's Investment: `settled` once settled, `settling` while a request that settles it is open, else `active`. */
export function toInvestment(r: InvestmentRow, settling: boolean): Investment {
  return {
    application_uuid: r.application_uuid,
    status: r.settled_on !== null ? 'settled' : settling ? 'settling' : 'active',
    investment_amount: r.investment_amount,
    funded_on: r.funded_on,
    equity_share_percent: r.equity_share_percent,
    term_years: r.term_years,
    term_end_on: termEndOn(r.funded_on, r.term_years),
    starting_home_value: r.starting_home_value,
    latest_home_value: r.latest_home_value,
    latest_home_value_on: r.latest_home_value_on,
    latest_home_value_source: r.latest_home_value_source,
    settled_on: r.settled_on,
    settlement_amount_cents: r.settlement_amount_cents,
    settlement_request_uuid: r.settlement_request_uuid,
  };
}

/** Records a new valuation as the investment's latest home value (whole USD, `yyyy-MM-dd`, where it came from). */
export async function setLatestHomeValue(sql: Sql, applicationUuid: string, value: number, on: string, source: string): Promise<void> {
  await sql.query(
    'UPDATE investments SET latest_home_value = $2, latest_home_value_on = $3, latest_home_value_source = $4 WHERE application_uuid = $1',
    [applicationUuid, value, on, source]);
}

/** Marks the investment settled on `on` for `amountCents` by the request `requestUuid`. */
export async function markSettled(sql: Sql, applicationUuid: string, on: string, amountCents: number, requestUuid: string): Promise<void> {
  await sql.query(
    'UPDATE investments SET settled_on = $2, settlement_amount_cents = $3, settlement_request_uuid = $4 WHERE application_uuid = $1',
    [applicationUuid, on, amountCents, requestUuid]);
}
