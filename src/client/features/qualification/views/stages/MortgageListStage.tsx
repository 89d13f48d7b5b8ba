import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { useProjection, useSend } from '../../../../kernel/react';
import { Alert, Button, Loading } from '../../../../ui';
import { FormActions } from '../../../../ui/form/FormActions';
import { CheckboxField } from '../../../../ui/form/CheckboxField';
import { closeMortgageList, confirmMortgageList, openMortgageList } from '../../actions';
import { NO_MORTGAGE_MESSAGE, NOT_VERIFIED_MESSAGE } from '../../fields';
import { makeSelectTradelines, selectMortgageAnswers } from '../../selectors';
import { StageFrame } from '../StageFrame';
import { useStageSubmit } from '../useStageSubmit';

/** A mortgage not on the credit report: one saved before (`id`) or added on this page (`key` only). */
interface ManualEntry {
  key: string;
  id?: string;
  lender?: string;
}

interface Values {
  selected?: string[];
  manual: ManualEntry[];
  verified?: boolean;
}

/**
 * mortgages (§2 mortgage lien verification and identification): the credit report's mortgage tradelines, each with a
 * box "The {creditor} mortgage is on this home"; mortgages that are not listed can be added and removed; a box confirms
 * the list is complete (`mortgages_verified`). Next saves the list and goes to each mortgage's details.
 */
export function MortgageListStage({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const selectTradelines = useMemo(() => makeSelectTradelines(applicationId), [applicationId]);
  const report = useProjection(selectTradelines);
  const answers = useProjection(selectMortgageAnswers);
  const submit = useStageSubmit();
  const send = useSend();
  useEffect(() => {
    send(openMortgageList({ applicationId }));
    return () => send(closeMortgageList({ applicationId }));
  }, [applicationId, send]);
  const added = useRef(0);
  const initialValues = useMemo<Values>(
    () => ({
      selected: answers.mortgages.flatMap((m) => (m.tradeline_id ? [m.tradeline_id] : [])),
      manual: answers.mortgages.filter((m) => !m.tradeline_id).map((m) => ({ key: m.id, id: m.id, lender: m.lender })),
      verified: answers.verified,
    }),
    [answers],
  );

  return (
    <StageFrame
      title="Which mortgages are on this home?"
      lead="We found these mortgages on your credit report. Tick each one that is secured by this home."
      onBack={onBack}
    >
      {report.status === 'loading' ? <Loading label="Loading your credit report…" /> : null}
      {report.status === 'failed' ? <Alert tone="error">{report.message}</Alert> : null}
      {report.status === 'ready' ? (
        <Form<Values>
          initialValues={initialValues}
          onSubmit={(values) => {
            const selected = values.selected ?? [];
            const manual = values.manual ?? [];
            if (selected.length === 0 && manual.length === 0) return { [FORM_ERROR]: NO_MORTGAGE_MESSAGE };
            return submit((correlationId) =>
              confirmMortgageList(
                {
                  applicationId,
                  tradelineIds: selected,
                  keptManualIds: manual.flatMap((m) => (m.id ? [m.id] : [])),
                  addedManual: manual.filter((m) => !m.id).length,
                  verified: values.verified === true,
                },
                { correlationId },
              ),
            );
          }}
          render={({ handleSubmit, submitting, form, values }) => {
            const manual = values.manual ?? [];
            const add = () => form.change('manual', [...manual, { key: `new-${(added.current += 1)}` }]);
            const remove = (key: string) =>
              form.change(
                'manual',
                manual.filter((m) => m.key !== key),
              );
            return (
              <form onSubmit={handleSubmit} noValidate>
                <fieldset className="choices">
                  <legend>Mortgages on your credit report</legend>
                  {report.tradelines.length === 0 ? <p>Your credit report shows no mortgages. If you have one, add it below.</p> : null}
                  {report.tradelines.map((t) => (
                    <div className="card" key={t.id}>
                      <p id={`tradeline-${t.id}`}>
                        <strong>{t.creditor}</strong>
                        <br />
                        Balance {t.balance} · Monthly payment {t.monthlyPayment}
                        {t.openedOn ? <> · Opened {t.openedOn}</> : null}
                      </p>
                      <CheckboxField name="selected" value={t.id} label={`The ${t.creditor} mortgage is on this home`} describedBy={`tradeline-${t.id}`} />
                    </div>
                  ))}
                </fieldset>

                <h2>Mortgages not on your credit report</h2>
                {manual.length === 0 ? <p>None added.</p> : null}
                <ul className="list-plain">
                  {manual.map((m, i) => {
                    const name = m.lender ? `Mortgage with ${m.lender}` : `Mortgage not listed ${i + 1}`;
                    return (
                      <li className="card" key={m.key}>
                        <p>
                          <strong>{name}</strong>
                          <br />
                          You’ll give its details on the next pages.
                        </p>
                        <Button variant="secondary" mutates onClick={() => remove(m.key)} aria-label={`Remove ${name}`}>
                          Remove
                        </Button>
                      </li>
                    );
                  })}
                </ul>
                <Button variant="secondary" onClick={add}>
                  Add a mortgage that is not listed
                </Button>

                <CheckboxField
                  name="verified"
                  label="I confirm this is the complete list of mortgages on this home"
                  validate={(v: boolean | undefined) => (v === true ? undefined : NOT_VERIFIED_MESSAGE)}
                />
                <FormActions submitting={submitting} label="Next" />
              </form>
            );
          }}
        />
      ) : null}
    </StageFrame>
  );
}
