import type { Run } from '../schemas/document';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * One run as inline HTML: the only tags are strong, em, u and mark (DESIGN §1); a line break
 * typed by the user becomes <br>.
 */
export function runToHtml(run: Run): string {
  let html = escapeHtml(run.text).replace(/\r?\n/g, '<br>');
  if (run.highlight) html = `<mark>${html}</mark>`;
  if (run.underline) html = `<u>${html}</u>`;
  if (run.italic) html = `<em>${html}</em>`;
  if (run.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** A paragraph's runs as inline HTML (the editor's `text` field, SPEC §3). */
export function runsToHtml(runs: readonly Run[]): string {
  return runs.map(runToHtml).join('');
}

/** A paragraph's runs as plain text. */
export function runsToText(runs: readonly Run[]): string {
  return runs.map((r) => r.text).join('');
}
