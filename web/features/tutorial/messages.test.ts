// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TUTORIAL_CONTEXTS } from './contexts';
import { pickExpression } from '@web/components/mascot/expression';
import { HIGHLIGHT_IDS } from './message';
import { tutorialMessageSchema } from './message-schema';

describe('tutorial messages', () => {
  const all = Object.values(TUTORIAL_CONTEXTS).flat();

  it('are valid docs/product.md §3 tutorial messages with unique ids', () => {
    for (const message of all) expect(tutorialMessageSchema.parse(message)).toEqual(message);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
  });

  it('has six welcome messages (docs/product.md §2)', () => {
    expect(TUTORIAL_CONTEXTS.welcome).toHaveLength(6);
  });

  it('only highlights the element ids listed in docs/product.md §2, and uses every one of them', () => {
    const used = all.map((m) => m.highlight).filter((id): id is string => id !== null);
    for (const id of used) expect(HIGHLIGHT_IDS).toContain(id);
    expect(new Set(used)).toEqual(new Set(HIGHLIGHT_IDS));
  });

  it('shows every mascot expression somewhere', () => {
    const expressions = new Set(all.map((m) => pickExpression(m.text)));
    expect(expressions).toEqual(new Set(['happy', 'pensive', 'motivated', 'default']));
  });
});
