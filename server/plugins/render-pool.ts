import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPdfRenderer, type PdfRenderer } from '../render/pdf/pdf-renderer';

/** The name route plugins list in their `dependencies` (server/routes/route-plugin.ts). */
export const RENDER_POOL_PLUGIN = 'render-pool';

export type RenderPoolPluginOptions = {
  /** A render's deadline (config PDF_TASK_TIMEOUT_MS); pdf-renderer.ts's default without it. */
  taskTimeoutMs?: number;
  /** A renderer the caller made and closes itself (tests: a short deadline, no cost bound). */
  renderer?: PdfRenderer;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The render processes for PDF and Word files (server/render/render-pool.ts). */
    pdfRenderer: PdfRenderer;
  }
}

/**
 * One render pool per app, decorated as `app.pdfRenderer` and closed with the app. Creating it
 * costs nothing: its processes start with the first file (render-pool.ts), so the many test
 * suites that never render never pay for them.
 */
export const renderPoolPlugin = fp(
  async (app: FastifyInstance, options: RenderPoolPluginOptions) => {
    const renderer =
      options.renderer ?? createPdfRenderer({ taskTimeoutMs: options.taskTimeoutMs });
    app.decorate('pdfRenderer', renderer);
    if (!options.renderer) app.addHook('onClose', () => renderer.close());
  },
  { name: RENDER_POOL_PLUGIN },
);
