import { parentPort } from 'node:worker_threads';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { tesseractOptions } from './language-data.js';
import { prepareForOcr, type Variant } from './preprocess.js';
import { prepareReceipt } from './receipt-preprocess.js';

// One OCR thread (ocr-pool.ts starts them, docs/decisions/0064): a photo prepared (preprocess.ts) and
// read by Tesseract, its lines and their confidence answered. The engine (tesseract.js, WebAssembly)
// runs in a thread of its own that this one starts and keeps; the model comes from node_modules.

export type OcrLine = { text: string; confidence: number };
export type OcrRequest = { id: number; bytes: Uint8Array; variants: Variant[] };
export type OcrReply =
  | { ready: true }
  | { id: number; reads: Array<{ variant: Variant; lines: OcrLine[] }> }
  | { id: number; unreadable: true }
  | { id: number; failed: string };

const port = parentPort;
if (!port) throw new Error('ocr-worker.ts runs as a worker thread (ocr-pool.ts starts it).');

/** The characters a label prints: fewer choices, fewer lookalikes read (a 7 as « f »). */
const WHITELIST: Record<Variant, string> = {
  plain: "0123456789/.-:'’ ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÀÂÇÉÈÊàâçéèêô",
  // An ink-jet coder prints capitals and digits only.
  'joined-dots': "0123456789/.-:' ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  // A till prints capitals without accents (Lidl: mixed case); an accented capital read is a VAT
  // letter gone wrong (« A » read « À »).
  receipt: "0123456789 ,.-/*%€:'&()+#=ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzàâçéèêëîïôùûü",
};

const engine = await createWorker('fra', OEM.LSTM_ONLY, tesseractOptions());
// The engine's own notes (« Detected 10 diacritics ») would go to the server's standard output.
await engine.setParameters({ debug_file: '/dev/null' });
let whitelist = '';

async function read(bytes: Uint8Array, variant: Variant): Promise<OcrLine[]> {
  const photo = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const image = variant === 'receipt' ? await prepareReceipt(photo) : await prepareForOcr(photo, variant);
  if (whitelist !== WHITELIST[variant]) {
    whitelist = WHITELIST[variant];
    // One block of text: a label is a few lines; a receipt, straightened and cropped to its paper, one
    // column whose amounts stay on their article's line (a column search would split them apart).
    await engine.setParameters({ tessedit_char_whitelist: whitelist, tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  }
  // `rotateAuto`: the engine straightens a label held askew (±10°) before reading it; a receipt comes
  // straightened by its preparation.
  const { data } = await engine.recognize(image, { rotateAuto: variant !== 'receipt' }, { blocks: true, text: false });
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({ text: line.text.trim(), confidence: line.confidence / 100 })),
    ),
  );
}

port.on('message', async ({ id, bytes, variants }: OcrRequest) => {
  let reply: OcrReply;
  try {
    const reads: Array<{ variant: Variant; lines: OcrLine[] }> = [];
    for (const variant of variants) reads.push({ variant, lines: await read(bytes, variant) });
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
