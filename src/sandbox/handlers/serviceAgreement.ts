import { isServiceAgreement } from '../../contract';
import { isFundedStage } from '../../domain/stages';
import { signedIn } from '../access';
import { bind, type Binding } from '../http/binding';
import { forbidden } from '../http/errors';
import { addressKey, applicationsOf } from '../repo/applications';
import type { Services } from '../services';
import { FieldChecks, normaliseAddress } from '../validate';

/**
 * §7 is-service-agreement (shape designed, docs/api.md): is the home at `address` (§5 address rules; 400 with the
 * field reasons otherwise) funded — under a signed service agreement, §4 closed-won — on one of the caller's own
 * applications? Other people's homes never count (check-duplicated-address covers those), so the answer reveals
 * nothing about anyone else. Ops users have no applications of their own: 403.
 */
export function serviceAgreementBindings(s: Services): Binding[] {
  return [
    bind(isServiceAgreement, async ({ body, caller }) => {
      const me = signedIn(caller);
      if (me.role === 'ops') throw forbidden('Operations users have a read-only view.');
      const address = normaliseAddress(body.address);
      new FieldChecks().address('address', address).done();
      const key = addressKey(address);
      const funded = (await applicationsOf(s.db, me.uuid)).find((a) => a.address_key === key && isFundedStage(a.stage));
      return { is_service_agreement: funded !== undefined, application_uuid: funded?.uuid ?? null };
    }),
  ];
}
