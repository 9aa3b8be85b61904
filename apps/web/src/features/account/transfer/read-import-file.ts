import { transferFileKind } from '@glouton/core/domain';
import { NEWER_VERSION } from './transfer-messages';

/**
 * The file read as JSON, or why it cannot be imported. It is read and checked on the device before the
 * import's confirmation: a file that is not an export (another app's JSON, a photo) or one from a newer
 * Glouton is refused there, nothing sent and nothing asked. Its marks only (`format`, `version`): the
 * server checks the rest and says where a damaged file is.
 */
export type ReadFile = { ok: true; document: unknown } | { ok: false; message: string };

export async function readImportFile(file: File): Promise<ReadFile> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: 'Le fichier n’a pas pu être lu. Choisissez-le à nouveau.' };
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    document = undefined;
  }
  const kind = transferFileKind(document);
  if (kind === 'export') return { ok: true, document };
  if (kind === 'newer') return { ok: false, message: `«\u00a0${file.name}\u00a0»\u00a0: ${NEWER_VERSION}` };
  return {
    ok: false,
    message: `«\u00a0${file.name}\u00a0» n’est pas un export Glouton (un fichier .json téléchargé depuis «\u00a0Mes données\u00a0»).`,
  };
}
