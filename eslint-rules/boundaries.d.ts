import type { Rule } from 'eslint';

/** Types of boundaries.js, for its test. */
export type ServerLayer = { name: string; paths: string[]; isolated?: boolean };
export const SERVER_LAYERS: ServerLayer[];
export function serverLayer(
  file: string,
): { rank: number; layer: ServerLayer; prefix: string } | null;
export function boundaryViolation(
  from: string,
  target: string | null,
  specifier: string,
  typeOnly?: boolean,
): string | null;
declare const rule: Rule.RuleModule;
export default rule;
