import { describe, expect, it } from 'vitest';
import { build, makeDraft } from '../templates/test-drafts';
import { disclaimerStart } from './disclaimer';
import { renderHtml } from './render-html';

/** LEGAL.md H13 in the HTML rendering: the notice after the signatures is a section apart. */
describe('renderHtml, the notice outside the deed', () => {
  it('closes the signature block, then puts the notice in its own section, last', () => {
    const doc = build(makeDraft());
    const html = renderHtml(doc);
    const section = html.indexOf('<section class="contract-disclaimer"><h2 id="notice-title"');
    expect(section).toBeGreaterThan(html.lastIndexOf('</div>'));
    expect(html.slice(section)).toContain('modèle de contrat type');
    expect(html.slice(0, section)).not.toContain('modèle de contrat type');
    expect(html.endsWith('</section></article>')).toBe(true);
    expect(disclaimerStart(doc.elements)).toBe(doc.elements.findIndex((el) => el.id === 'notice-title'));
  });
  it('a document without signatures has no such section', () => {
    expect(renderHtml(build(makeDraft({ type_contrat: [] })))).not.toContain('contract-disclaimer');
  });
});
