import { SECTION_NAME, type SectionName } from '../../../contract/sectionEnums';
import { SERVICING_STEP_KIND_VALUES } from '../../../contract/enumValues';
import type { ServicingStepKind } from '../../../contract/servicing/enums';

/*
 * What a draft of the save queue is (issue #3 §2; issue 11): an application section, or one step screen of a
 * servicing request. Both are named by a string, so storage keys (`draft:<app>:<section>`) and slice keys
 * (`<app>/<section>`) of sections are unchanged and a step's draft sits next to them.
 */

/** A servicing step's draft (issue 11): `servicing:<requestUuid>:<stepKind>`. */
export type ServicingStepDraftSection = `servicing:${string}:${ServicingStepKind}`;

/** What a draft holds: an application section (§2) or a servicing request's step screen (issue 11). */
export type DraftSection = SectionName | ServicingStepDraftSection;

/** Which draft: an application's section, or a step of one of its servicing requests. */
export interface DraftRef {
  applicationId: string;
  section: DraftSection;
}

/** A draft section told apart by kind (see {@link parseDraftSection}). */
export type DraftTarget =
  | { kind: 'section'; section: SectionName }
  | { kind: 'servicing-step'; requestUuid: string; stepKind: ServicingStepKind };

const SERVICING_PREFIX = 'servicing:';

// The value list, not the codec: this module is on every form page, which need not load io-ts for it.
const isStepKind = (value: string): value is ServicingStepKind => (SERVICING_STEP_KIND_VALUES as readonly string[]).includes(value);

/**
 * The draft of step `stepKind` of servicing request `requestUuid` on application `applicationId` (issue 11). Its
 * values are the step's (contract `STEP_VALUES[stepKind]`), saved with `PUT …/servicing-request/{uuid}/steps/{kind}/`.
 */
export function servicingStepDraft(applicationId: string, requestUuid: string, stepKind: ServicingStepKind): DraftRef {
  return { applicationId, section: `${SERVICING_PREFIX}${requestUuid}:${stepKind}` };
}

/**
 * What a draft section names: `{ kind: 'section', section }` for an application section, `{ kind: 'servicing-step',
 * requestUuid, stepKind }` for `servicing:<requestUuid>:<stepKind>`; null for any other string (an unknown section,
 * a step kind not in §3, an empty request uuid).
 */
export function parseDraftSection(section: string): DraftTarget | null {
  if ((SECTION_NAME.values as readonly string[]).includes(section)) return { kind: 'section', section: section as SectionName };
  if (!section.startsWith(SERVICING_PREFIX)) return null;
  const rest = section.slice(SERVICING_PREFIX.length);
  const colon = rest.indexOf(':');
  const requestUuid = rest.slice(0, colon);
  const stepKind = rest.slice(colon + 1);
  if (colon <= 0 || !isStepKind(stepKind)) return null;
  return { kind: 'servicing-step', requestUuid, stepKind };
}

/** True when `ref` is an application section's draft (not a servicing step's). */
export function isSectionDraft(ref: DraftRef): ref is DraftRef & { section: SectionName } {
  return parseDraftSection(ref.section)?.kind === 'section';
}
