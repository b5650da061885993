/**
 * One editor comment as the Word renderer needs it (« Dossier pour votre juriste »): the paragraph
 * it is anchored to, who wrote it, when (ISO date) and what. Built from the stored comments by
 * server/use-cases/contract-document.ts; crosses to the render process as JSON.
 */
export type DocxComment = { elementId: string; author: string; date: string; text: string };
