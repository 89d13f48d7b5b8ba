/**
 * Presentational components: no HTTP, storage, timers or deps — they render props and call callbacks.
 *
 * Only what nearly every page uses is exported here: everything this index reaches loads with any page that imports
 * it. So no form piece is exported here: every field (TextField, ChoiceField, SelectField, CheckboxField, …), FormError,
 * visibleFieldError, the form footer FormActions and the field parts (FieldParts, ChoiceParts, fieldIds) are imported
 * from their own files under ./form, and a page that shows no form does not load the form library (issue 14 §2: the
 * wizard pages' first loads carried final-form through this index).
 * Likewise the draft pieces (./drafts: DraftAutosave, SaveStatus, DraftSaveStatus) and the upload pieces (./uploads:
 * FileChooser, UploadRows), shared by the application form, the documents page and servicing requests (issue 11).
 * The design system's Card, LinkButton, Pill and StepProgress are imported from their own files too: a re-export here
 * would put them in every page's first load, public pages included.
 */
export { Alert, type AlertProps } from './Alert';
export { BackLink } from './BackLink';
export { Button, type ButtonProps } from './Button';
export { Loading } from './Loading';
export { APP_TITLE, Page, PageShell, type PageProps } from './Page';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
