/** How long a handed-over file's blob: URL stays valid: the browser reads it after the click. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Hands a file to the browser as a download, as a link with `download` would: a blob: URL on
 * a temporary link, clicked. Needs no fetch or frame permission from the page's CSP.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, REVOKE_AFTER_MS);
}
