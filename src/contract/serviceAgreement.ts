import * as t from 'io-ts';
import { closed, nullable } from './codec';
import { endpoint } from './endpoint';
import { Address } from './entities';
import { Uuid } from './ids';

/**
 * Shape designed (the spec gives only the path). Is the home at `address` under a signed service agreement — funded, §4
 * `closed-won` — on one of the **caller's own** applications? `application_uuid` is that application (null when not).
 * Homes of other people never count, so the answer reveals nothing about anyone else (check-duplicated-address is the
 * call that knows about every application).
 *
 * @error 400 with `errors['address.<field>']` for a §5 address rule, or a malformed body
 * @error 401 without a token
 * @error 403 for ops users (they have no applications of their own)
 */
export const isServiceAgreement = endpoint({
  name: 'isServiceAgreement', method: 'POST', route: 'v1/customer/is-service-agreement/',
  body: closed('ServiceAgreementRequest', { address: Address }),
  response: closed('ServiceAgreementStatus', { is_service_agreement: t.boolean, application_uuid: nullable(Uuid) }),
});
