import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { READ_ONLY_NOTE_ID } from '../../../ui/ReadOnly';
import { selectReadOnlyProfile, unwatchApplication, watchApplication } from '../actions';
import type { ChangeMarker } from '../changes';
import { READ_ONLY_EXPLANATION } from '../messages';
import { makeSelectOpsBanner } from '../selectors';
import './ops.css';

/**
 * The flash of the last change (§4 "briefly highlighted"): marks the document root with the changed markers and a
 * phase, and ops.css animates the page parts marked `data-ops-changed="<marker>"`. The phase alternates with the
 * change counter, so each change starts the animation again; no timer. Attributes, not a generated `<style>`: the
 * Content-Security-Policy allows no inline styles (issue 13 §1).
 */
function useFlash(flash: { count: number; markers: readonly ChangeMarker[] } | null): void {
  const markers = flash?.markers.join(' ') ?? '';
  const phase = flash ? (flash.count % 2 === 0 ? 'a' : 'b') : '';
  useEffect(() => {
    if (!markers) return undefined;
    const root = document.documentElement;
    root.dataset.opsFlash = markers;
    root.dataset.opsFlashPhase = phase;
    return () => {
      delete root.dataset.opsFlash;
      delete root.dataset.opsFlashPhase;
    };
  }, [markers, phase]);
}

/**
 * The §2 ops banner, fixed at the top of every `/applications/:applicationId…` page in an ops session: "You are viewing
 * [profile selector] in a READ ONLY/CX VIEW". The selector lists the application's profiles (role: first last), the
 * first preselected; choosing one shows the pages as that person sees them (§6). Mounting it starts the 3000 ms
 * polling of the application (§4), leaving it stops it; the live region says when something changed and what. It
 * also holds the one-line read-only note (§6) every disabled control of the page is described by.
 */
export function OpsBanner({ applicationId }: { applicationId: string }) {
  const send = useSend();
  useEffect(() => {
    send(watchApplication({ applicationId }));
    return () => send(unwatchApplication({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectOpsBanner(applicationId), [applicationId]);
  const view = useProjection(select);
  const id = useId();
  useFlash(view.flash);
  return (
    <section className="ops-banner" aria-label="Read-only customer view">
      <p className="ops-banner__line">
        <label htmlFor={id}>You are viewing</label>{' '}
        <span className="ops-banner__choice" data-ops-changed="people">
          <select
            id={id}
            value={view.selected}
            disabled={view.options === null}
            aria-describedby={`${id}-mode`}
            onChange={(e) => send(selectReadOnlyProfile({ applicationId, applicationProfileUuid: e.currentTarget.value }))}
          >
            {view.options === null ? (
              <option value="">Loading profiles…</option>
            ) : (
              view.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))
            )}
          </select>
        </span>{' '}
        <span id={`${id}-mode`}>in a READ ONLY/CX VIEW</span>
      </p>
      <p className="ops-banner__note" id={READ_ONLY_NOTE_ID}>
        {READ_ONLY_EXPLANATION}
      </p>
      <p className="ops-banner__meta">
        <span className="ops-banner__status" role="status">
          {view.status}
        </span>{' '}
        <Link to="/ops/applications">All applications</Link>
      </p>
    </section>
  );
}
