import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { EditorComment } from '../model/comments';
import { formatDateTimeFr } from '@web/lib/date-time-fr';
import { SELECTED_TEXT_MAX } from '@core/schemas/comment';

/** The stored quote keeps 50 characters (docs/product.md §9): a cut one says so with « … ». */
export const quoted = (text: string) =>
  Array.from(text).length >= SELECTED_TEXT_MAX ? `${text.trimEnd()}…` : text;

/** « 27 novembre 2026 à 8 h 40 », as the rest of the interface writes a moment. */
const dateFr = (iso: string) => formatDateTimeFr(new Date(iso));

type Props = {
  comment: EditorComment;
  onSave: (text: string) => void;
  onCancel: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onFocusElement: () => void;
};

/**
 * One comment: shown, or edited in place (created empty and in editing mode, docs/product.md §4).
 */
export function CommentCard({
  comment,
  onSave,
  onCancel,
  onEdit,
  onDelete,
  onFocusElement,
}: Props) {
  const [draft, setDraft] = useState(comment.text);
  return (
    <li
      tabIndex={-1}
      className="rounded-md border border-slate-200 bg-white p-2 text-sm focus-visible:outline-2 focus-visible:outline-focus"
      data-comment-id={comment.id}
      data-comment-element={comment.elementId}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium text-slate-800">{comment.user}</span>
        <time dateTime={comment.date} className="text-xs text-slate-600">
          {dateFr(comment.date)}
        </time>
      </div>
      {comment.selectedText && (
        <button
          type="button"
          onClick={onFocusElement}
          className="mt-1 block w-full cursor-pointer truncate border-l-2 border-amber-400 pl-2 text-left text-xs text-slate-600 italic"
        >
          « {quoted(comment.selectedText)} »
        </button>
      )}
      {comment.isEditing ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onSave(draft);
          }}
        >
          <textarea
            // A new comment is typed at once.
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={5000}
            rows={3}
            aria-label="Texte du commentaire"
            className="w-full rounded-md border border-slate-500 p-2 text-sm focus:border-brand-600"
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              Annuler
            </Button>
            <Button type="submit" size="sm">
              Valider
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="mt-1 whitespace-pre-wrap text-slate-800">{comment.text}</p>
          <div className="mt-1 flex justify-end gap-1">
            <Button variant="ghost" size="sm" aria-label="Modifier le commentaire" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Supprimer le commentaire"
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
