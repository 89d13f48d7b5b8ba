import type { ProductRefinanceTask, TaskStatus } from '../../contract';
import { parseUsdInput } from '../../domain/money';
import { isIsoDay, SERVICING_REQUESTS } from '../../domain/servicing';
import type { Sql } from '../repo/sql';
import { currentPayoff } from './payoffs';
import { findStep, nextActorOf, stepsOf, type RequestRow } from './requests';

/** The refinance task's status from its request: done, stopped, the homeowner's turn (pending), or ours (blocked). */
function statusOf(r: RequestRow, actor: ReturnType<typeof nextActorOf>): TaskStatus {
  if (r.status === 'completed') return 'completed';
  if (actor === null) return 'canceled';
  return actor === 'customer' ? 'pending' : 'blocked';
}

/**
 * The `{product}RefinanceTask` of a {product}-refinance request (issue 11 §1): the new lender and loan amount and
 * closing date from its third-party-lender-info step (null until typed in a usable form), and the current payoff
 * statement's uuid once issued.
 */
export async function refinanceTaskOf(sql: Sql, r: RequestRow): Promise<ProductRefinanceTask> {
  const lender = (await findStep(sql, r.uuid, 'third-party-lender-info'))?.values ?? {};
  const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const info = SERVICING_REQUESTS[r.request_type];
  const closing = text(lender.expected_closing_date);
  return {
    request_uuid: r.uuid,
    status: statusOf(r, nextActorOf(r, await stepsOf(sql, r.uuid))),
    title: info.label,
    description: info.help,
    lender_name: text(lender.lender_name),
    loan_amount: parseUsdInput(lender.loan_amount) ?? null,
    expected_closing_date: closing !== null && isIsoDay(closing) ? closing : null,
    payoff_statement_uuid: (await currentPayoff(sql, r.uuid))?.uuid ?? null,
  };
}
