/**
 * Hands a Blob to the browser as a download. The export is fetched with the session's bearer header,
 * which a plain link cannot send, so the file is saved from memory through an object URL.
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
  // Some browsers (Safari) start reading the URL after click() returns: revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The server's names (decision 0034), for when `Content-Disposition` cannot be read. Paris's day, as
 * the server's; Intl rather than core's date helpers, which would load date-fns into this screen.
 */
export function fallbackFileName(kind: 'json' | 'csv', now: Date = new Date()): string {
  const day = parisDay.format(now);
  return kind === 'json' ? `glouton-${day}.json` : `glouton-placard-${day}.csv`;
}
