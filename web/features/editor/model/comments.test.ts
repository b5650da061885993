// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cancelComment,
  commentsToSave,
  createComment,
  editComment,
  groupByArticle,
  reanchor,
  saveComment,
} from './comments';

const now = new Date('2025-03-01T10:00:00.000Z');
const later = new Date('2025-03-02T11:00:00.000Z');
const make = (id: string, elementId = 'e2', elementIndex = 2) =>
  createComment({ id, elementId, elementIndex, selectedText: 'x'.repeat(70), user: null, now });

describe('comment lifecycle (docs/product.md §4)', () => {
  it('is created empty, in editing mode, with the default user and 50 characters of context', () => {
    expect(make('c1')).toMatchObject({
      text: '',
      isEditing: true,
      user: 'Utilisateur',
      selectedText: 'x'.repeat(50),
      date: now.toISOString(),
    });
    expect(
      createComment({
        id: 'c',
        elementId: 'e',
        elementIndex: 0,
        selectedText: '',
        user: 'Camille Martin',
        now,
      }).user,
    ).toBe('Camille Martin');
  });

  it('saving an empty text deletes it; saving text updates text and date', () => {
    expect(saveComment([make('c1')], 'c1', '   ', later)).toEqual([]);
    const saved = saveComment([make('c1')], 'c1', ' À revoir ', later);
    expect(saved[0]).toMatchObject({
      text: 'À revoir',
      date: later.toISOString(),
      isEditing: false,
    });
  });

  it('cancelling an empty new comment deletes it; cancelling an edit keeps the saved text', () => {
    expect(cancelComment([make('c1')], 'c1')).toEqual([]);
    const saved = saveComment([make('c1')], 'c1', 'Texte', later);
    const editing = editComment(saved, 'c1');
    expect(editing[0]!.isEditing).toBe(true);
    expect(cancelComment(editing, 'c1')[0]).toMatchObject({ text: 'Texte', isEditing: false });
  });

  it('follows its element when elements move, and never loses a comment whose element vanished', () => {
    const list = saveComment([make('c1', 'e2', 2)], 'c1', 'Texte', later);
    expect(reanchor(list, ['e0', 'e2', 'e1'])[0]).toMatchObject({
      elementId: 'e2',
      elementIndex: 1,
    });
    expect(reanchor(list, ['e0', 'e1'])[0]).toMatchObject({ elementId: 'e1', elementIndex: 1 });
  });

  it('groups by article in document order and saves no UI state or empty draft', () => {
    const list = [...saveComment([make('a', 'e5', 5)], 'a', 'A', later), make('b', 'e1', 1)];
    const articles = [
      { id: 'a-1', index: 2, label: 'Article 1 – Objet' },
      { id: 'a-2', index: 4, label: 'Article 2 – Droits cédés' },
    ];
    expect(groupByArticle(list, articles).map((g) => [g.label, g.comments.length])).toEqual([
      ['Début du contrat', 1],
      ['Article 2 – Droits cédés', 1],
    ]);
    const twoInOne = [make('x', 'e6', 6), make('y', 'e4', 4)];
    expect(groupByArticle(twoInOne, articles)).toMatchObject([
      { label: 'Article 2 – Droits cédés', comments: [{ id: 'y' }, { id: 'x' }] },
    ]);
    expect(commentsToSave(list)).toEqual([
      {
        id: 'a',
        elementId: 'e5',
        elementIndex: 5,
        text: 'A',
        date: later.toISOString(),
        user: 'Utilisateur',
        selectedText: 'x'.repeat(50),
      },
    ]);
  });
});
