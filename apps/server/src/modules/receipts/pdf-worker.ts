import { parentPort } from 'node:worker_threads';
// The legacy build: the modern one assumes what Node 20 lacks (Promise.withResolvers, Map.groupBy).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { inflatesWithin } from './pdf-inflate-check.js';

// The thread that reads a PDF e-receipt's text layer (decision 0069), here rather than on the event
// loop: a PDF is a program of sorts (compressed streams, fonts), and a hostile one may be slow or large.
// The reader bounds it from outside (a heap limit, a time limit); here, pages and text are bounded.

export type PdfRequest = { id: number; bytes: Uint8Array };
export type PdfReply =
  | { ready: true }
  | { id: number; text: string }
  | { id: number; refused: 'no-text' | 'too-many-pages' | 'unreadable' }
  | { id: number; failed: string };

/** An e-receipt is a page or two; past this, it is no receipt (and the page count of a bomb is bounded). */
export const PDF_MAX_PAGES = 20;
/** Characters kept: a receipt of a hundred articles is 5 000. */
export const PDF_MAX_TEXT = 64 * 1024;

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (pdf-text.ts starts it).');

type Item = { str: string; x: number; y: number; width: number; size: number };

/**
 * A page's text runs as lines: runs whose baselines are within half a letter's height are one line,
 * read left to right; a gap wider than a third of a letter between two runs is a space (a till's
 * columns, the article and its amount, are separate runs).
 */
function linesOf(items: Item[]): string[] {
  const rows: { y: number; size: number; items: Item[] }[] = [];
  for (const item of items) {
    const row = rows.find((candidate) => Math.abs(candidate.y - item.y) <= Math.max(candidate.size, item.size) / 2);
    if (row) row.items.push(item);
    else rows.push({ y: item.y, size: item.size, items: [item] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => {
      const sorted = row.items.sort((a, b) => a.x - b.x);
      let line = '';
      let end: number | null = null;
      for (const item of sorted) {
        const gap = end === null ? 0 : item.x - end;
        line += gap > item.size / 3 && !line.endsWith(' ') && !item.str.startsWith(' ') ? ` ${item.str}` : item.str;
        end = item.x + item.width;
      }
      return line.trimEnd();
    });
}

async function read(bytes: Uint8Array): Promise<Omit<Extract<PdfReply, { id: number }>, 'id'>> {
  // A compressed stream that would inflate past the budget (a Flate bomb) is refused before pdfjs.
  if (!inflatesWithin(bytes)) return { refused: 'unreadable' };
  let document: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    document = await getDocument({
      data: bytes,
      // Text only: no fonts loaded, no script run, nothing fetched.
      disableFontFace: true,
      isEvalSupported: false,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch {
    return { refused: 'unreadable' };
  }
  try {
    if (document.numPages > PDF_MAX_PAGES) return { refused: 'too-many-pages' };
    const lines: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length < PDF_MAX_TEXT; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.length === 0) continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
        items.push({ str: item.str, x, y, width: item.width, size: Math.hypot(a, b) || item.height || 10 });
      }
      for (const line of linesOf(items)) {
        lines.push(line);
        length += line.length + 1;
      }
      page.cleanup();
    }
    const text = lines.join('\n').slice(0, PDF_MAX_TEXT);
    return text.trim().length === 0 ? { refused: 'no-text' } : { text };
  } catch {
    return { refused: 'unreadable' };
  } finally {
    await document.destroy();
  }
}

port.on('message', ({ id, bytes }: PdfRequest) => {
  read(bytes).then(
    (answer) => port.postMessage({ id, ...answer } as PdfReply),
    (error: unknown) =>
      port.postMessage({ id, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});

port.postMessage({ ready: true } satisfies PdfReply);
