import { DOCUMENT_SOURCE, DOCUMENT_STATUS, DOCUMENT_TYPE, ENVELOPE_STATUS, SIGNATURE_FIELD_KIND, SIGNER_STATUS, UPLOAD_CONTENT_TYPE } from '../../contract/documentEnums';
import { APPROVAL_STATUS, BACKGROUND_TASK_STATUS, CLOSED_LOST_OUTCOME, CUSTOMER_STAGE_PROGRESS, INTERNAL_STAGE, REQUEST_STATUS, SERVICING_REQUEST_TYPE, TASK_STATUS } from '../../contract/enums';
import { SECTION_NAME, SECTION_STATUS, WIZARD_STAGE } from '../../contract/sectionEnums';
import { SERVICING_DOCUMENT_CATEGORY, SERVICING_STEP_KIND, SERVICING_TASK_TYPE } from '../../contract/servicing/enums';
import { FIELD_ERROR_KIND, PAGE_NAME, TASK_NAME } from '../../contract/trackingPlan';

/*
 * The allow-list of a diagnostic's values (docs/diagnostics.md "The allow-list"). A value is kept only when it is one
 * of the product's own words below — where the application and its documents, tasks and requests stand, which step
 * or page, which kind of error — never because it "looks harmless". None of these lists holds a person's answer: the
 * answers' own enumerations (property type, marital status, state, ownership, income, denial reasons) are left out.
 */

/**
 * The names of the client's cached queries (kernel/api; one per application-form section, `section:liens`): `query/*`
 * events name them. A test keeps the list whole.
 */
export const DIAGNOSTIC_QUERY_NAMES: readonly string[] = [
  ...SECTION_NAME.values.map((section) => `section:${section}`),
  'agreementSummary', 'application', 'applicationForm', 'applicationList', 'applicationProfiles', 'backgroundTasks',
  'consents', 'creditReport', 'dealTeam', 'disbursementInstruction', 'documents', 'envelope', 'investment',
  'investmentEstimate', 'licensing', 'loggedUser', 'meetingSchedule', 'messages', 'payoffStatement', 'productRefinanceTask',
  'profile', 'servicingRequest', 'servicingRequests', 'servicingTaskGroups', 'servicingTasks', 'snapshots', 'states', 'tasks',
];

/** The §3 data groups (kernel/queryCache/dataGroups): `query/started` and `query/invalidate` name them. A test keeps the list whole. */
export const DIAGNOSTIC_DATA_GROUPS = [
  'ApplicationList', 'Application', 'ApplicationProfiles', 'ApplicationParties', 'Meeting', 'Declaration', 'Document',
  'DealTeam', 'EmailValidation', 'Income', 'Messages', 'Payoffs', 'Liens', 'ServicingTasks', 'ServicingTaskGroups',
  'UseOfProceeds', 'DocusignEnvelope', 'AgreementSummary', 'UserIncomes', 'BackgroundTasks', 'CreditReports',
  'CreditReportScores', 'Snapshots', 'Tasks', 'Actions', 'Property', 'PropertyFlag', 'MagicLink', 'OfferCalc',
  'DisbursementInstruction', 'FAQs', 'LicensingData', 'LoggedUser', 'States', 'ProductRefinanceTask',
  'TitleReportFixture', 'CheckUser',
] as const;

/**
 * The client's own words in event payloads (the reasons, steps and modes its action creators name), e.g. why a page
 * redirected (`invalid-id`, `not-found`) or how the bot check failed (`error`, `timeout`, `script`, `rejected`).
 */
export const DIAGNOSTIC_CLIENT_WORDS = [
  'acknowledge-statement', 'book', 'cancel', 'change-password', 'confirm-details', 'declarations', 'declined', 'error', 'faq',
  'forgotPassword', 'invalid-id', 'login-method', 'loginMethod', 'magicLink', 'magicLinkSent', 'manual', 'not-found',
  'not-sampled', 'ops', 'password', 'passwordRetrievalSent', 'qualification', 'refresh', 'rejected', 'reschedule',
  'resources', 'restored', 'script', 'search', 'sessions', 'signup', 'timeout', 'unknown-section', 'wire', 'command', 'event',
  'FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE',
] as const;

/** Every value a diagnostic keeps as it is (see the lists above and the contract's process enumerations). */
export const DIAGNOSTIC_KEPT_VALUES: ReadonlySet<string> = new Set<string>([
  ...DOCUMENT_TYPE.values, ...DOCUMENT_STATUS.values, ...DOCUMENT_SOURCE.values, ...UPLOAD_CONTENT_TYPE.values,
  ...ENVELOPE_STATUS.values, ...SIGNER_STATUS.values, ...SIGNATURE_FIELD_KIND.values,
  ...TASK_STATUS.values, ...REQUEST_STATUS.values, ...APPROVAL_STATUS.values, ...BACKGROUND_TASK_STATUS.values,
  ...INTERNAL_STAGE.values, ...Object.keys(CUSTOMER_STAGE_PROGRESS), ...CLOSED_LOST_OUTCOME.values, ...SERVICING_REQUEST_TYPE.values,
  ...SECTION_NAME.values, ...SECTION_STATUS.values, ...WIZARD_STAGE.values,
  ...SERVICING_STEP_KIND.values, ...SERVICING_TASK_TYPE.values, ...SERVICING_DOCUMENT_CATEGORY.values,
  ...FIELD_ERROR_KIND.values, ...PAGE_NAME.values, ...TASK_NAME.values,
  ...DIAGNOSTIC_QUERY_NAMES, ...DIAGNOSTIC_DATA_GROUPS, ...DIAGNOSTIC_CLIENT_WORDS,
]);

/**
 * Keys whose value is a form field's name (`forms/fieldErrorShown { field, kind }`): kept when it is shaped like a
 * field name (letters, digits, `_`, `.`, `-`, `[n]`), so a field error says which field, never what was in it.
 */
export const DIAGNOSTIC_FIELD_KEYS: ReadonlySet<string> = new Set(['field', 'fields']);

/**
 * Keys whose whole number is kept: statuses, counters and positions the reducers compare (a request's id, a page of the
 * signing task, an attempt). Every other number — amounts, sizes, dates as numbers — becomes 0.
 */
export const DIAGNOSTIC_NUMBER_KEYS: ReadonlySet<string> = new Set([
  'status', 'requestId', 'position', 'attempt', 'attempts', 'index', 'step', 'currentPage', 'lastPage', 'pendingPage',
  'count', 'progress', 'tasks_version', 'retryAfterS', 'currentLienIndex', 'currentQuestionIndex',
  'currentCoOwnerIndex', 'currentDeclarationApplicantIndex', 'currentCoapplicantIndex', 'currentRetryApplicantIndex',
]);

/**
 * The provider's words a diagnostic keeps: a document's `rejection_reason` is written by the deal team in the back
 * office (never typed by the customer) and is what support most needs to see the customer was shown.
 */
export const DIAGNOSTIC_PROVIDER_TEXT_KEYS: ReadonlySet<string> = new Set(['rejection_reason']);
