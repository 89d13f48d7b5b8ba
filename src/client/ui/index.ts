/** Presentational components: no HTTP, storage, timers or deps — they render props and call callbacks. */
export { Alert, type AlertProps } from './Alert';
export { BackLink } from './BackLink';
export { Button, type ButtonProps } from './Button';
export { ChoiceField, type Choice, type ChoiceFieldProps } from './form/ChoiceField';
export { FormError } from './form/FormError';
export { SelectField, type SelectFieldProps } from './form/SelectField';
export { TextField, type TextFieldProps } from './form/TextField';
export { visibleFieldError } from './form/fieldError';
export { Loading } from './Loading';
export { Page, type PageProps } from './Page';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
