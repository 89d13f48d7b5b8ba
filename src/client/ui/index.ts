/**
 * Presentational components: no HTTP, storage, timers or deps — they render props and call callbacks.
 *
 * Only what nearly every page uses is exported here: the build puts everything this index reaches into the chunk that
 * every page (the funnel's too) loads first. Fields that a few pages use (CheckboxField, CheckboxGroupField, YesNoField,
 * TextAreaField, MoneyField, WholeNumberField, NumberSelectField), the form footer FormActions and the field parts
 * (FieldParts, ChoiceParts, fieldIds) are imported from their own files under ./form, so they load with those pages.
 * Likewise the draft pieces (./drafts: DraftAutosave, SaveStatus, DraftSaveStatus) and the upload pieces (./uploads:
 * FileChooser, UploadRows), shared by the application form, the documents page and servicing requests (issue 11).
 */
export { Alert, type AlertProps } from './Alert';
export { BackLink } from './BackLink';
export { Button, type ButtonProps } from './Button';
export { ChoiceField, type Choice, type ChoiceFieldProps } from './form/ChoiceField';
export { FormError } from './form/FormError';
export { SelectField, type SelectFieldProps } from './form/SelectField';
export { TextField, type TextFieldProps } from './form/TextField';
export { visibleFieldError } from './form/fieldError';
export { Loading } from './Loading';
export { APP_TITLE, Page, PageShell, type PageProps } from './Page';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
