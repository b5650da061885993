export const NOT_JSON_MESSAGE = 'Le fichier doit être au format JSON';
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** docs/product.md §5: only JSON files — by type (application/json) or by a .json name. */
export function isJsonFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /^application\/json\b/i.test(file.type) || /\.json$/i.test(file.name);
}
