import { SERVICING_REQUESTS } from '../../domain/servicing';
import { appProfilesOf } from '../repo/applications';
import { findProfiles } from '../repo/profiles';
import type { Sql } from '../repo/sql';
import type { Services } from '../services';
import type { RequestRow } from './requests';

/**
 * Emails the homeowners of a request's application (applicants and co-owners; not non-owning occupants) about a
 * change they can see (issue 11 §3: every customer-visible change writes an outbox email). The text names the request
 * and says what changed; never amounts of other people, tokens or wire details (those are only in the portal).
 */
export async function notifyHomeowners(s: Services, tx: Sql, r: Pick<RequestRow, 'application_uuid' | 'request_type'>, subject: string, text: string): Promise<void> {
  const owners = (await appProfilesOf(tx, r.application_uuid)).filter((p) => p.profile_type !== 'non_owning_occupant');
  const people = await findProfiles(tx, owners.map((p) => p.profile_uuid));
  const label = SERVICING_REQUESTS[r.request_type].label;
  for (const p of owners) {
    const person = people.get(p.profile_uuid);
    if (!person) continue;
    await s.sendEmail(tx, {
      to: person.email,
      subject,
      text: `Hello ${person.first_name},\n\n${text}\n\nRequest: ${label}. Sign in to the portal to see it.\n`,
      code: null,
      link: null,
    });
  }
}
