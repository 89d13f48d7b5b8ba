import { map, of, timeout, type Observable } from 'rxjs';
import type { AnonymousDiagnosticUpload, DiagnosticContext } from '../../../contract/diagnostics';
import type { CustomerStage } from '../../../contract/enums';
import { getVersion } from '../../../contract/platform';
import { ProductVersion } from '../../../contract/trackingPlan';
import { isUuid } from '../../../domain/ids';
import { applicationQuery } from '../../kernel/api/queries';
import { selectConsent, type ConsentRootState } from '../../kernel/consent/reducer';
import type { Dependencies } from '../../kernel/deps';
import { diagnosticEntries } from '../../kernel/diagnostics/prepare';
import type { DiagnosticsEnvironment } from '../../kernel/diagnostics/recorder';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';

/** How long the portal's version may take to arrive before the diagnostic says `unknown`, ms. */
const VERSION_WAIT_MS = 3000;
/** What a diagnostic says when the portal's version could not be read, or without any recorder. */
const UNKNOWN = 'unknown';

/** The customer stage of `applicationId` as the page last read it (the Application data set), or null. */
function stageOf(state: QueryCacheRootState, applicationId: string | null): CustomerStage | null {
  if (!applicationId || !isUuid(applicationId)) return null;
  return applicationQuery.select(state, { uuid: applicationId }).data?.customer_stage ?? null;
}

/**
 * The diagnostic to send now (docs/diagnostics.md): what the page recorded, through the allow-list
 * (kernel/diagnostics/prepare.ts), and the context — the portal's version (§7 `GET /v2/customer/version/`, `unknown`
 * after 3 s), the browser's name, the application's stage, the build's flags and the privacy choices in force.
 */
export function diagnosticUpload(
  deps: Pick<Dependencies, 'diagnostics' | 'http' | 'scheduler'>,
  env: DiagnosticsEnvironment,
  state: QueryCacheRootState & ConsentRootState,
  applicationId: string | null,
  clientKey: string,
): Observable<AnonymousDiagnosticUpload> {
  const version$ = deps.http.request(endpointRequest(getVersion, {})).pipe(
    map((r) => (r.ok && ProductVersion.is(r.value.version) ? r.value.version : UNKNOWN)),
    timeout({ first: VERSION_WAIT_MS, with: () => of(UNKNOWN), scheduler: deps.scheduler }),
  );
  return version$.pipe(
    map((version) => {
      const consent = selectConsent(state);
      const context: DiagnosticContext = {
        portal_version: version,
        browser: env.browser,
        stage: stageOf(state, applicationId),
        flags: { session_replay: env.flags.sessionReplay, chat: env.flags.chat, turnstile: env.flags.turnstile },
        consent: { analytics: consent.analytics, session_replay: consent.sessionReplay, chat: consent.chat, decided: consent.decidedAt !== null },
      };
      return { client_key: clientKey as AnonymousDiagnosticUpload['client_key'], context, entries: diagnosticEntries(deps.diagnostics?.entries() ?? [], env.patternOf) };
    }),
  );
}
