import type { LicensingDisclosure as Disclosure } from '../../domain/licensing';

/** The NMLS Consumer Access link (new tab, announced as such), or nothing when the disclosure has no safe link. */
function ConsumerAccessLink({ url }: { url: string | null }) {
  if (url === null) return null;
  return (
    <a href={url} rel="noopener noreferrer" target="_blank">
      NMLS Consumer Access
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The provider's licensing disclosure in a page footer (issue 12 §3): provider and NMLS id, the licence for the
 * home's state, and the NMLS Consumer Access link, as small print. Renders nothing until there is a disclosure.
 */
export function FooterLicensing({ disclosure }: { disclosure: Disclosure | null }) {
  if (disclosure === null) return null;
  return (
    <p className="licensing licensing--footer">
      {disclosure.provider}
      {disclosure.homeState ? <>. {disclosure.homeState}</> : null}. <ConsumerAccessLink url={disclosure.consumerAccessUrl} />
    </p>
  );
}

/**
 * The full disclosure on the resources page (issue 12 §3): provider and NMLS id, the home's licence first, then every
 * state's licence in a list the person can open, and the NMLS Consumer Access link (the page gives the heading).
 */
export function LicensingSection({ disclosure }: { disclosure: Disclosure }) {
  return (
    <>
      <p>{disclosure.provider}</p>
      {disclosure.homeState ? <p>{disclosure.homeState}</p> : null}
      <details>
        <summary>Licences in every state ({disclosure.all.length})</summary>
        <ul>
          {disclosure.all.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <p>
        Check our licences on <ConsumerAccessLink url={disclosure.consumerAccessUrl} />.
      </p>
    </>
  );
}
