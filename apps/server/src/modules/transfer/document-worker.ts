import { parentPort } from 'node:worker_threads';
import { configureZod, type HouseholdExport, householdExportSchema, type ValidationIssue } from '@glouton/core/schemas';

// The thread that reads an import's document (docs/decisions/0061): up to 16 MiB of JSON parsed, then
// checked against the document's schema (20 000 products, their units and history, every reference),
// here rather than on the event loop, which meanwhile answers everyone else. One document at a time.

export type DocumentRequest = { id: number; bytes: Uint8Array };
export type DocumentReply =
  | { ready: true }
  | { id: number; document: HouseholdExport }
  | { id: number; invalidJson: 'empty' | 'syntax' }
  | { id: number; issues: ValidationIssue[] }
  | { id: number; failed: string };

const port = parentPort;
if (!port) throw new Error('document-worker.ts runs as a worker thread (document-reader.ts starts it).');
// The same French messages as the server's own validation.
configureZod();
const decoder = new TextDecoder();

function read(bytes: Uint8Array): Omit<Extract<DocumentReply, { id: number }>, 'id'> {
  const text = decoder.decode(bytes);
  if (text.length === 0) return { invalidJson: 'empty' };
  let json: unknown;
  try {
    // A `__proto__` key stays an own property here, and the strict schema refuses any key it does not know.
    json = JSON.parse(text);
  } catch {
    return { invalidJson: 'syntax' };
  }
  const parsed = householdExportSchema.safeParse(json);
  if (parsed.success) return { document: parsed.data };
  // Named as the route's own validation names them (`body.products.3.units.0.expiresOn`).
  return {
    issues: parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      code: issue.code,
      message: issue.message,
    })),
  };
}

port.on('message', ({ id, bytes }: DocumentRequest) => {
  let reply: DocumentReply;
  try {
    reply = { id, ...read(bytes) } as DocumentReply;
  } catch (error) {
    // A bug, not a bad file: the import fails as an internal error, and says why in the log.
    reply = { id, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

port.postMessage({ ready: true } satisfies DocumentReply);
