import { defineCommand } from '../actions';

/**
 * A form field shows the validation message `message` (never a server's): sent by the ui field components through
 * `useReportFieldError`. `field` is the field's name in its form (`email`, `mortgages.0.lender`).
 */
export const reportFieldError = defineCommand<{ field: string; message: string }>('forms/reportFieldError');
