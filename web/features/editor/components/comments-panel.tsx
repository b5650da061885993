import { groupByArticle, type EditorComment } from '../model/comments';
import type { Section } from '../model/element-ops';
import { MESSAGES } from '../messages';
import { CommentCard } from './comment-card';

type Props = {
  comments: EditorComment[];
  /** The article headings (the sections panel's list), which name the groups. */
  articles: readonly Section[];
  onSave: (id: string, text: string) => void;
  onCancel: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onFocusElement: (elementId: string) => void;
};

/**
 * Right panel (docs/product.md §2): comments grouped by the article they sit in, named like it
 * (« Article 6 – Rémunération »; « Début du contrat » before the first article).
 */
/** The panel's heading: where « Afficher les commentaires » takes a phone reader. */
export const COMMENTS_HEADING_ID = 'editor-comments-heading';

export function CommentsPanel({
  comments,
  articles,
  onSave,
  onCancel,
  onEdit,
  onDelete,
  onFocusElement,
}: Props) {
  const groups = groupByArticle(comments, articles);
  return (
    <aside
      aria-label="Commentaires"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <h2
        id={COMMENTS_HEADING_ID}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-800 focus:outline-none"
      >
        Commentaires
      </h2>
      {groups.length === 0 ? (
        <div className="text-sm text-slate-600">
          <p className="font-medium">{MESSAGES.noComments}</p>
          <p className="mt-1">{MESSAGES.noCommentsHint}</p>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-label={group.label}>
            <h3 className="mb-1 text-xs font-semibold text-slate-600">{group.label}</h3>
            <ul className="flex flex-col gap-2">
              {group.comments.map((c) => (
                <CommentCard
                  key={`${c.id}-${c.isEditing}`}
                  comment={c}
                  onSave={(text) => onSave(c.id, text)}
                  onCancel={() => onCancel(c.id)}
                  onEdit={() => onEdit(c.id)}
                  onDelete={() => {
                    onDelete(c.id);
                    // The pressed button goes with its comment: focus stays in the panel, on its
                    // heading, not on <body> thousands of pixels above.
                    requestAnimationFrame(() =>
                      document.getElementById(COMMENTS_HEADING_ID)?.focus(),
                    );
                  }}
                  onFocusElement={() => onFocusElement(c.elementId)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </aside>
  );
}
