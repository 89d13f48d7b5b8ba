import type { WireInstructions } from '../../contract';

/**
 * The provider's bank for payoff wires in the sandbox (issue 11; made-up details: the routing number is a valid-format
 * test number, the account fictional). Shown to a homeowner only after they acknowledge a payoff statement, with
 * `verify_phone`, the number to confirm them on before sending money (wire fraud targets payoffs).
 */
export const PROVIDER_WIRE_ACCOUNT: Omit<WireInstructions, 'reference'> = {
  beneficiary_name: 'Home Equity Release Servicing LLC',
  bank_name: 'Sandbox National Bank',
  bank_address: '100 Example Plaza, Denver, CO 80202',
  routing_number: '021000021',
  account_number: '000123456789',
  verify_phone: '(303) 555-0142',
};

/** The wire instructions of one payoff: the provider's account with a reference naming the application and request. */
export function wireInstructionsFor(externalId: string, requestUuid: string): WireInstructions {
  return { ...PROVIDER_WIRE_ACCOUNT, reference: `${externalId} payoff ${requestUuid.slice(0, 8).toUpperCase()}` };
}
