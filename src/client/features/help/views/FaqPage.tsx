import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { FAQS } from '../../../../domain/help';
import { useSend } from '../../../kernel/react';
import { Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { useScrollToSection } from '../../../ui/useScrollToSection';
import { closeHelpPage, openHelpPage } from '../actions';
import './help.css';
import { FAQ_PAGE_HEADING } from '../heading';

const FAQ_IDS: ReadonlySet<string> = new Set(FAQS.map((f) => f.id));

/**
 * `/applications/:applicationId/faq` (issue #4 §5): every FAQ as a heading whose id is the FAQ id (the home's
 * customer-stage links are `…/faq#{id}`, §2), with its answer. Arriving with a known hash scrolls to that question and
 * focuses its heading.
 */
export function FaqPage() {
  const { applicationId = '' } = useParams();
  const { hash, key } = useLocation();
  const send = useSend();
  useEffect(() => {
    send(openHelpPage({ applicationId, page: 'faq' }));
    return () => send(closeHelpPage({ applicationId, page: 'faq' }));
  }, [applicationId, send]);
  const target = hash.replace(/^#/, '');
  useScrollToSection(FAQ_IDS.has(target) ? target : null, true, key);

  return (
    <Page title={FAQ_PAGE_HEADING.title} kind={FAQ_PAGE_HEADING.kind} nav={<ApplicationNav applicationId={applicationId} current="faq" />}>
      <nav aria-labelledby="faq-contents">
        <h2 id="faq-contents">Questions on this page</h2>
        <ul className="help-toc">
          {FAQS.map((faq) => (
            <li key={faq.id}>
              <Link to={{ hash: faq.id }}>{faq.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {FAQS.map((faq) => (
        <section key={faq.id} className="help-faq" aria-labelledby={faq.id}>
          <h2 id={faq.id} tabIndex={-1}>
            {faq.title}
          </h2>
          {faq.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        Still have a question? <Link to={`/applications/${encodeURIComponent(applicationId)}/resources`}>Contact your team</Link>.
      </p>
    </Page>
  );
}

/** The route module's page (react-router lazy convention). */
export const Component = FaqPage;
