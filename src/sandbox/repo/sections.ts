import type { ApplicationForm, SectionName, SectionRecord, SectionStatus, Uuid } from '../../contract';
import { SECTION_NAME } from '../../contract';
import { all, iso, one, type Sql } from './sql';

/** A row of `section_records` (`values` as stored: the decoded draft values of that section). */
interface SectionRow {
  section: SectionName;
  status: Exclude<SectionStatus, 'not-started'>;
  revision: number;
  values: Record<string, unknown>;
  updated_at: Date;
  submitted_at: Date | null;
}

const toRecord = (r: SectionRow): SectionRecord => ({
  section: r.section,
  status: r.status,
  revision: r.revision,
  values: r.values,
  updated_at: iso(r.updated_at),
  submitted_at: r.submitted_at ? iso(r.submitted_at) : null,
}) as SectionRecord;

/** What a section looks like before anything was saved. */
export const emptySection = (section: SectionName): SectionRecord =>
  ({ section, status: 'not-started', revision: 0, values: {}, updated_at: null, submitted_at: null }) as SectionRecord;

/** One section's record, or the empty one (status not-started, revision 0). */
export async function sectionOf(sql: Sql, applicationUuid: string, section: SectionName): Promise<SectionRecord> {
  const row = await one<SectionRow>(sql,
    'SELECT section, status, revision, "values", updated_at, submitted_at FROM section_records WHERE application_uuid = $1 AND section = $2',
    [applicationUuid, section]);
  return row ? toRecord(row) : emptySection(section);
}

/** Every section's record in §2 order (not-started ones included). */
export async function sectionsOf(sql: Sql, applicationUuid: string): Promise<SectionRecord[]> {
  const rows = await all<SectionRow>(sql,
    'SELECT section, status, revision, "values", updated_at, submitted_at FROM section_records WHERE application_uuid = $1',
    [applicationUuid]);
  const bySection = new Map(rows.map((r) => [r.section, r]));
  return SECTION_NAME.values.map((s) => {
    const row = bySection.get(s);
    return row ? toRecord(row) : emptySection(s);
  });
}

/**
 * Saves a draft whole if `revision` is higher than the stored one (one atomic upsert, so concurrent or retried
 * saves cannot both win); the section becomes in-progress, also when it was completed (Make Changes). Answers
 * true when it was written, false when the stored revision was equal or higher (nothing changed).
 */
export async function saveDraft(
  sql: Sql, applicationUuid: Uuid, section: SectionName, revision: number, values: unknown, nowMs: number,
): Promise<boolean> {
  const written = await one(sql,
    `INSERT INTO section_records (application_uuid, section, status, revision, "values", updated_at, submitted_at)
     VALUES ($1, $2, 'in-progress', $3, $4, $5, NULL)
     ON CONFLICT (application_uuid, section) DO UPDATE
       SET status = 'in-progress', revision = EXCLUDED.revision, "values" = EXCLUDED."values",
           updated_at = EXCLUDED.updated_at, submitted_at = NULL
       WHERE section_records.revision < EXCLUDED.revision
     RETURNING 1`,
    [applicationUuid, section, revision, JSON.stringify(values), new Date(nowMs)]);
  return written !== undefined;
}

/** Marks a saved section completed at `nowMs` (the caller checked it exists and is valid). */
export async function completeSection(sql: Sql, applicationUuid: string, section: SectionName, nowMs: number): Promise<void> {
  await sql.query(
    `UPDATE section_records SET status = 'completed', submitted_at = $3, updated_at = $3
     WHERE application_uuid = $1 AND section = $2`,
    [applicationUuid, section, new Date(nowMs)]);
}

/** When the wizard and the whole application were completed (null = not yet). */
export async function formDatesOf(sql: Sql, applicationUuid: string): Promise<{ qualification_completed_at: Date | null; submitted_at: Date | null }> {
  const row = await one<{ qualification_completed_at: Date | null; submitted_at: Date | null }>(sql,
    'SELECT qualification_completed_at, submitted_at FROM applications WHERE uuid = $1', [applicationUuid]);
  return row ?? { qualification_completed_at: null, submitted_at: null };
}

/** The form overview (ApplicationForm) of an application. */
export async function applicationFormOf(sql: Sql, applicationUuid: string): Promise<ApplicationForm> {
  const dates = await formDatesOf(sql, applicationUuid);
  const sections = await sectionsOf(sql, applicationUuid);
  return {
    qualification_completed_at: dates.qualification_completed_at ? iso(dates.qualification_completed_at) : null,
    sections: sections.map((r) => ({ section: r.section, status: r.status, updated_at: r.updated_at })),
    submitted_at: dates.submitted_at ? iso(dates.submitted_at) : null,
  };
}

/** Records that the qualification wizard was completed (first time only; a repeat keeps the first time). */
export async function markQualificationCompleted(sql: Sql, applicationUuid: string, nowMs: number): Promise<void> {
  await sql.query('UPDATE applications SET qualification_completed_at = COALESCE(qualification_completed_at, $2) WHERE uuid = $1',
    [applicationUuid, new Date(nowMs)]);
}

/** Records when the whole application was submitted (null: reopened by the back office). */
export async function markSubmitted(sql: Sql, applicationUuid: string, atMs: number | null): Promise<void> {
  await sql.query('UPDATE applications SET submitted_at = $2 WHERE uuid = $1', [applicationUuid, atMs === null ? null : new Date(atMs)]);
}
