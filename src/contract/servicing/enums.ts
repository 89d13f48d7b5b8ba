import * as t from 'io-ts';
import { enumeration } from '../enums';
import { SERVICING_STEP_KIND_VALUES } from '../enumValues';
import { PRODUCT_REFI_DOCS } from './product';

/*
 * §3 servicing enumerations: step kinds, servicing task types and servicing document categories. The §3 request
 * types (`SERVICING_REQUEST_TYPE`) and the §4 request and approval statuses live in ../enums.ts with the others.
 */

/** §3 servicing step kinds, the 12 screens a servicing request can ask the homeowner (or the provider) to complete. */
export const SERVICING_STEP_KIND = enumeration('ServicingStepKind', SERVICING_STEP_KIND_VALUES);
export const ServicingStepKind = SERVICING_STEP_KIND.codec;
export type ServicingStepKind = t.TypeOf<typeof ServicingStepKind>;

/** §3 task types specific to servicing (the document-upload tasks of a request use the document type as task type). */
export const SERVICING_TASK_TYPE = enumeration('ServicingTaskType', [
  'servicing--proof-of-transfer-to-trust', 'servicing--payoff-request', 'servicing--improvement-adjustment',
  'property--home-owners-insurance',
] as const);
export const ServicingTaskType = SERVICING_TASK_TYPE.codec;
export type ServicingTaskType = t.TypeOf<typeof ServicingTaskType>;

/** §3 servicing document categories (labels: Servicing, Buyout Docs, Home Sale Docs, Subordination Docs, {product} Refi Docs, Other Docs). */
export const SERVICING_DOCUMENT_CATEGORY = enumeration('ServicingDocumentCategory', [
  'servicing', 'buyout-docs', 'home-sale-docs', 'subordination-docs', PRODUCT_REFI_DOCS, 'other-docs',
] as const);
export const ServicingDocumentCategory = SERVICING_DOCUMENT_CATEGORY.codec;
export type ServicingDocumentCategory = t.TypeOf<typeof ServicingDocumentCategory>;

/** Who acts on a step or a request next (designed): the homeowner, the servicing team, or a servicing manager. */
export const SERVICING_ACTOR = enumeration('ServicingActor', ['customer', 'provider', 'manager'] as const);
export const ServicingActor = SERVICING_ACTOR.codec;
export type ServicingActor = t.TypeOf<typeof ServicingActor>;

/**
 * Who made an entry of a request's history (designed): one of the {@link SERVICING_ACTOR}s, or `system` for what
 * happens by itself (a new-application request handed over at once).
 */
export const HISTORY_ACTOR = enumeration('HistoryActor', ['customer', 'provider', 'manager', 'system'] as const);
export const HistoryActor = HISTORY_ACTOR.codec;
export type HistoryActor = t.TypeOf<typeof HistoryActor>;

/**
 * What an entry of a request's history records (designed): the homeowner `submitted` the request, a step was
 * completed (`step-completed`, with its kind), a payoff statement was issued or acknowledged, the request's status
 * changed (`status-changed`: processing, completed, canceled, declined, on hold, open again, transferred), or its
 * manager approval changed (`approval-changed`: sent for approval, approved, declined).
 */
export const HISTORY_EVENT = enumeration('HistoryEvent', [
  'submitted', 'step-completed', 'payoff-issued', 'payoff-acknowledged', 'status-changed', 'approval-changed',
] as const);
export const HistoryEvent = HISTORY_EVENT.codec;
export type HistoryEvent = t.TypeOf<typeof HistoryEvent>;

/**
 * What a line of a payoff statement is (designed): the provider's share of the home value, the improvement credit,
 * the cap on the provider's return, the valuation fee, the lien-release recording fee, or an adjustment by the
 * servicing team. Credits are negative lines.
 */
export const PAYOFF_LINE_KIND = enumeration('PayoffLineKind', [
  'share-of-value', 'improvement-credit', 'cap-credit', 'valuation-fee', 'lien-release-fee', 'adjustment',
] as const);
export const PayoffLineKind = PAYOFF_LINE_KIND.codec;
export type PayoffLineKind = t.TypeOf<typeof PayoffLineKind>;

/** The valuations a homeowner can authorize (authorize-{product}-appraisal; designed). */
export const VALUATION_METHOD = enumeration('ValuationMethod', [
  'automated-valuation', 'exterior-only-appraisal', 'full-appraisal', 'sales-contract',
] as const);
export const ValuationMethod = VALUATION_METHOD.codec;
export type ValuationMethod = t.TypeOf<typeof ValuationMethod>;

/** Where the money for an owner buyout comes from (buyout-request; designed). */
export const BUYOUT_FUNDING_SOURCE = enumeration('BuyoutFundingSource', [
  'savings', 'cash-out-refinance', 'home-equity-loan', 'heloc', 'other',
] as const);
export const BuyoutFundingSource = BUYOUT_FUNDING_SOURCE.codec;
export type BuyoutFundingSource = t.TypeOf<typeof BuyoutFundingSource>;

/** Loan types of a new lender (third-party-lender-info; designed). */
export const LOAN_TYPE = enumeration('LoanType', [
  'rate-and-term-refinance', 'cash-out-refinance', 'heloc', 'home-equity-loan', 'reverse-mortgage', 'other',
] as const);
export const LoanType = LOAN_TYPE.codec;
export type LoanType = t.TypeOf<typeof LoanType>;

/** What a name-change-or-transfer-to-trust request changes (name-of-trust; designed). */
export const TITLE_CHANGE_KIND = enumeration('TitleChangeKind', ['transfer-to-trust', 'name-change'] as const);
export const TitleChangeKind = TITLE_CHANGE_KIND.codec;
export type TitleChangeKind = t.TypeOf<typeof TitleChangeKind>;

/** How the provider is named on a homeowners insurance policy (hoi-policy-details; designed). */
export const INSURED_INTEREST = enumeration('InsuredInterest', ['additional-insured', 'mortgagee', 'not-named'] as const);
export const InsuredInterest = INSURED_INTEREST.codec;
export type InsuredInterest = t.TypeOf<typeof InsuredInterest>;
