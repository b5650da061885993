import type { ContractDocument } from '@core/schemas/document';
import { AppError } from '../errors';
import { renderDocx } from './docx/render-docx';
import { buildContract } from '@core/templates/build-contract';
import { assertPrintable, assertRenderable, normaliseDocument, prepareForLayout } from './limits';
import type { ChildReply, RenderTask } from './render-pool';
import { TypstCompileError } from './pdf/typst-engine';
import { withBreakableWords } from './pdf/breakable-words';
import renderPdfTask from './pdf/worker';

/**
 * One render process of the pool (render-pool.ts): receives `{ id, kind, document }` (the
 * document cloned through the channel) or `{ id, kind, answers }` (a draft it builds the contract
 * of), answers the file's bytes or an error code. Making long tokens breakable, normalising and
 * costing the text (limits.ts) also happen here, off the server's event loop: on a hostile 1 MB
 * body they take ~0.1 s. The document is stringified once, here, for Typst.
 * Bundled as dist/server/render-child.js (tsup.config.ts).
 */

/**
 * The task's document: the one sent, or the contract its answers build, checked as the server
 * checks a document it sends (pdf-renderer.ts): the answers were validated, so these only guard.
 */
function documentOf(task: RenderTask): ContractDocument {
  if (task.document) return task.document;
  const { draft, today, title } = task.answers;
  const built = buildContract(draft, { today: new Date(today) });
  const doc = withFlatText(title === undefined ? built : { ...built, title });
  assertRenderable(doc);
  assertPrintable(doc);
  return doc;
}

/**
 * The built contract with each run's text copied into one flat string. The templates assemble
 * text by concatenation, which V8 keeps as a tree of pieces; the passes before layout read every
 * character three times (long tokens, normalisation, cost), and on those trees they took 4.9 ms of
 * the largest contract against 1.25 ms on flat copies, which cost ~0.2 ms to make
 * (docs/decisions/0019). A document cloned through the channel arrives flat already.
 */
function withFlatText(doc: ContractDocument): ContractDocument {
  for (const el of doc.elements)
    if (el.type === 'paragraph')
      for (const run of el.runs) run.text = Buffer.from(run.text, 'utf16le').toString('utf16le');
  return doc;
}

async function handle(message: RenderTask & { id: number }): Promise<ChildReply> {
  const started = performance.now();
  const doc = documentOf(message);
  if (message.kind === 'docx') {
    const bytes = await renderDocx(normaliseDocument(doc), { comments: message.comments });
    return { id: message.id, ok: true, bytes, ms: performance.now() - started };
  }
  const prepared = prepareForLayout(withBreakableWords(doc), message.maxLayoutCost);
  const result = await renderPdfTask({
    documentJson: JSON.stringify(prepared),
    engine: message.engine,
    layout: message.layout,
  });
  return { id: message.id, ok: true, bytes: result.pdf, engine: result.engine, ms: result.ms };
}

function failure(id: number, error: unknown): ChildReply {
  if (error instanceof AppError) return { id, ok: false, code: error.code, message: error.message };
  // Typst refusing the text (e.g. its own nesting limit) is a property of the document: 422.
  if (error instanceof TypstCompileError)
    return { id, ok: false, code: 'RENDER_FAILED', detail: error.message.slice(0, 500) };
  return { id, ok: false, code: 'INTERNAL', detail: String(error).slice(0, 500) };
}

/** Answers the parent; a parent gone meanwhile (killed server) ends this process quietly. */
function reply(message: ChildReply | { ready: true }) {
  if (!process.connected) process.exit(0);
  process.send?.(message, undefined, undefined, (error) => {
    if (error) process.exit(0);
  });
}

process.on('message', (message: RenderTask & { id: number }) => {
  handle(message).then(reply, (error: unknown) => reply(failure(message.id, error)));
});
// The parent closing the channel (server stopped or killed) ends this process too.
process.on('disconnect', () => process.exit(0));

// Engines load before the first task, and a few pages of styled French text are laid out once
// (fonts, hyphenation patterns, the template's functions): the first real contract after a
// process is replaced (deadline) then takes its usual tens of milliseconds, not a cold second.
const WARM_UP: ContractDocument = {
  title: 'Clausier',
  lang: 'fr',
  elements: Array.from({ length: 24 }, (_, i) => ({
    id: `w${i}`,
    type: 'paragraph' as const,
    style:
      i % 6 === 0
        ? ('ContractArticle' as const)
        : i === 23
          ? ('ContractSignature' as const)
          : ('ContractBody' as const),
    runs: [
      {
        text: `Article ${i} – L’Auteur cède au Cessionnaire, à titre exclusif, les droits de reproduction et de représentation de l’œuvre « Forêt d’automne », `,
        bold: i % 6 === 0,
      },
      { text: 'pour le monde entier et pour la durée prévue ci-après.', italic: true },
    ],
  })),
};
await renderPdfTask({ documentJson: JSON.stringify(WARM_UP) });
reply({ ready: true });
