import { TextDecoder } from 'node:util';

// French recipe sites still serve latin1 / windows-1252 pages: decode with the charset the server or the
// page announces, UTF-8 otherwise (the HTML default today), the way a browser would.

/** `charset=utf-8` in a meta tag, quoted or not; the optional quote is a group so the spaces cannot be split two ways. */
const CHARSET_IN_TAG = /charset\s*=\s*(?:["']\s*)?([\w.:-]+)/i;
/** Browsers look for the meta charset in the first 1024 bytes; pages are sloppier, so look a bit further. */
const SNIFF_BYTES = 4096;

/** The `charset` parameter of a Content-Type header, if any. */
export function charsetFromContentType(contentType: string | null): string | null {
  const match = contentType ? /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType) : null;
  return match?.[1] ?? null;
}

/** A BOM wins, then the header, then `<meta charset>` / `<meta http-equiv content="…; charset=…">`. */
export function decodeHtml(bytes: Uint8Array, contentType: string | null): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decoderFor('utf-8').decode(bytes);
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, SNIFF_BYTES));
  const label = charsetFromContentType(contentType) ?? metaCharset(head) ?? 'utf-8';
  const decoder = decoderFor(label);
  const text = decoder.decode(bytes);
  return decoder.encoding === 'windows-1252' ? text.replace(/[\u0080-\u009f]/g, fromC1) : text;
}

/**
 * The charset of the first `<meta … charset=…>` (`<meta charset>` or `http-equiv` with a content type).
 * Each tag is read once, from "<meta" to its ">": a pattern spanning both ("<meta[^>]+charset…") tried
 * again from every "<meta" of a hostile head took seconds on 4 KB.
 */
function metaCharset(head: string): string | null {
  const metas = /<meta(?![\w-])/gi;
  for (let match = metas.exec(head); match; match = metas.exec(head)) {
    const end = head.indexOf('>', metas.lastIndex);
    const tag = head.slice(metas.lastIndex, end === -1 ? head.length : end);
    const label = CHARSET_IN_TAG.exec(tag)?.[1];
    if (label) return label;
    if (end === -1) return null;
    metas.lastIndex = end + 1;
  }
  return null;
}

/**
 * Node 20's windows-1252 decoder reads bytes 0x80–0x9F as latin1 control characters instead of "€", "œ",
 * "’"… (fixed in later Node versions): put the right letters back. The 5 unassigned bytes stay as they are.
 */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const fromC1 = (char: string) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80] ?? char;

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    // An unknown label: UTF-8, and undecodable bytes become U+FFFD instead of failing the import.
    return new TextDecoder('utf-8');
  }
}
