import { DOCUMENT_TYPE, type DocumentType } from '../../contract/documentEnums';
import { DOCUMENT_CATALOGUE, type DocumentTypeInfo } from './catalogue';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from './categories';

/** The catalogue row of `type` (§3 document record: label, category, group, flags, hint). */
export function documentTypeInfo(type: DocumentType): DocumentTypeInfo {
  return DOCUMENT_CATALOGUE[type];
}

/** The customer-facing label of `type`, e.g. `'drivers-license'` → `'Driver’s license'`. */
export function documentTypeLabel(type: DocumentType): string {
  return DOCUMENT_CATALOGUE[type].label;
}

/** True when `value` is a §3 document type a customer may choose when uploading (e.g. from a `?type=` query). */
export function isUploadableDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPE.values as readonly string[]).includes(value) && DOCUMENT_CATALOGUE[value as DocumentType].uploadable;
}

/** The §3 special set (designed list, see {@link DOCUMENT_CATALOGUE}), in catalogue order. */
export const SPECIAL_DOCUMENT_TYPES: readonly DocumentType[] = DOCUMENT_TYPE.values.filter((t) => DOCUMENT_CATALOGUE[t].special);

/** One `<optgroup>` of the upload picker: a category heading and the types a customer may choose in it. */
export interface DocumentTypeOptionGroup {
  category: DocumentCategory;
  label: string;
  options: ReadonlyArray<{ type: DocumentType; label: string }>;
}

/**
 * The upload picker's choices: every uploadable type, grouped by §3 category in catalogue order (categories with no
 * uploadable type are left out).
 */
export const UPLOAD_PICKER_GROUPS: readonly DocumentTypeOptionGroup[] = DOCUMENT_CATEGORIES.map((category) => ({
  category,
  label: DOCUMENT_CATEGORY_LABELS[category],
  options: DOCUMENT_TYPE.values
    .filter((type) => DOCUMENT_CATALOGUE[type].category === category && DOCUMENT_CATALOGUE[type].uploadable)
    .map((type) => ({ type, label: DOCUMENT_CATALOGUE[type].label })),
})).filter((g) => g.options.length > 0);
