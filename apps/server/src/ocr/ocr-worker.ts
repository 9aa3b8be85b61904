import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { tesseractOptions } from './language-data.js';
import { likelyVariant, measure, type Page, prepare, type Variant } from './preprocess.js';
import { prepareReceipt, smoothReceipt } from './receipt-preprocess.js';

// One OCR thread (ocr-pool.ts starts them, decisions 0064 and 0066): a photo measured and prepared
// (preprocess.ts) and read by Tesseract, its lines and their confidence answered. The engine
// (tesseract.js, WebAssembly) runs in a thread of its own that this one starts and keeps; the model
// comes from node_modules.

export type OcrWord = { text: string; confidence: number };
/** A line read, with the engine's confidence (0–1) in it and in each of its words. */
export type OcrLine = { text: string; confidence: number; words: OcrWord[] };
/**
 * What to read a photo as: a variant, or the one its measures make likely (`likely`: dots joined for
 * an ink-jet print, plain text otherwise), or the other one (`unlikely`: a second look when the first
 * found nothing).
 */
export type VariantChoice = Variant | 'likely' | 'unlikely';
export type OcrRequest = { id: number; bytes: Uint8Array; variants: VariantChoice[] };
export type OcrReply =
  | { ready: true }
  | { id: number; reads: Array<{ variant: Variant; lines: OcrLine[] }> }
  | { id: number; unreadable: true }
  | { id: number; failed: string };

const port = parentPort;
if (!port) throw new Error('ocr-worker.ts runs as a worker thread (ocr-pool.ts starts it).');

// A till prints capitals without accents (Lidl: mixed case); an accented capital read is a VAT letter
// gone wrong (« A » read « À »).
const RECEIPT_CHARACTERS =
  "0123456789 ,.-/*%€:'&()+#=ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzàâçéèêëîïôùûü";

/** The characters a label prints: fewer choices, fewer lookalikes read (a 7 as « f »). */
const WHITELIST: Record<Variant, string> = {
  plain: "0123456789/.-:'’ ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÀÂÇÉÈÊàâçéèêô",
  // An ink-jet coder prints capitals and digits only.
  'joined-dots': "0123456789/.-:' ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  receipt: RECEIPT_CHARACTERS,
  'receipt-smooth': RECEIPT_CHARACTERS,
  'receipt-whole': RECEIPT_CHARACTERS,
};

const engine = await createWorker('fra', OEM.LSTM_ONLY, tesseractOptions());
// The engine's own notes (« Detected 10 diacritics ») would go to the server's standard output. The
// image is the text alone, straightened (preprocess.ts): one block of a few lines, no page to lay out.
await engine.setParameters({ debug_file: '/dev/null', tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
let whitelist = '';

/** The last photo's measures: a second look at it (the unlikely variant) does not measure it again. */
let last: { key: string; page: Page } | null = null;

async function measured(bytes: Uint8Array): Promise<Page> {
  const key = createHash('sha1').update(bytes).digest('hex');
  if (last?.key !== key) last = { key, page: await measure(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)) };
  return last.page;
}

/** The last receipt prepared: its second look (`receipt-smooth`) does not prepare it again. */
let lastReceipt: { key: string; png: Buffer } | null = null;

async function preparedReceipt(bytes: Uint8Array): Promise<Buffer> {
  const key = createHash('sha1').update(bytes).digest('hex');
  if (lastReceipt?.key !== key) {
    lastReceipt = { key, png: await prepareReceipt(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)) };
  }
  return lastReceipt.png;
}

/** The image the engine reads for `variant`. */
async function imageOf(bytes: Uint8Array, variant: Variant): Promise<Buffer> {
  switch (variant) {
    // A receipt has its own preparation (receipt-preprocess.ts): the paper found and straightened, no
    // label's measures to take; its other looks (decision 0074) smoothed, or without the paper looked for.
    case 'receipt':
      return preparedReceipt(bytes);
    case 'receipt-smooth':
      return smoothReceipt(await preparedReceipt(bytes));
    case 'receipt-whole':
      return prepareReceipt(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), { whole: true });
    default:
      return prepare(await measured(bytes), variant);
  }
}

async function read(bytes: Uint8Array, variant: Variant): Promise<OcrLine[]> {
  const image = await imageOf(bytes, variant);
  if (whitelist !== WHITELIST[variant]) {
    whitelist = WHITELIST[variant];
    await engine.setParameters({ tessedit_char_whitelist: whitelist });
  }
  const { data } = await engine.recognize(image, {}, { blocks: true, text: false });
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        confidence: line.confidence / 100,
        words: line.words.map((word) => ({ text: word.text, confidence: word.confidence / 100 })),
      })),
    ),
  );
}

function resolve(choice: VariantChoice, page: Page): Variant {
  if (choice !== 'likely' && choice !== 'unlikely') return choice;
  const likely = likelyVariant(page);
  if (choice === 'likely') return likely;
  return likely === 'plain' ? 'joined-dots' : 'plain';
}

port.on('message', async ({ id, bytes, variants }: OcrRequest) => {
  let reply: OcrReply;
  try {
    const reads: Array<{ variant: Variant; lines: OcrLine[] }> = [];
    for (const choice of variants) {
      const variant = choice === 'likely' || choice === 'unlikely' ? resolve(choice, await measured(bytes)) : choice;
      reads.push({ variant, lines: await read(bytes, variant) });
    }
    reply = { id, reads };
  } catch (error) {
    // sharp refuses what is not a readable picture (a truncated JPEG): the photo's fault, not a bug.
    const message = error instanceof Error ? error.message : String(error);
    reply = /Input buffer|unsupported image format|corrupt|premature end/i.test(message)
      ? { id, unreadable: true }
      : { id, failed: error instanceof Error ? (error.stack ?? message) : message };
  }
  port.postMessage(reply);
});

port.postMessage({ ready: true } satisfies OcrReply);
