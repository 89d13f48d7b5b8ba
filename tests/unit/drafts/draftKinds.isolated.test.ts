import { draftKindOf } from '../../../src/client/kernel/drafts/draftKinds';
import { servicingStepDraft } from '../../../src/client/kernel/drafts/draftRef';

const APP = '6f1c7c52-8f0e-4a39-9d7e-2b1f2f6f1a01';
const REQUEST = '7a2d8e63-9f1f-4b4a-8e8f-3c2a3b4c5d02';

// Isolated: the table is module state, and this file checks it before and after the servicing feature loads.
describe('draft kinds: the save queue learns a servicing step’s kind from the servicing feature, not from the kernel', () => {
  it('knows an application section from the start, and a servicing step only once the servicing feature has loaded', async () => {
    expect(draftKindOf({ applicationId: APP, section: 'liens' })?.logFields).toEqual({ section: 'liens' });
    const step = servicingStepDraft(APP, REQUEST, 'home-listing');
    expect(draftKindOf(step)).toBeNull();

    await import('../../../src/client/features/servicing');
    const kind = draftKindOf(step);
    expect(kind?.logFields).toEqual({ step: 'home-listing' });
    const request = kind?.saveRequest(3, { listing_date: '2026-12-01', list_price: '500000', agent_name: 'A', agent_phone: '2125550100', agent_email: 'a@example.com', expected_closing_date: '2027-01-15' });
    expect(request && { method: request.method, path: request.path, body: request.body }).toEqual({
      method: 'PUT',
      path: `v1/customer/servicing-request/${REQUEST}/steps/home-listing/`,
      body: expect.objectContaining({ revision: 3 }),
    });
  });
});
