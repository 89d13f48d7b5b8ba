/** Customer-facing names of the §4 customer stages; the table lives in src/domain (the ops view shows them too). */
export { CUSTOMER_STAGE_LABELS } from '../../../domain/customerStageLabels';
