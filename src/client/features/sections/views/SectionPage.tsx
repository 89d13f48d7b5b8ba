import { memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useParams } from 'react-router';
import type { AnyEventAction } from '../../../kernel/actions';
import { editDraft, retryDraftSave, sectionSubmitFailed, submitSectionCommand } from '../../../kernel/drafts/actions';
import { draftSaveStatusOf } from '../../../kernel/drafts/saveStatus';
import { useProjection, useSend, useSendAndAwait, useSubmitAfterPaint } from '../../../kernel/react';
import { Alert, BackLink, Button, Loading, Page } from '../../../ui';
import { StepProgress } from '../../../ui/StepProgress';
import { DraftAutosave } from '../../../ui/drafts/DraftAutosave';
import { SaveStatus } from '../../../ui/drafts/SaveStatus';
import { FormActions } from '../../../ui/form/FormActions';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { closeSectionForm, continueAfterSection, openSectionForm, retrySectionForm } from '../actions';
import { SECTION_TITLES } from '../../../../domain/sections';
import { isFormSection, overviewPath, SECTION_ORDER, type FormSection } from '../sectionOrder';
import { makeSelectSectionPage } from '../selectors';
import { submissionErrorsOf } from '../serverErrors';
import { cleanSectionValues, finalizeSectionValues, sameValues } from '../values';
import { preloadSectionFields, SectionFields } from './sectionFields';
import { SECTION_LEADS } from '../leads';


/**
 * One section's form. Its initial values are taken once, when it mounts (later saves and refetches never reset what
 * is being typed). Every change goes to the draft save queue; "Save and continue" sends the last values, submits the
 * section (server field errors appear at their fields, the §8 sentence above the button) and moves to the next one.
 */
const SectionForm = memo(function SectionForm({ applicationId, section, initialValues }: { applicationId: string; section: FormSection; initialValues: Record<string, unknown> }) {
  const [initial] = useState(initialValues);
  const lastSentRef = useRef(cleanSectionValues(section, initial));
  const send = useSend();
  const sendAndAwait = useSendAndAwait();
  const submitAfterPaint = useSubmitAfterPaint();
  // The save status only (a string): the draft's values change with every keystroke, the status a few times a save.
  const selectStatus = useMemo(() => {
    const select = makeSelectSectionPage(applicationId, section);
    return (state: Parameters<typeof select>[0]) => select(state).draft.status;
  }, [applicationId, section]);
  const draftStatus = useProjection(selectStatus);
  const ref = { applicationId, section };
  const clean = useMemo(() => (values: Record<string, unknown>) => cleanSectionValues(section, values), [section]);

  const onSubmit = async (values: Record<string, unknown>, form: { getRegisteredFields(): string[] }) => {
    const final = cleanSectionValues(section, finalizeSectionValues(section, values));
    if (!sameValues(final, lastSentRef.current)) {
      lastSentRef.current = final;
      send(editDraft({ ...ref, values: final }));
    }
    const outcome = await sendAndAwait<AnyEventAction>((correlationId) => submitSectionCommand(ref, { correlationId }));
    if (sectionSubmitFailed.match(outcome)) {
      const fields = new Set(form.getRegisteredFields());
      return submissionErrorsOf(outcome.payload.error, (path) => fields.has(path));
    }
    send(continueAfterSection(ref));
    return undefined;
  };

  return (
    <Form<Record<string, unknown>>
      initialValues={initial}
      onSubmit={onSubmit}
      // Nothing: every keystroke re-rendered the whole section (issue 14 §3 INP). Each field, the autosave, the save
      // line and the actions follow the form through their own subscriptions.
      subscription={{}}
      render={({ handleSubmit }) => (
        <form onSubmit={submitAfterPaint(handleSubmit)} noValidate>
          <DraftAutosave draft={ref} clean={clean} lastSentRef={lastSentRef} />
          <SectionFields applicationId={applicationId} section={section} />
          <SaveStatus save={draftSaveStatusOf(draftStatus)} onRetry={() => send(retryDraftSave(ref))} />
          <FormActions label="Save and continue" busyLabel="Saving your answers…" />
        </form>
      )}
    />
  );
});

function SectionFormPage({ applicationId, section }: { applicationId: string; section: FormSection }) {
  const send = useSend();
  const select = useMemo(() => makeSelectSectionPage(applicationId, section), [applicationId, section]);
  const view = useProjection(select);
  // The form takes its initial values once (the view's change with every keystroke): the same object on every
  // render of this section, so the memoised form does not render again while the person types.
  const [initial, setInitial] = useState<{ key: string; values: Record<string, unknown> } | null>(null);
  const key = `${applicationId}/${section}`;
  if (view.phase === 'ready' && initial?.key !== key) setInitial({ key, values: view.initialValues });
  // Taken again after any loading: right after a move to another section the projection still shows the previous
  // one's view for a render (its selector changes in an effect), and the loading view that follows clears that.
  if (view.phase !== 'ready' && initial !== null) setInitial(null);
  return (
    <Page title={SECTION_TITLES[section]} lead={SECTION_LEADS[section]} nav={<ApplicationNav applicationId={applicationId} />} kind="form">
      <BackLink to={overviewPath(applicationId)} label="Back to application" />
      <StepProgress current={SECTION_ORDER.indexOf(section) + 1} total={SECTION_ORDER.length} noun="Section" label="Application form progress" />
      {view.phase === 'loading' ? <Loading label="Loading your answers…" /> : null}
      {view.phase === 'error' ? (
        <Alert tone="error">
          <p>{view.message}</p>
          <Button variant="secondary" onClick={() => send(retrySectionForm({ applicationId, section }))}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {view.phase === 'ready' ? (
        // Should the fields' code still be on its way when the answers are here, the page stays as it was while loading.
        <Suspense fallback={<Loading label="Loading your answers…" />}>
          <SectionForm key={key} applicationId={applicationId} section={section} initialValues={initial?.key === key ? initial.values : view.initialValues} />
        </Suspense>
      ) : null}
    </Page>
  );
}

/**
 * `/applications/:applicationId/sections/:section` (§2 application form sections; issue #3 §2): the form of one of
 * the seven sections (declarations has its own page). Opening it opens the section's draft (a draft kept on this
 * device after a reload is restored first); leaving saves what is pending. A bad id → the applicants list; an unknown
 * section → the overview (the epic sends them).
 */
export function SectionPage() {
  const { applicationId = '', section = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openSectionForm({ applicationId, section }));
    return () => send(closeSectionForm({ applicationId, section }));
  }, [applicationId, section, send]);
  // The form's fields load while the answers do; a failed load is tried again when the form renders.
  useEffect(() => {
    if (isFormSection(section)) preloadSectionFields(section).catch(() => undefined);
  }, [section]);
  if (!isFormSection(section)) {
    return (
      <Page title="Application form" kind="form">
        <Loading />
      </Page>
    );
  }
  return <SectionFormPage applicationId={applicationId} section={section} />;
}

/** The route module's page. */
export const Component = SectionPage;
