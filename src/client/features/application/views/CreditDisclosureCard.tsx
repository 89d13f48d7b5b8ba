import { Card } from '../../../ui/Card';
import type { CreditDisclosureView } from '../creditDisclosureView';

/**
 * The credit disclosure of a credit-based denial (FCRA §615(a), §609(f); docs/application.md "The credit disclosure"):
 * the report and score the decision used, what hurt the score, who the bureau is and that it did not decide, and the
 * homeowner's rights to a free copy and to dispute. Plain words, short paragraphs; every fact comes from the server.
 */
export function CreditDisclosureCard({ credit }: { credit: CreditDisclosureView }) {
  const { bureau, words } = credit;
  return (
    <Card title="Your credit report and score">
      <p>{words.usedReport}</p>
      <dl className="figures">
        <div>
          <dt>Your credit score</dt>
          <dd>{credit.score}</dd>
        </div>
        <div>
          <dt>Scores range from</dt>
          <dd>{credit.range}</dd>
        </div>
        <div>
          <dt>Date of the report</dt>
          <dd>{credit.pulledOn}</dd>
        </div>
        <div>
          <dt>Credit bureau</dt>
          <dd>{bureau.name}</dd>
        </div>
      </dl>
      <p>{words.aboutScore}</p>
      {credit.keyFactors.length > 0 ? (
        <>
          <h3>What hurt your score most</h3>
          <ol className="outcome-factors">
            {credit.keyFactors.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ol>
        </>
      ) : null}
      <h3>Your rights</h3>
      <ul className="outcome-rights">
        <li>{words.freeCopy}</li>
        <li>{words.dispute}</li>
      </ul>
      <h3>Contact {bureau.name}</h3>
      <p>{words.notTheirDecision}</p>
      <address className="outcome-bureau">
        {bureau.name}
        <br />
        {bureau.address}
        <br />
        Phone: <a href={bureau.phoneHref}>{bureau.phone}</a>
        <br />
        Website:{' '}
        <a href={bureau.website} rel="noopener noreferrer" target="_blank">
          {bureau.websiteLabel}
        </a>
      </address>
    </Card>
  );
}
