import { PRODUCT_REFI_DOCS, PRODUCT_SHORT_LABEL } from '../../contract/servicing/product';
import type { ServicingDocumentCategory } from '../../contract/servicing/enums';

/** §3 servicing document categories as customers read them (tasks and documents pages group by these, in this order). */
export const SERVICING_CATEGORY_LABELS: Readonly<Record<ServicingDocumentCategory, string>> = {
  servicing: 'Servicing',
  'buyout-docs': 'Buyout Docs',
  'home-sale-docs': 'Home Sale Docs',
  'subordination-docs': 'Subordination Docs',
  [PRODUCT_REFI_DOCS]: `${PRODUCT_SHORT_LABEL} Refi Docs`,
  'other-docs': 'Other Docs',
};
