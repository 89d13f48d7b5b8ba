/*
 * What a poll's newer application changed (§4 "what changed since the last poll is briefly highlighted"): the top-level
 * fields that differ, how the banner names them, and which parts of the pages flash (`data-ops-changed` markers).
 */

/** A part of the application pages that can flash: the value of their `data-ops-changed` marker. */
export type ChangeMarker = 'stage' | 'tasks' | 'people' | 'offer' | 'property';

/** How a changed top-level field is announced and which marker it flashes; fields not listed are "Details". */
const AREAS: Readonly<Record<string, { label: string; marker?: ChangeMarker }>> = {
  customer_stage: { label: 'Stage', marker: 'stage' },
  stage: { label: 'Stage', marker: 'stage' },
  is_expired: { label: 'Stage', marker: 'stage' },
  // Issue 12 §1: a denial or withdrawal arrives with the stage.
  closed_lost: { label: 'Stage', marker: 'stage' },
  tasks_version: { label: 'Tasks', marker: 'tasks' },
  application_profiles: { label: 'People', marker: 'people' },
  ie_acknowledged: { label: 'Investment Estimate', marker: 'offer' },
  property: { label: 'Property', marker: 'property' },
  estimated_fico: { label: 'Credit estimate' },
};

/** The order the banner names areas in (most telling first): "Stage, Tasks". */
const LABEL_ORDER = ['Stage', 'Tasks', 'People', 'Investment Estimate', 'Property', 'Credit estimate', 'Details'];

/** Bookkeeping fields that change with everything else and say nothing on their own. */
const QUIET = new Set(['updated_at']);

/**
 * The top-level fields of `after` whose value differs from `before` (compared as JSON; the server serialises both
 * the same way), plus fields that disappeared, in `after`'s key order. Everything when `before` is not an object.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  if (typeof after !== 'object' || after === null) return [];
  const next = after as Record<string, unknown>;
  if (typeof before !== 'object' || before === null) return Object.keys(next);
  const prev = before as Record<string, unknown>;
  const keys = [...Object.keys(next), ...Object.keys(prev).filter((k) => !(k in next))];
  return keys.filter((k) => JSON.stringify(prev[k]) !== JSON.stringify(next[k]));
}

/**
 * What the banner says and flashes for `changed` fields: their labels (once each, Stage first, then Tasks, People…;
 * "Details" when only fields without a label changed) and the page markers to flash.
 */
export function changeSummary(changed: readonly string[]): { labels: string[]; markers: ChangeMarker[] } {
  const labels: string[] = [];
  const markers: ChangeMarker[] = [];
  for (const field of changed) {
    if (QUIET.has(field)) continue;
    const area = AREAS[field] ?? { label: 'Details' };
    if (!labels.includes(area.label)) labels.push(area.label);
    if (area.marker && !markers.includes(area.marker)) markers.push(area.marker);
  }
  labels.sort((a, b) => LABEL_ORDER.indexOf(a) - LABEL_ORDER.indexOf(b));
  return { labels: labels.length > 0 ? labels : ['Details'], markers };
}
