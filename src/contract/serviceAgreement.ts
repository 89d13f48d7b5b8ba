import * as t from 'io-ts';
import { closed, nullable } from './codec';
import { endpoint } from './endpoint';
import { Address } from './entities';
import { Uuid } from './ids';

/**
 * §7 `POST /v1/customer/is-service-agreement/` (shape designed, issue 12 §3): is this home already under a signed
 * service agreement (funded, §4 closed-won) on one of the caller's applications? Answers that application's uuid so
 * the portal can send the person to its investment dashboard instead of starting a new application.
 */
export const isServiceAgreement = endpoint({
  name: 'isServiceAgreement', method: 'POST', route: 'v1/customer/is-service-agreement/',
  body: closed('ServiceAgreementRequest', { address: Address }),
  response: closed('ServiceAgreementStatus', { is_service_agreement: t.boolean, application_uuid: nullable(Uuid) }),
});
