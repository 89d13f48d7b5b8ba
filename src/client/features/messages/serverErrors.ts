/** A refused send as react-final-form submission errors (the shared kernel helper, where the messages forms look). */
export { submissionErrorsOf } from '../../kernel/forms/serverErrors';
