/**
 * The product's short name: the spec's `{product}` placeholder (§3 `{product}-refinance`,
 * `authorize-{product}-appraisal`, "{product} Refi Docs", the `{product}RefinanceTask` data group). Every value built
 * from the placeholder is built from this one constant, so renaming the product is a one-line change.
 */
export const PRODUCT_SHORT_NAME = 'hei' as const;

/** The short name as customers read it in labels ("HEI Refi Docs"). */
export const PRODUCT_SHORT_LABEL = 'HEI' as const;

/** The product's full name as customers read it. */
export const PRODUCT_NAME = 'Home Equity Investment' as const;

/** The §3 request type `{product}-refinance`. */
export const PRODUCT_REFINANCE = `${PRODUCT_SHORT_NAME}-refinance` as const;
/** The §3 step kind `authorize-{product}-appraisal`. */
export const PRODUCT_APPRAISAL_STEP = `authorize-${PRODUCT_SHORT_NAME}-appraisal` as const;
/** The §3 servicing document category "{product} Refi Docs". */
export const PRODUCT_REFI_DOCS = `${PRODUCT_SHORT_NAME}-refi-docs` as const;
