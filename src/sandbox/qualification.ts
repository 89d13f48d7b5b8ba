import type { DisqualificationReason, PropertyType, QualificationDecision, QualificationRequest } from '../contract';
import type { SandboxConfig } from './config';
import { isSupportedState } from './states';

/** Property types the product does not invest in (§4 atypical_property). */
export const ATYPICAL_PROPERTY_TYPES: readonly PropertyType[] = ['manufactured-or-mobile-home', '10-acre-property-or-greater', 'other'];

/**
 * The largest investment the equity rule allows, USD: min(share × value, ltv × value − debt), floored at 0.
 * With the defaults: min(20 % of value, 80 % of value − debt).
 */
export function availableInvestmentUsd(valueUsd: number, debtUsd: number, equity: SandboxConfig['equity']): number {
  return Math.max(0, Math.min(equity.maxInvestmentShare * valueUsd, equity.maxCombinedLtv * valueUsd - debtUsd));
}

/**
 * §4 qualification decision from the answers given so far; a rule whose answers are missing is not applied yet.
 * Checked in the order the funnel asks: state → property type → home value → credit → equity. The first failing
 * rule is the reason. Rules and numbers: docs/sandbox.md "Qualification".
 */
export function decideQualification(
  r: QualificationRequest,
  config: Pick<SandboxConfig, 'supportedStates' | 'maxHomeValueUsd' | 'equity'>,
): QualificationDecision {
  const reason = firstReason(r, config);
  return { qualified: reason === null, reason };
}

function firstReason(
  r: QualificationRequest,
  config: Pick<SandboxConfig, 'supportedStates' | 'maxHomeValueUsd' | 'equity'>,
): DisqualificationReason | null {
  if (!isSupportedState(r.address.state, config.supportedStates)) return 'state_not_supported';
  if (r.property_type !== undefined && ATYPICAL_PROPERTY_TYPES.includes(r.property_type)) return 'atypical_property';
  if (r.estimated_value !== undefined && r.estimated_value > config.maxHomeValueUsd) return 'home_value_too_high';
  if (r.estimated_fico === 499) return 'fico_too_low';
  if (r.estimated_value !== undefined && r.estimated_debt !== undefined) {
    if (availableInvestmentUsd(r.estimated_value, r.estimated_debt, config.equity) < config.equity.minInvestmentUsd) {
      return 'minimum_investment_guideline_reached';
    }
  }
  return null;
}
