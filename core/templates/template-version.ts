/**
 * The version of the contract templates (core/templates/). A contract records the version its
 * text was built with; once finalised, its document is kept as built (docs/contract-model.md), so
 * a later template change never rewrites it. Raise this when a change alters a generated
 * contract's text.
 */
export const TEMPLATE_VERSION = 'v3';
