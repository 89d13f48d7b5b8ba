/**
 * A failed save or submit as react-final-form submission errors (each field error of a 400 at its field, the §8
 * sentence for the whole form): the shared kernel helper, re-exported where the section pages look for it.
 */
export { submissionErrorsOf } from '../../kernel/forms/serverErrors';
