import { useId, useMemo } from 'react';
import { Form } from 'react-final-form';
import type { ConsentDocument } from '../../../../../contract/sectionEnums';
import { useProjection } from '../../../../kernel/react';
import { FormActions } from '../../../../ui/form/FormActions';
import { CheckboxField } from '../../../../ui/form/CheckboxField';
import { recordQualificationConsents } from '../../actions';
import { CONSENT_REQUIRED_MESSAGE } from '../../fields';
import { REQUIRED_CONSENTS } from '../../flow';
import { makeSelectConsentsOnFile } from '../../selectors';
import { StageFrame } from '../StageFrame';
import { useStageSubmit } from '../useStageSubmit';

/** The statement each consent accepts, and the box's label (its accessible name). */
const STATEMENTS: Readonly<Record<ConsentDocument, { heading: string; text: string; label: string }>> = {
  credit: {
    heading: 'Credit consent',
    text:
      'I authorize Home Equity Release and its service providers to obtain my credit report from one or more consumer ' +
      'reporting agencies through a soft credit pull, to verify my identity and evaluate my application. A soft pull ' +
      'does not affect my credit score.',
    label: 'I agree to the credit consent',
  },
  telephone: {
    heading: 'Telephone consent',
    text:
      'I agree that Home Equity Release and its representatives may call or text me about my application at the phone ' +
      'number I give, including with automated technology. My consent is not a condition of any purchase.',
    label: 'I agree to the telephone consent',
  },
};

type Values = Partial<Record<`consent_${ConsentDocument}`, boolean>>;

const mustTick = (ticked: boolean | undefined) => (ticked === true ? undefined : CONSENT_REQUIRED_MESSAGE);

/**
 * user-consent-statements (§2; §3 consent credit, telephone): each statement with a box to tick; the ones on file show
 * when they were given. Continue records the ticked ones (the server stamps time and profile).
 */
export function ConsentStage({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const id = useId();
  const submit = useStageSubmit();
  const select = useMemo(() => makeSelectConsentsOnFile(applicationId), [applicationId]);
  const onFile = useProjection(select);
  const dateOf = (d: ConsentDocument) => onFile.find((c) => c.document === d)?.date;
  return (
    <StageFrame title="Your consent" lead="Please read these statements and tick each box to continue." onBack={onBack}>
      <Form<Values>
        onSubmit={(values) =>
          submit((correlationId) =>
            recordQualificationConsents({ applicationId, documents: REQUIRED_CONSENTS.filter((d) => values[`consent_${d}`] === true) }, { correlationId }),
          )
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            {REQUIRED_CONSENTS.map((document) => {
              const statement = STATEMENTS[document];
              const date = dateOf(document);
              return (
                <section key={document} className="card" aria-labelledby={`${id}-${document}-h`}>
                  <h2 id={`${id}-${document}-h`}>{statement.heading}</h2>
                  <p id={`${id}-${document}-text`}>{statement.text}</p>
                  {date ? (
                    <p>
                      <strong>On file</strong> since {date}.
                    </p>
                  ) : (
                    <CheckboxField
                      name={`consent_${document}`}
                      label={statement.label}
                      describedBy={`${id}-${document}-text`}
                      validate={mustTick}
                    />
                  )}
                </section>
              );
            })}
            <FormActions submitting={submitting} label="Continue" busyLabel="Saving your consent…" />
          </form>
        )}
      />
    </StageFrame>
  );
}
