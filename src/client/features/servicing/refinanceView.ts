import type { ProductRefinanceTask } from '../../../contract/servicing/investment';
import { formatCurrency, formatDate } from '../../../domain/format';
import { TASK_STATUS_LABELS } from '../../../domain/tasks/groups';

/** The `{product}` refinance task of a request as its card shows it (issue 11 ProductRefinanceTask data group). */
export interface RefinanceTaskView {
  title: string;
  description: string;
  /** The task status as words (To do, Done…), never colour alone. */
  statusLabel: string;
  /** The lender's name, or 'Not given yet'. */
  lender: string;
  /** §9 currency, or 'Not given yet'. */
  loanAmount: string;
  /** §9 MM/dd/yyyy, or 'Not set'. */
  expectedClosing: string;
  /** True once the payoff statement for the refinance is issued. */
  payoffIssued: boolean;
}

const NOT_GIVEN = 'Not given yet';

/** The card of a refinance task: what the homeowner told us about the new loan, in §9 formats. */
export function refinanceTaskView(task: ProductRefinanceTask): RefinanceTaskView {
  return {
    title: task.title,
    description: task.description,
    statusLabel: TASK_STATUS_LABELS[task.status],
    lender: task.lender_name?.trim() || NOT_GIVEN,
    loanAmount: task.loan_amount === null ? NOT_GIVEN : formatCurrency(task.loan_amount),
    expectedClosing: formatDate(task.expected_closing_date),
    payoffIssued: task.payoff_statement_uuid !== null,
  };
}
