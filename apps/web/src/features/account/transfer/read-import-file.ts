/** The file read as JSON, or why it cannot be imported; nothing is sent for a file that is not JSON. */
export type ReadFile = { ok: true; document: unknown } | { ok: false; message: string };

export async function readImportFile(file: File): Promise<ReadFile> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: 'Le fichier n’a pas pu être lu. Choisissez-le à nouveau.' };
  }
  try {
    const document: unknown = JSON.parse(text);
    // An export is an object: a list or a number is JSON, but certainly not one.
    if (typeof document === 'object' && document !== null && !Array.isArray(document)) return { ok: true, document };
  } catch {
    // Not JSON: told below.
  }
  return {
    ok: false,
    message: `«\u00a0${file.name}\u00a0» n’est pas un export Glouton (un fichier .json téléchargé depuis «\u00a0Mes données\u00a0»).`,
  };
}
