import type { SectionRecord } from '../../contract';
import { appProfilesOf } from '../repo/applications';
import { findProfiles } from '../repo/profiles';
import type { Sql } from '../repo/sql';
import type { DeclarationPeople } from './declarationChecks';

/** The people on an application as the declarations rules need them (names, places, the primary's spouse). */
export async function declarationPeopleOf(sql: Sql, applicationUuid: string): Promise<DeclarationPeople> {
  const places = await appProfilesOf(sql, applicationUuid);
  const rows = await findProfiles(sql, places.map((p) => p.profile_uuid));
  const people = places.map((p) => {
    const row = rows.get(p.profile_uuid);
    return {
      appProfileUuid: p.uuid, profileUuid: p.profile_uuid, position: p.position, profile_type: p.profile_type, on_title: p.on_title,
      name: row ? `${row.first_name} ${row.last_name}`.trim() : 'someone on the application',
    };
  });
  const primary = places.find((p) => p.position === 1);
  return { people, primarySpouse: (primary && rows.get(primary.profile_uuid)?.spouse_profile) ?? null };
}

/** Ids of the mortgages and liens saved in the mortgage-details and liens sections (what a payoff may name). */
export function debtIdsOf(records: readonly SectionRecord[]): Set<string> {
  const ids = new Set<string>();
  for (const r of records) {
    if (r.section === 'mortgage-details') for (const m of r.values.mortgages ?? []) ids.add(m.id);
    if (r.section === 'liens') for (const l of r.values.liens ?? []) ids.add(l.id);
  }
  return ids;
}
