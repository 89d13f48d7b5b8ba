import { randomInt } from 'node:crypto';
import {
  checkDuplicatedAddress, checkUser, listStates, qualify, signup, signUpForLater, type CheckUserOutcome, type Uuid,
} from '../../contract';
import { bind, type Binding } from '../http/binding';
import { HttpError } from '../http/errors';
import { decideQualification } from '../qualification';
import { addressInUse, addressKey, applicationsOf, insertApplication, insertAppProfile } from '../repo/applications';
import { insertSignUpForLater } from '../repo/analytics';
import { findProfileByEmail, insertProfile } from '../repo/profiles';
import { consumeCode, findConfirmedCode } from '../repo/secrets';
import { inTransaction } from '../repo/sql';
import { assignDealTeam } from '../repo/staff';
import { insertBackgroundTask, insertTasks, starterTasks } from '../repo/tasks';
import type { Services } from '../services';
import { stateList } from '../states';
import { FieldChecks, normaliseAddress, normaliseEmail, phoneDigits } from '../validate';

/** True when `tz` is an IANA time zone this runtime knows (e.g. `America/New_York`). */
function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.trim() !== '';
  } catch {
    return false;
  }
}

/** 400 for a lead the product cannot serve, naming the §4 reason in `errors.non_field_errors`. */
export function unableToOffer(reason: string): HttpError {
  return new HttpError(400, 'We are unable to offer a home equity investment for this home.', { non_field_errors: [reason] });
}

/**
 * The public funnel (§2 sign-up routes, §3 lead fields): qualification, states, check-user, duplicate address,
 * signup and sign-up-for-later. Signup needs the email code confirmed first and re-runs qualification.
 */
export function leadBindings(s: Services): Binding[] {
  return [
    bind(qualify, async ({ body }) => decideQualification({ ...body, address: normaliseAddress(body.address) }, s.config)),

    bind(listStates, async () => stateList(s.config.supportedStates)),

    bind(checkUser, async ({ body }) => {
      const email = normaliseEmail(body.email);
      const key = body.address ? addressKey(normaliseAddress(body.address)) : null;
      const profile = await findProfileByEmail(s.db, email);
      let outcome: CheckUserOutcome = 'prospect';
      if (profile) {
        const apps = await applicationsOf(s.db, profile.uuid);
        outcome = key !== null && apps.some((a) => a.address_key === key) ? 'email_address_match' : 'email_exists_no_address_match';
      } else if (key !== null && (await addressInUse(s.db, key))) {
        outcome = 'address_exists_no_email_match';
      }
      return { outcome };
    }),

    bind(checkDuplicatedAddress, async ({ body }) => ({
      is_duplicated: await addressInUse(s.db, addressKey(normaliseAddress(body.address))),
    })),

    bind(signup, async ({ body }) => {
      const email = normaliseEmail(body.email);
      const address = normaliseAddress(body.address);
      const checks = new FieldChecks()
        .text('first_name', body.first_name).text('last_name', body.last_name)
        .email('email', email).phone('phone', body.phone).address('address', address);
      if (!isTimeZone(body.timezone)) checks.add('timezone', 'Unknown time zone: expected an IANA name such as America/New_York');
      checks.done();
      const property = {
        address, property_type: body.property_type, property_usage: body.property_usage,
        estimated_value: body.estimated_value, estimated_debt: body.estimated_debt,
      };
      const decision = decideQualification({ ...property, estimated_fico: body.estimated_fico }, s.config);
      if (decision.reason) throw unableToOffer(decision.reason);

      const now = s.now();
      const created = await inTransaction(s.db, async (tx) => {
        const code = await findConfirmedCode(tx, email, body.verification_code.trim());
        // Spend the code first: its row lock makes a concurrent signup with it (any process) wait, then fail here.
        if (!code || !(await consumeCode(tx, code.id, now))) {
          const msg = 'Please verify your email first: this code has not been confirmed for this email.';
          throw new HttpError(400, msg, { verification_code: [msg] });
        }
        if (await findProfileByEmail(tx, email)) throw new HttpError(409, 'An account with this email already exists. Please sign in.');
        const profileUuid = await insertProfile(tx, {
          email, role: 'customer', first_name: body.first_name.trim(), middle_name: null, last_name: body.last_name.trim(),
          phone: phoneDigits(body.phone), birth_date: null, login_method: 'magicLink', password_hash: null, timezone: body.timezone,
        }, now);
        const applicationUuid = await insertApplication(tx, {
          stage: 'pending-app-submit', estimated_fico: body.estimated_fico, ownership: body.ownership, property,
          ...assignDealTeam(randomInt(0, 1_000_000)),
        }, now);
        const appProfileUuid = await insertAppProfile(tx, applicationUuid, profileUuid, { position: 1, profile_type: 'applicant', on_title: true });
        await insertTasks(tx, applicationUuid, starterTasks(profileUuid), now);
        await insertBackgroundTask(tx, applicationUuid, { task_type: 'property-valuation', status: 'completed', result: 'valuation_received', createdMs: now, finishedMs: now });
        return { profileUuid, applicationUuid, appProfileUuid };
      });
      const token = await s.issueToken({ uuid: created.profileUuid, role: 'customer', token_version: 0 });
      return { token, profile_uuid: created.profileUuid, application_uuid: created.applicationUuid, app_profile_uuid: created.appProfileUuid as Uuid };
    }),

    bind(signUpForLater, async ({ body }) => {
      new FieldChecks().email('email', normaliseEmail(body.email)).done();
      await insertSignUpForLater(s.db, body, s.now());
      return { detail: 'Thank you. We will be in touch when we can help.' };
    }),
  ];
}
