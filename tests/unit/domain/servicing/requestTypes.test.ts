import { DOCUMENT_TYPE } from '../../../../src/contract/documentEnums';
import { SERVICING_REQUEST_TYPE } from '../../../../src/contract/enums';
import {
  PRODUCT_APPRAISAL_STEP, PRODUCT_REFI_DOCS, PRODUCT_REFINANCE, SERVICING_DOCUMENT_CATEGORY, SERVICING_STEP_KIND,
  SERVICING_TASK_TYPE, STEP_VALUES,
} from '../../../../src/contract/servicing';
import { documentTypeLabel } from '../../../../src/domain/documents';
import {
  documentsForStep, SERVICING_CATEGORY_LABELS, SERVICING_REQUESTS, SERVICING_TASK_TYPES, STEP_KINDS,
} from '../../../../src/domain/servicing';

const types = SERVICING_REQUEST_TYPE.values;
const rows = types.map((t) => [t, SERVICING_REQUESTS[t]] as const);

describe('issue 11 §1: the servicing table covers the §3 request types', () => {
  it('has exactly the 10 request types, {product} spelled from the one constant', () => {
    expect(Object.keys(SERVICING_REQUESTS).sort()).toEqual([...types].sort());
    expect(types).toHaveLength(10);
    expect(types).toContain(PRODUCT_REFINANCE);
    expect(PRODUCT_REFINANCE).toBe('hei-refinance');
    expect(SERVICING_STEP_KIND.values).toContain(PRODUCT_APPRAISAL_STEP);
    expect(SERVICING_DOCUMENT_CATEGORY.values).toContain(PRODUCT_REFI_DOCS);
    expect(SERVICING_CATEGORY_LABELS[PRODUCT_REFI_DOCS]).toBe('HEI Refi Docs');
  });

  it.each(rows)('%s has ordered steps, each used once, a label, a sentence and help', (_type, info) => {
    expect(info.steps.length).toBeGreaterThan(0);
    expect(new Set(info.steps).size).toBe(info.steps.length);
    expect(info.label.trim()).not.toBe('');
    expect(info.sentence).toMatch(/\.$/);
    expect(info.help.trim()).not.toBe('');
  });

  it.each(rows)('%s asks for documents only on its own steps', (_type, info) => {
    for (const d of info.documents) expect(info.steps).toContain(d.step);
  });

  it('uses every one of the 12 step kinds, each with a title, a sentence and help', () => {
    const used = new Set(Object.values(SERVICING_REQUESTS).flatMap((r) => r.steps));
    expect([...used].sort()).toEqual([...SERVICING_STEP_KIND.values].sort());
    for (const kind of SERVICING_STEP_KIND.values) {
      expect(STEP_KINDS[kind].title.trim()).not.toBe('');
      expect(STEP_KINDS[kind].asks.trim()).not.toBe('');
      expect(STEP_KIND_HAS_VALUES(kind)).toBe(true);
    }
  });

  it('uses every §3 servicing task type, each labelled with help', () => {
    const used = new Set(Object.values(SERVICING_REQUESTS).flatMap((r) => r.documents.map((d) => d.task_type)));
    for (const taskType of SERVICING_TASK_TYPE.values) {
      expect(used).toContain(taskType);
      expect(SERVICING_TASK_TYPES[taskType].label.trim()).not.toBe('');
      expect(SERVICING_TASK_TYPES[taskType].help.trim()).not.toBe('');
    }
  });

  it('asks for every §3 servicing document upload type, each a known, labelled document type', () => {
    const asked = new Set(Object.values(SERVICING_REQUESTS).flatMap((r) => r.documents.map((d) => d.document_type)).filter((d) => d !== null));
    for (const documentType of [
      'marriage-certificate', 'mortgage-statement', 'improvement-receipts', 'improvement-photos-before', 'improvement-photos-after',
      'proof-of-name-change', 'purchase-agreement', 'payoff-statement', 'subordination-request', 'mortgage-information',
      'title-lien-release', 'trust-agreement', 'homeowners-insurance-policy', 'flood-insurance-policy',
    ] as const) {
      expect(asked).toContain(documentType);
    }
    for (const d of asked) {
      expect(DOCUMENT_TYPE.values).toContain(d);
      expect(documentTypeLabel(d).trim()).not.toBe('');
    }
  });

  it('reaches every servicing document category, each labelled', () => {
    const reached = new Set(Object.values(SERVICING_REQUESTS).map((r) => r.category));
    expect([...reached].sort()).toEqual([...SERVICING_DOCUMENT_CATEGORY.values].sort());
    expect(Object.values(SERVICING_CATEGORY_LABELS)).toEqual(['Servicing', 'Buyout Docs', 'Home Sale Docs', 'Subordination Docs', 'HEI Refi Docs', 'Other Docs']);
  });

  it('needs manager approval for the subordination of a mortgage refinance only', () => {
    expect(types.filter((t) => SERVICING_REQUESTS[t].needsApproval)).toEqual(['mortgage-refinance']);
    expect(SERVICING_REQUESTS['mortgage-refinance'].steps).toContain('subordination-request');
  });

  it('settles the investment through a buyout, a sale or a refinance, each ending with the payoff step', () => {
    const settling = types.filter((t) => SERVICING_REQUESTS[t].settles);
    expect(settling.sort()).toEqual(['hei-refinance', 'home-sale', 'owner-buyout']);
    for (const t of settling) {
      expect(SERVICING_REQUESTS[t].steps.at(-1)).toBe('acknowledge-payoff-and-accept-wire-details');
      expect(SERVICING_REQUESTS[t].steps).toContain(PRODUCT_APPRAISAL_STEP);
      expect(documentsForStep(t, 'acknowledge-payoff-and-accept-wire-details').map((d) => d.task_type)).toEqual(['servicing--payoff-request']);
    }
  });

  it('hands start-new-application to the new-application flow and nothing else', () => {
    expect(types.filter((t) => SERVICING_REQUESTS[t].transfers)).toEqual(['start-new-application']);
  });

  it('asks the three insurance updates for their own policy on the upload step', () => {
    expect(documentsForStep('hoi-update', 'hoi-upload').map((d) => d.document_type)).toEqual(['homeowners-insurance-policy']);
    expect(documentsForStep('hoi-update-flood', 'hoi-upload').map((d) => d.document_type)).toEqual(['flood-insurance-policy']);
    expect(documentsForStep('hoi-update-master', 'hoi-upload').map((d) => d.title)).toEqual(['Master policy declarations page']);
  });
});

/** Every step kind has a values codec that accepts an empty draft. */
function STEP_KIND_HAS_VALUES(kind: (typeof SERVICING_STEP_KIND.values)[number]): boolean {
  return STEP_VALUES[kind].is({});
}
