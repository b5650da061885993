import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractElement } from '@core/schemas/document';
import { StaticWorkspace } from './static-workspace';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const paragraphs = (count: number): ContractElement[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `el-${i}`,
    type: 'paragraph',
    style: 'ContractBody',
    runs: [{ text: `Paragraphe ${i + 1}` }],
  }));

const painted = (container: HTMLElement) =>
  [...container.querySelectorAll('.ProseMirror > [data-element-id]')].map((el) =>
    el.getAttribute('data-element-id'),
  );

function renderWorkspace(elements: ContractElement[]) {
  return render(
    <MemoryRouter>
      <StaticWorkspace
        title="Affiche du festival"
        elements={elements}
        comments={[]}
        scrollbar={0}
        onScale={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('the contract painted while the editor loads (StaticWorkspace)', () => {
  it('paints the first 40 elements at once, then 30 more per task, in order, until all are', () => {
    const elements = paragraphs(125);
    const { container } = renderWorkspace(elements);
    expect(painted(container)).toEqual(elements.slice(0, 40).map((el) => el.id));
    act(() => vi.advanceTimersToNextTimer());
    expect(painted(container)).toHaveLength(70);
    act(() => vi.advanceTimersToNextTimer());
    expect(painted(container)).toHaveLength(100);
    act(() => vi.advanceTimersToNextTimer());
    expect(painted(container)).toEqual(elements.map((el) => el.id));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('paints a short contract whole, with no later step', () => {
    const elements = paragraphs(12);
    const { container } = renderWorkspace(elements);
    expect(painted(container)).toEqual(elements.map((el) => el.id));
    expect(vi.getTimerCount()).toBe(0);
  });
});
