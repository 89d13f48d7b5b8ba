import type { Envelope, EnvelopeDocument, SignatureField } from '../../../src/contract/signing';
import { envelopeQuery } from '../../../src/client/kernel/api/closingQueries';
import { initialSigningState, type SigningState } from '../../../src/client/features/signing/reducer';
import type { SigningRootState } from '../../../src/client/features/signing/selectors';

/*
 * A small envelope for the signing tests: "Investment Agreement" (3 pages: initials; no fields; signature) and
 * "Closing Disclosure" (1 page: signature + initials). Flattened: pages 0–3, lastPage 3, four fields.
 */

export const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const ENVELOPE = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
export const OTHER_ENVELOPE = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
export const DOC_A = 'a0000000-0000-4000-8000-000000000001';
export const DOC_B = 'b0000000-0000-4000-8000-000000000002';
/** Field uuids by place: A1 (initials, page 0), A3 (signature, page 2), B1 (signature, page 3), B1I (initials, page 3). */
export const FIELD = {
  A1: 'f0000000-0000-4000-8000-0000000000a1',
  A3: 'f0000000-0000-4000-8000-0000000000a3',
  B1: 'f0000000-0000-4000-8000-0000000000b1',
  B1I: 'f0000000-0000-4000-8000-0000000000b2',
} as const;
export const SIGNER_NAME = 'Jane Q Doe';
export const SIGNER_INITIALS = 'JQD';
export const SIGNED_AT = '2025-03-05T14:05:00Z';

type FieldKey = keyof typeof FIELD;

function field(key: FieldKey, kind: SignatureField['kind'], label: string, signed: ReadonlySet<FieldKey>): SignatureField {
  const isSigned = signed.has(key);
  return {
    uuid: FIELD[key] as SignatureField['uuid'],
    kind,
    label,
    value: isSigned ? (kind === 'signature' ? SIGNER_NAME : SIGNER_INITIALS) : null,
    signed_at: isSigned ? SIGNED_AT : null,
  };
}

/** The envelope with the fields in `signed` already signed; `overrides` replace top-level keys. */
export function envelope(signed: readonly FieldKey[] = [], overrides: Partial<Envelope> = {}): Envelope {
  const s = new Set(signed);
  const documents: EnvelopeDocument[] = [
    {
      uuid: DOC_A as EnvelopeDocument['uuid'],
      name: 'Investment Agreement',
      pages: [
        { number: 1, heading: 'Parties', paragraphs: ['This agreement is between you and the provider.'], fields: [field('A1', 'initials', 'Initials: parties', s)] },
        { number: 2, heading: 'Definitions', paragraphs: ['“Home value” means the appraised value.', 'Nothing to sign on this page.'], fields: [] },
        { number: 3, heading: 'Signatures', paragraphs: ['Sign below.'], fields: [field('A3', 'signature', 'Homeowner signature', s)] },
      ],
    },
    {
      uuid: DOC_B as EnvelopeDocument['uuid'],
      name: 'Closing Disclosure',
      pages: [
        {
          number: 1,
          heading: 'Closing costs',
          paragraphs: ['<b>Fees</b> are listed below.'],
          fields: [field('B1', 'signature', 'Borrower signature', s), field('B1I', 'initials', 'Initials: costs', s)],
        },
      ],
    },
  ];
  return {
    uuid: ENVELOPE as Envelope['uuid'],
    status: 'sent',
    created_at: '2025-03-01T10:00:00Z',
    documents,
    signer_name: SIGNER_NAME,
    signer_initials: SIGNER_INITIALS,
    signer_status: 'pending',
    signer_completed_at: null,
    decline_reason: null,
    ...overrides,
  };
}

/** A root state with `env` cached for {@link APP} (or nothing cached when undefined) and the given task state. */
export function rootState(env: Envelope | null | undefined, signing: Partial<SigningState> = {}): SigningRootState {
  const key = envelopeQuery.key({ uuid: APP });
  return {
    queries: {
      entries:
        env === undefined
          ? {}
          : {
              [key]: { key, name: envelopeQuery.name, group: envelopeQuery.group, args: { uuid: APP }, status: 'fulfilled', data: { envelope: env }, requestId: 1, startedAt: 0, fulfilledAt: 0, stale: false },
            },
    },
    signing: { ...initialSigningState, applicationId: APP, envelopeUuid: env ? env.uuid : null, lastPage: 3, ...signing },
  };
}
