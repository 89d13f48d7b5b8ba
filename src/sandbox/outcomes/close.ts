import { OUTCOME_TITLES, reasonWords } from '../../domain/outcomes';
import { isClosedStage } from '../../domain/stages';
import { HttpError } from '../http/errors';
import { appProfilesOf, updateApplication, type ApplicationRow } from '../repo/applications';
import { findProfiles } from '../repo/profiles';
import type { Sql } from '../repo/sql';
import type { Services } from '../services';
import type { ClosedLostDecision } from './decision';
import { saveOutcome } from './repo';

/**
 * Closes an application as lost (back office deny / withdraw): records the outcome with the stage it was
 * at, moves it to closed-lost (bumping its version and tasks version), cancels its open tasks so no screen invites new
 * work, and emails the homeowners. 409 when it is already closed (won or lost): a closed file is never re-decided.
 */
export async function closeAsLost(s: Services, tx: Sql, app: ApplicationRow, d: ClosedLostDecision): Promise<void> {
  if (isClosedStage(app.stage)) throw new HttpError(409, 'The application is already closed.');
  const now = s.now();
  await saveOutcome(tx, {
    application_uuid: app.uuid, outcome: d.outcome, reason: d.reason,
    denial_factors: d.outcome === 'denied' ? [...new Set(d.denial_factors)] : [], decided_at: new Date(now), stage_before: app.stage,
  });
  await tx.query("UPDATE tasks SET status = 'canceled' WHERE application_uuid = $1 AND status IN ('pending', 'blocked')", [app.uuid]);
  await updateApplication(tx, app.uuid, { stage: 'closed-lost', tasksChanged: true }, now);
  await notifyOutcome(s, tx, app.uuid, d);
}

/**
 * Emails the homeowners (applicants and co-owners, not non-owning occupants) that the application closed, with the
 * reason in plain words; no codes, amounts or links with tokens — the portal shows the rest after signing in.
 */
async function notifyOutcome(s: Services, tx: Sql, applicationUuid: string, d: ClosedLostDecision): Promise<void> {
  const owners = (await appProfilesOf(tx, applicationUuid)).filter((p) => p.profile_type !== 'non_owning_occupant');
  const people = await findProfiles(tx, owners.map((p) => p.profile_uuid));
  const words = reasonWords(d);
  for (const p of owners) {
    const person = people.get(p.profile_uuid);
    if (!person) continue;
    await s.sendEmail(tx, {
      to: person.email,
      subject: `Your Home Equity Investment application: ${OUTCOME_TITLES[d.outcome].toLowerCase()}`,
      text: `Hello ${person.first_name},\n\n${OUTCOME_TITLES[d.outcome]}. Reason: ${words.label}. ${words.explanation}\n\nSign in to the portal to see what you can do next.\n`,
      code: null,
      link: null,
    });
  }
}
