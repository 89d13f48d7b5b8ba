import type { ServicingTaskType } from '../../contract/servicing/enums';

/** Label and help of each §3 servicing task type (document-upload tasks use their document type's catalogue label). */
export const SERVICING_TASK_TYPES: Readonly<Record<ServicingTaskType, { label: string; help: string }>> = {
  'servicing--proof-of-transfer-to-trust': {
    label: 'Proof of transfer to trust',
    help: 'The recorded deed that moves your home into the trust, or the trust agreement naming the home.',
  },
  'servicing--payoff-request': {
    label: 'Payoff request',
    help: 'We prepare a payoff statement: the amount that settles the investment and the date it is good through.',
  },
  'servicing--improvement-adjustment': {
    label: 'Improvement adjustment',
    help: 'Receipts for improvements you made, so their value is credited to you when the investment settles.',
  },
  'property--home-owners-insurance': {
    label: 'Homeowners insurance',
    help: 'The declarations page of your current policy, naming us as additional insured or mortgagee.',
  },
};
