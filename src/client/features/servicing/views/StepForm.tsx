import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { STEP_VALUES } from '../../../../contract/servicing/stepValues';
import type { AnyEventAction } from '../../../kernel/actions';
import { closeDraft, editDraft, openDraft, type DraftRef } from '../../../kernel/drafts/actions';
import { servicingStepDraft } from '../../../kernel/drafts/draftRef';
import { selectDraft } from '../../../kernel/drafts/selectors';
import { sameDraftValues, valuesFitting } from '../../../kernel/drafts/values';
import { useProjection, useSend, useSendAndAwait } from '../../../kernel/react';
import { Loading } from '../../../ui';
import { DraftAutosave } from '../../../ui/drafts/DraftAutosave';
import { DraftSaveStatus } from '../../../ui/drafts/DraftSaveStatus';
import { FormActions } from '../../../ui/form/FormActions';
import { stepSubmitFailed, submitStep, type StepRef } from '../actions';
import { submissionErrorsOf } from '../../../kernel/forms/serverErrors';
import { stepFormValidator } from '../formErrors';
import type { StepScreenView } from '../requestView';

type Values = Record<string, unknown>;


/** Props of {@link StepForm}: the step, the fields to show, and what goes between them and the button (documents). */
export interface StepFormProps {
  stepRef: StepRef;
  step: StepScreenView;
  fields: ReactNode;
  children?: ReactNode;
}

function EditableForm({ stepRef, step, fields, children, draft, initialValues }: StepFormProps & { draft: DraftRef; initialValues: Values }) {
  // Half-built answers are left out before saving, so the PUT always fits the step's contract (kernel drafts).
  const fit = useCallback((values: Values) => valuesFitting(STEP_VALUES[step.kind], values), [step.kind]);
  const [initial] = useState(initialValues);
  const lastSent = useRef(fit(initial));
  const send = useSend();
  const sendAndAwait = useSendAndAwait();
  const [validate] = useState(() => stepFormValidator(step.kind));

  const onSubmit = async (values: Values, form: { getRegisteredFields(): string[] }) => {
    const final = fit(values);
    if (!sameDraftValues(final, lastSent.current)) {
      lastSent.current = final;
      send(editDraft({ ...draft, values: final }));
    }
    const outcome = await sendAndAwait<AnyEventAction>((correlationId) => submitStep(stepRef, { correlationId }));
    if (!stepSubmitFailed.match(outcome)) return undefined;
    const registered = new Set(form.getRegisteredFields());
    return submissionErrorsOf(outcome.payload.error, (path) => registered.has(path));
  };

  return (
    <Form<Values>
      initialValues={initial}
      validate={(values) => validate(values, step.context)}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="svc-step">
          <DraftAutosave draft={draft} lastSentRef={lastSent} clean={fit} />
          {fields}
          {children}
          <DraftSaveStatus draft={draft} />
          <FormActions submitting={submitting} label="Submit this step" busyLabel="Submitting…" />
        </form>
      )}
    />
  );
}

/**
 * A step screen's form (issue 11 §2), a react-final-form form whose `validate` is domain `validateStep` (the sandbox's
 * words; formErrors stepFormValidator: a Promise while the §5 phone rule loads for a phone field). Opening it opens the
 * step's draft in the save queue (a copy kept on this device after a reload or an outage is taken back first); it
 * shows once the draft is ready, starting from the draft or the saved values, taken once (later saves and polls never
 * reset what is being typed). Every change is autosaved; "Submit this step" sends the last values and the correlated
 * `submitStep` (flush → save → submit); refused fields show their server errors, the rest above the button, and
 * nothing typed is lost. Leaving saves what is pending.
 */
export function StepForm(props: StepFormProps) {
  const { applicationId, requestUuid, stepKind } = props.stepRef;
  const draft = useMemo(() => servicingStepDraft(applicationId, requestUuid, stepKind), [applicationId, requestUuid, stepKind]);
  const send = useSend();
  useEffect(() => {
    send(openDraft(draft));
    return () => send(closeDraft(draft));
  }, [draft, send]);
  const select = useMemo(() => (s: Parameters<typeof selectDraft>[0]) => selectDraft(s, draft), [draft]);
  const view = useProjection(select);
  if (!view.ready) return <Loading label="Loading your answers…" />;
  return <EditableForm key={`${requestUuid}/${stepKind}`} {...props} draft={draft} initialValues={view.values ?? props.step.savedValues} />;
}

/**
 * A step that cannot be changed now (done, waiting on the team, or a finished request): the same fields showing the
 * saved values, every control disabled, and between them what `children` shows (the documents).
 */
export function LockedStepForm({ step, fields, children }: Omit<StepFormProps, 'stepRef'>) {
  return (
    <Form<Values>
      initialValues={step.savedValues}
      onSubmit={() => undefined}
      render={() => (
        <form noValidate aria-labelledby="svc-step" onSubmit={(e) => e.preventDefault()}>
          {fields}
          {children}
        </form>
      )}
    />
  );
}
