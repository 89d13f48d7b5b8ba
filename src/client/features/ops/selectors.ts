import { createSelector } from '@reduxjs/toolkit';
import { format } from 'date-fns';
import type { Application } from '../../../contract/entities';
import type { CustomerStage, InternalStage } from '../../../contract/enums';
import { CUSTOMER_STAGE_LABELS } from '../../../domain/customerStageLabels';
import { internalStageIndex } from '../../../domain/stages';
import { opsProfileOptions, primaryApplicant, type OpsProfileOption } from '../../../domain/roles';
import { applicationListQuery, applicationQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import type { SessionRootState } from '../../kernel/session/reducer';
import { selectSelectedReadOnlyProfile } from '../../kernel/readOnly/viewer';
import { changeSummary, type ChangeMarker } from './changes';
import { initialOpsState, OPS_KEY, type OpsState } from './reducer';

/** The root state the ops views read. */
export type OpsRootState = QueryCacheRootState & Partial<SessionRootState> & { [OPS_KEY]?: OpsState };

/** `state.ops` (its initial state before the feature is mounted). */
export const selectOps = (state: OpsRootState): OpsState => state[OPS_KEY] ?? initialOpsState;

/** What the banner's live region says while polling works and nothing changed yet. */
export const LIVE_TEXT = 'Live updates every 3 seconds';
/** What it says after a failed poll (§4: polling goes on). */
export const PAUSED_TEXT = 'Live updates paused — retrying';

/** "Updated HH:mm:ss — Stage, Tasks" for a change seen at `at` (ms epoch, local time). */
export function updatedText(at: number, labels: readonly string[]): string {
  return `Updated ${format(at, 'HH:mm:ss')} — ${labels.join(', ')}`;
}

/** The ops banner (§2) of one application. */
export interface OpsBannerView {
  /** Selector options (role: first last), or null while the application loads. */
  options: readonly OpsProfileOption[] | null;
  /** The selected application profile uuid ('' before the first one is chosen). */
  selected: string;
  /** The live region's text (§4 polling status and the last change). */
  status: string;
  /** The last change's flash: the markers to flash and the counter the animation is keyed by; null before any. */
  flash: { count: number; markers: readonly ChangeMarker[] } | null;
}

/** A memoised projection of the banner over `applicationId`. */
export function makeSelectOpsBanner(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [(s: OpsRootState) => applicationQuery.select(s, args).data, (s: OpsRootState) => selectSelectedReadOnlyProfile(s), selectOps],
    (app, chosen, ops): OpsBannerView => {
      const options = app ? opsProfileOptions(app.application_profiles) : null;
      const selected = chosen?.applicationId === applicationId ? chosen.applicationProfileUuid : (options?.[0]?.value ?? '');
      const mine = ops.watching === applicationId;
      const change = mine ? ops.lastChange : null;
      const summary = change ? changeSummary(change.changed) : null;
      const status = mine && ops.pollFailing ? PAUSED_TEXT : change && summary ? updatedText(change.at, summary.labels) : LIVE_TEXT;
      return { options, selected, status, flash: summary ? { count: ops.changeCount, markers: summary.markers } : null };
    },
  );
}

/** One application in the ops list (§2 ops view; docs/ops.md "Every application"). */
export interface OpsApplicationItem {
  uuid: string;
  href: string;
  /** The primary applicant's first and last name (or the first profile's). */
  customerName: string;
  /** That person's email ('' when none is on file). */
  email: string;
  /** §4 customer-facing stage (slug) and its label, e.g. `under-review` / "Under review". */
  customerStage: CustomerStage;
  stageName: string;
  /** §4 internal stage (slug), shown as secondary text; its position in the §4 order sorts the stage column. */
  internalStage: InternalStage;
  stageOrder: number;
  /** When the application last changed: §9 MM/dd/yyyy plus the time (HH:mm, local); '' when unreadable. */
  updated: string;
  /** The same instant as ISO 8601 (a `<time datetime>`), '' when unreadable. */
  updatedIso: string;
  /** ms epoch of `updated_at`, for sorting (0 when unreadable). */
  updatedAtMs: number;
}

function customerOf(app: Application) {
  return (primaryApplicant(app.application_profiles) ?? app.application_profiles[0])?.profile;
}

function customerNameOf(app: Application): string {
  const person = customerOf(app);
  const name = person ? [person.first_name, person.last_name].filter((n) => n.trim() !== '').join(' ') : '';
  return name || 'No name on file';
}

/** An application as the ops list shows it. */
export function opsApplicationItem(app: Application): OpsApplicationItem {
  const updatedAtMs = Date.parse(app.updated_at);
  const readable = !Number.isNaN(updatedAtMs);
  return {
    uuid: app.uuid,
    href: `/applications/${app.uuid}`,
    customerName: customerNameOf(app),
    email: customerOf(app)?.email ?? '',
    customerStage: app.customer_stage,
    stageName: CUSTOMER_STAGE_LABELS[app.customer_stage],
    internalStage: app.stage,
    stageOrder: internalStageIndex(app.stage),
    updated: readable ? format(updatedAtMs, 'MM/dd/yyyy HH:mm') : '',
    updatedIso: readable ? new Date(updatedAtMs).toISOString() : '',
    updatedAtMs: readable ? updatedAtMs : 0,
  };
}

/** The applications as the ops list shows them, most recently changed first. */
export function opsApplicationItems(apps: readonly Application[]): OpsApplicationItem[] {
  return apps.map(opsApplicationItem).sort((a, b) => b.updatedAtMs - a.updatedAtMs);
}

/** Every application (ops see all, §6), most recently changed first. */
export const selectOpsApplications = createSelector(
  [(s: QueryCacheRootState) => applicationListQuery.select(s)],
  (list): Section<OpsApplicationItem[]> => sectionOf(list, opsApplicationItems),
);
