import type { ServicingRequestType } from '../../../../../contract/enums';
import type { ServicingStepKind } from '../../../../../contract/servicing/enums';
import { PRODUCT_APPRAISAL_STEP } from '../../../../../contract/servicing/product';
import { policyName } from '../../labels';
import { AppraisalFields } from './AppraisalFields';
import { DocumentNoteFields, NameOfTrustFields, OtherChangeFields } from './ChangeFields';
import { ImprovementFields } from './ImprovementFields';
import { PayoffConfirmField } from './PayoffConfirmField';
import { PolicyDetailsFields } from './PolicyFields';
import { BuyoutFields, HomeListingFields, LenderFields, SubordinationFields } from './PlanFields';

/** The fields of a step screen, by step kind (issue 11 §2: all 12 §3 step kinds). */
export function StepFields({ kind, requestType, verifyPhone }: { kind: ServicingStepKind; requestType: ServicingRequestType; verifyPhone: string | null }) {
  switch (kind) {
    case 'buyout-request': return <BuyoutFields />;
    case PRODUCT_APPRAISAL_STEP: return <AppraisalFields requestType={requestType} />;
    case 'improvement-adjustment': return <ImprovementFields />;
    case 'acknowledge-payoff-and-accept-wire-details': return <PayoffConfirmField verifyPhone={verifyPhone} />;
    case 'home-listing': return <HomeListingFields />;
    case 'document-upload': return <DocumentNoteFields />;
    case 'third-party-lender-info': return <LenderFields />;
    case 'subordination-request': return <SubordinationFields />;
    case 'name-of-trust': return <NameOfTrustFields />;
    case 'other-change': return <OtherChangeFields />;
    case 'hoi-upload': return <DocumentNoteFields />;
    case 'hoi-policy-details': return <PolicyDetailsFields policy={policyName(requestType) ?? 'policy'} />;
  }
}
