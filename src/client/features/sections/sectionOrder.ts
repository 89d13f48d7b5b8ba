import { SECTION_NAME, type SectionName } from '../../../contract/sectionEnums';

/** The seven sections this feature's forms fill (declarations has its own wizard: features/declarations). */
export type FormSection = Exclude<SectionName, 'declarations'>;

/** §2 sections in the order a person fills them. */
export const SECTION_ORDER: readonly SectionName[] = SECTION_NAME.values;

/** True for the seven sections with a form here (any other string, including declarations, is not one). */
export function isFormSection(section: string): section is FormSection {
  return section !== 'declarations' && (SECTION_ORDER as readonly string[]).includes(section);
}

/** The form overview: `/applications/:id/sections`. */
export const overviewPath = (applicationId: string): string => `/applications/${applicationId}/sections`;

/** A section's page: `/applications/:id/sections/:section` (declarations: the declarations wizard). */
export const sectionPath = (applicationId: string, section: SectionName): string => `${overviewPath(applicationId)}/${section}`;

/** The qualification wizard: `/applications/:id/qualification`. */
export const qualificationPath = (applicationId: string): string => `/applications/${applicationId}/qualification`;

/** The application home (§2 "base (Home / Make Changes)"): `/applications/:id`. */
export const homePath = (applicationId: string): string => `/applications/${applicationId}`;

/** Where "Save and continue" leads after `section`: the next section, or the overview after the last one. */
export function nextPathAfter(applicationId: string, section: SectionName): string {
  const next = SECTION_ORDER[SECTION_ORDER.indexOf(section) + 1];
  return next ? sectionPath(applicationId, next) : overviewPath(applicationId);
}
