import type { DealTeam, DealTeamMember, Uuid } from '../../contract';
import { one, type Sql } from './sql';

interface StaffRow extends DealTeamMember {
  uuid: Uuid;
  role: 'heo' | 'ts';
}

/** The deal team people every sandbox has (fixed uuids, so re-running is harmless). Fictional people. */
const STAFF: readonly StaffRow[] = [
  { uuid: '5d0e1b1a-7c1e-4d6b-9b4e-0a1f2c3d4e51' as Uuid, role: 'heo', first_name: 'Maya', last_name: 'Okafor', email: 'maya.okafor@example.com', phone: '2124567801', meeting_url: 'https://calendar.example.com/maya-okafor' },
  { uuid: '5d0e1b1a-7c1e-4d6b-9b4e-0a1f2c3d4e52' as Uuid, role: 'heo', first_name: 'Daniel', last_name: 'Reyes', email: 'daniel.reyes@example.com', phone: '4154567802', meeting_url: null },
  { uuid: '5d0e1b1a-7c1e-4d6b-9b4e-0a1f2c3d4e53' as Uuid, role: 'ts', first_name: 'Priya', last_name: 'Natarajan', email: 'priya.natarajan@example.com', phone: '6174567803', meeting_url: 'https://calendar.example.com/priya-natarajan' },
  { uuid: '5d0e1b1a-7c1e-4d6b-9b4e-0a1f2c3d4e54' as Uuid, role: 'ts', first_name: 'Tom', last_name: 'Lindqvist', email: 'tom.lindqvist@example.com', phone: '2064567804', meeting_url: null },
];

/** Inserts the {@link STAFF} if missing (idempotent; run at every start). */
export async function ensureStaff(sql: Sql): Promise<void> {
  for (const s of STAFF) {
    await sql.query(
      `INSERT INTO staff (uuid, role, first_name, last_name, email, phone, meeting_url) VALUES ($1,$2,$3,$4,$5,$6,$7)
       ON CONFLICT (uuid) DO NOTHING`,
      [s.uuid, s.role, s.first_name, s.last_name, s.email, s.phone, s.meeting_url],
    );
  }
}

/** A deal team for a new application: an HEO and a TS, spread over the staff by the `seed` number. */
export function assignDealTeam(seed: number): { heo_uuid: Uuid; ts_uuid: Uuid } {
  const heos = STAFF.filter((s) => s.role === 'heo');
  const tss = STAFF.filter((s) => s.role === 'ts');
  const pick = <T>(xs: readonly T[]): T => xs[Math.abs(seed) % xs.length] as T;
  return { heo_uuid: pick(heos).uuid, ts_uuid: pick(tss).uuid };
}

const member = async (sql: Sql, uuid: Uuid | null): Promise<DealTeamMember | null> => {
  if (!uuid) return null;
  const row = await one<DealTeamMember>(sql, 'SELECT first_name, last_name, email, phone, meeting_url FROM staff WHERE uuid = $1', [uuid]);
  return row ?? null;
};

/** The DealTeam data group of an application. */
export async function dealTeamOf(sql: Sql, app: { heo_uuid: Uuid | null; ts_uuid: Uuid | null }): Promise<DealTeam> {
  return { home_equity_officer: await member(sql, app.heo_uuid), transaction_specialist: await member(sql, app.ts_uuid) };
}
