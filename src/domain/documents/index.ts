/**
 * The §3 document catalogue as data (types, customer-facing labels, catalogue categories, document-type groups, the
 * special set, hints) and the issue #4 upload rules (allowed types, size limit, the per-file check). Pure; shared by
 * the portal and the sandbox.
 */
export { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from './categories';
export { DOCUMENT_STATUS_LABELS } from './statusLabels';
export { DOCUMENT_TYPE_GROUPS, type DocumentTypeGroup } from './groups';
export { DOCUMENT_CATALOGUE, type DocumentTypeInfo } from './catalogue';
export {
  documentTypeInfo,
  documentTypeLabel,
  isUploadableDocumentType,
  SPECIAL_DOCUMENT_TYPES,
  UPLOAD_PICKER_GROUPS,
  type DocumentTypeOptionGroup,
} from './lookups';
export {
  ALLOWED_UPLOAD_TYPES_TEXT,
  checkFile,
  UPLOAD_ACCEPT,
  UPLOAD_CONTENT_TYPE_LABELS,
  uploadContentTypeOf,
  type FileFacts,
} from './uploadRules';
export { MAX_UPLOAD_BYTES } from '../constants';
