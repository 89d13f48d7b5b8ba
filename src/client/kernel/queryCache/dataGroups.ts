/**
 * The data groups held by the shared client cache (§3 "Data groups"). `{product}RefinanceTask` is spelled
 * `ProductRefinanceTask`, the product name being a placeholder in the spec.
 */
export const DATA_GROUPS = [
  'ApplicationList',
  'Application',
  'ApplicationProfiles',
  'ApplicationParties',
  'Meeting',
  'Declaration',
  'Document',
  'DealTeam',
  'EmailValidation',
  'Income',
  'Messages',
  'Payoffs',
  'Liens',
  'ServicingTasks',
  'ServicingTaskGroups',
  'UseOfProceeds',
  'DocusignEnvelope',
  'AgreementSummary',
  'UserIncomes',
  'BackgroundTasks',
  'CreditReports',
  'CreditReportScores',
  'Snapshots',
  'Tasks',
  'Actions',
  'Property',
  'PropertyFlag',
  'MagicLink',
  'OfferCalc',
  'DisbursementInstruction',
  'FAQs',
  'LicensingData',
  'LoggedUser',
  'States',
  'ProductRefinanceTask',
  'TitleReportFixture',
  'CheckUser',
] as const;

/** One §3 data group; queries are invalidated by group. */
export type DataGroup = (typeof DATA_GROUPS)[number];

/**
 * Groups refreshed when a customer change answers `has_changes: true` (§4): application, e-sign envelope,
 * declaration, documents, messages, liens, payoffs, servicing tasks, tasks.
 */
export const HAS_CHANGES_GROUPS: readonly DataGroup[] = [
  'Application',
  'DocusignEnvelope',
  'Declaration',
  'Document',
  'Messages',
  'Liens',
  'Payoffs',
  'ServicingTasks',
  'Tasks',
];

/** Groups refreshed after a profile patch or spouse update (§4): the application and its tasks. */
export const PROFILE_CHANGE_GROUPS: readonly DataGroup[] = ['Application', 'Tasks'];
