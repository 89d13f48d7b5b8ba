import { useEffect, useMemo } from 'react';
import type { LicensingData } from '../../../contract/licensing';
import { US_STATE_NAMES } from '../../../domain/usStates';
import { licensingDisclosureOf, type LicensingDisclosure } from '../../../domain/licensing';
import { isUuid } from '../../../domain/ids';
import { licensingQuery } from '../../kernel/api/licensingQuery';
import { applicationQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { useProjection, useSend } from '../../kernel/react';
import { FooterLicensing } from '../../ui/LicensingDisclosure';

/** The USPS code of the application's property state, or null until the application has answered. */
function propertyStateOf(state: QueryCacheRootState, applicationId: string): string | null {
  return applicationQuery.select(state, { uuid: applicationId }).data?.property.address.state.trim().toUpperCase() || null;
}

/** The footer disclosure for the property's state, or null until LicensingData answered for it. */
function disclosureOf(data: LicensingData | undefined, home: string | null): LicensingDisclosure | null {
  if (home === null || !data) return null;
  return licensingDisclosureOf(data, home, US_STATE_NAMES[home as keyof typeof US_STATE_NAMES]);
}

/**
 * The licensing disclosure in the footer of every page of `/applications/:applicationId…` (issue 12 §3): the
 * provider's NMLS id and its licence for the property's state, with the NMLS Consumer Access link. It reads the
 * Application the page holds but never holds it itself: a footer on every application page would keep the entry alive
 * for the whole visit, so a page opened later would never fetch a newer application (a stage the back office moved).
 * It holds LicensingData for that state; until both are in — or if either fails — the footer shows only its usual
 * links, never an error (the page itself reports its own failures).
 */
export function ApplicationFooter({ applicationId }: { applicationId: string }) {
  const send = useSend();
  const valid = isUuid(applicationId);
  const selectHome = useMemo(() => (s: QueryCacheRootState) => (valid ? propertyStateOf(s, applicationId) : null), [applicationId, valid]);
  const home = useProjection(selectHome);
  useEffect(() => {
    if (home === null) return undefined;
    send(licensingQuery.subscribe({ state: home }));
    return () => send(licensingQuery.unsubscribe({ state: home }));
  }, [home, send]);
  const selectData = useMemo(() => (s: QueryCacheRootState) => (home === null ? undefined : licensingQuery.select(s, { state: home }).data), [home]);
  const data = useProjection(selectData);
  const disclosure = useMemo(() => disclosureOf(data, home), [data, home]);
  return <FooterLicensing disclosure={disclosure} />;
}

export default ApplicationFooter;
