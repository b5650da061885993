/**
 * The DOM id of a registry field's input: derived from its key, so the step-6
 * checklist, the finalisation page and tests can reach the exact input « Compléter » names.
 * A form showing records of another kind (a client) passes a prefix so ids never collide.
 */
export const fieldDomId = (key: string, prefix?: string) =>
  `${prefix ? `${prefix}-` : ''}field-${key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
