import * as t from 'io-ts';
import { SECTION_NAME, type SectionName } from '../../../contract/sectionEnums';
import {
  getApplicationForm,
  getSection,
  SectionRecord,
  type ApplicationForm,
  type SectionRecordOf,
} from '../../../contract/sections';
import { endpointRequest } from '../http/endpointRequest';
import type { DataGroup } from '../queryCache/dataGroups';
import { defineQuery, type QueryDef } from '../queryCache/defineQuery';
import type { ApplicationArgs } from './queries';

/*
 * Cached queries of the application form (§2 sections, §3 data groups). Importing this module registers them.
 */

/**
 * The form overview of an application (`GET …/application/{uuid}/sections/`): qualification done, each section's
 * status, submitted. Group Application, so a `has_changes` fan-out (§4) refreshes it with the application.
 */
export const applicationFormQuery = defineQuery<ApplicationArgs, ApplicationForm>({
  name: 'applicationForm',
  group: 'Application',
  request: ({ uuid }) => endpointRequest(getApplicationForm, { params: { uuid } }),
});

/**
 * The §3 data group each section's record belongs to, so the §4 `has_changes` fan-out (which refreshes Declaration,
 * Liens and Payoffs among others) refreshes the sections it concerns.
 */
export const SECTION_DATA_GROUPS: Readonly<Record<SectionName, DataGroup>> = {
  'personal-information': 'ApplicationParties',
  'investment-information': 'UseOfProceeds',
  'property-information': 'Property',
  'housing-expense': 'Property',
  'mortgage-details': 'Liens',
  liens: 'Liens',
  payoffs: 'Payoffs',
  declarations: 'Declaration',
};

/** The record codec of one section: the shared union narrowed to `section` (a record of another section is a PARSING_ERROR). */
function recordCodecOf<S extends SectionName>(section: S): t.Decoder<unknown, SectionRecordOf<S>> {
  return t.refinement(SectionRecord, (r) => r.section === section, `SectionRecord:${section}`) as unknown as t.Decoder<
    unknown,
    SectionRecordOf<S>
  >;
}

function defineSectionQuery<S extends SectionName>(section: S): QueryDef<ApplicationArgs, SectionRecordOf<S>> {
  return defineQuery<ApplicationArgs, SectionRecordOf<S>>({
    name: `section:${section}`,
    group: SECTION_DATA_GROUPS[section],
    request: ({ uuid }) => ({ ...endpointRequest(getSection, { params: { uuid, section } }), codec: recordCodecOf(section) }),
  });
}

/** One query per section: its saved record, `GET …/application/{uuid}/sections/{section}/` (revision 0 when none). */
export type SectionQueries = { readonly [S in SectionName]: QueryDef<ApplicationArgs, SectionRecordOf<S>> };

/** Every section's query, by section name. */
export const SECTION_QUERIES: SectionQueries = Object.fromEntries(
  SECTION_NAME.values.map((section) => [section, defineSectionQuery(section)]),
) as unknown as SectionQueries;

/**
 * The saved-record query of `section` (args `{ uuid }` = application id). Example:
 * `sectionQueryOf('declarations').select(state, { uuid }).data?.values.applicants`.
 */
export function sectionQueryOf<S extends SectionName>(section: S): QueryDef<ApplicationArgs, SectionRecordOf<S>> {
  return SECTION_QUERIES[section] as QueryDef<ApplicationArgs, SectionRecordOf<S>>;
}
