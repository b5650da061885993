/**
 * Saves a downloaded file (PDF, Word, JSON export) under `name` through a temporary link, without
 * opening a window. The object URL is revoked once the browser has taken the download.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
