/**
 * A guided preview: « Pourquoi cette clause ? » under each article, kept out
 * of the contract text, and the preview following the wizard's step.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderText } from '@core/document';
import { buildContract } from '@core/templates/build-contract';
import { clauseNote } from '@core/templates/clause-notes';
import { TYPES, makeDraft } from '@core/templates/test-drafts';
import { ContractView } from './contract-view';
import { PreviewPanel } from './preview-panel';
import { sections } from './sections';
import { stepTargets } from './step-targets';
import { FLASH_MS } from './use-preview-follow';

const TODAY = new Date(2026, 10, 21);
const combined = makeDraft({ type_contrat: [...TYPES.combined], remuneration_image: '300' });

describe('clause notes in the preview', () => {
  it('puts a closed « Pourquoi cette clause ? » disclosure under every article heading', () => {
    const doc = buildContract(combined, { today: TODAY });
    const { container } = render(<ContractView doc={doc} />);
    const headings = screen.getAllByRole('heading', { level: 5 });
    const notes = container.querySelectorAll('details[data-testid="clause-note"]');
    expect(notes.length).toBe(headings.length);
    for (const heading of headings) {
      const details = heading.nextElementSibling as HTMLDetailsElement;
      expect(details.tagName).toBe('DETAILS');
      expect(details.open).toBe(false);
      expect(details.querySelector('summary')?.textContent).toBe('Pourquoi cette clause\u202F?');
    }
    expect(container.textContent).toContain(clauseNote('a-rights'));
  });

  it('never puts a note in the copied text (the document), whatever the article', () => {
    const text = renderText(buildContract(combined, { today: TODAY }));
    expect(text).not.toContain('Pourquoi cette clause');
    expect(text).not.toContain(clauseNote('a-rights'));
    expect(text).not.toContain(clauseNote('i-object'));
  });
});

describe('preview sections', () => {
  it('cuts the parties, each article and the signatures into their own sections', () => {
    const doc = buildContract(combined, { today: TODAY });
    const keys = sections(doc.elements).map((s) => s.key);
    expect(keys.slice(0, 3)).toEqual(['title', 'subtitle', 'parties']);
    expect(keys).toContain('a-remuneration');
    expect(keys).toContain('signatures');
    const law = sections(doc.elements).find((s) => s.key === 'law')!;
    expect(law.elements.every((el) => el.id === 'law' || el.id.startsWith('law-'))).toBe(true);
  });

  it('maps each step to the clause it writes: the price at step 5 when paid, the scope when free', () => {
    expect(stepTargets(1, combined)).toEqual(['title']);
    expect(stepTargets(3, combined)).toEqual(['parties']);
    expect(stepTargets(5, combined)[0]).toBe('a-remuneration');
    expect(stepTargets(5, makeDraft({ type_cession: 'Gratuite' }))[0]).toBe('a-scope');
    expect(stepTargets(6, combined)).toEqual([]);
  });
});

describe('preview follow', () => {
  afterEach(() => vi.useRealTimers());

  it('on a step change, scrolls the preview box (not the page) to the clause and flashes it ~1.5 s', async () => {
    const scrollTo = vi.fn();
    const pageScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // jsdom has no layout: make the box scrollable.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    HTMLElement.prototype.scrollTo = scrollTo as unknown as typeof HTMLElement.prototype.scrollTo;
    const { container, rerender } = render(
      <PreviewPanel draft={combined} today={TODAY} step={4} />,
    );
    const price = () => container.querySelector('[data-section="a-remuneration"]')!;
    // The text is fetched apart from the wizard's first screen (lazy-preview.ts).
    await waitFor(() => expect(price()).not.toBeNull());
    vi.useFakeTimers();
    expect(price().classList.contains('clause-flash')).toBe(false);

    rerender(<PreviewPanel draft={combined} today={TODAY} step={5} />);
    expect(price().classList.contains('clause-flash')).toBe(true);
    const box = screen.getByTestId('contract-preview');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(scrollTo.mock.contexts.at(-1)).toBe(box);
    expect(pageScroll).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(FLASH_MS));
    expect(price().classList.contains('clause-flash')).toBe(false);
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    vi.restoreAllMocks();
  });

  it('jumps without smooth scrolling when the user prefers reduced motion', async () => {
    const scrollTo = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    HTMLElement.prototype.scrollTo = scrollTo as unknown as typeof HTMLElement.prototype.scrollTo;
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce') }));
    vi.stubGlobal('matchMedia', matchMedia);
    const { container, rerender } = render(
      <PreviewPanel draft={combined} today={TODAY} step={2} />,
    );
    await waitFor(() => expect(container.querySelector('[data-section]')).not.toBeNull());
    rerender(<PreviewPanel draft={combined} today={TODAY} step={3} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    vi.restoreAllMocks();
  });
});
