import type { PushPayload } from '@glouton/core/schemas';

/**
 * What a module asks the push channel to show. `url`: a page of the app, as a path under its base
 * (`/`, `/products`); `productIds`: what « Ajouter à la liste » puts on the shopping list; `topic`: a newer
 * notification with the same topic replaces an older one not yet delivered (and the one on screen).
 */
export type PushMessage = {
  title: string;
  body: string;
  url: string;
  productIds?: readonly number[];
  topic?: string;
};

/** The daily digest's topic, unless a message says otherwise. */
export const DIGEST_TOPIC = 'rappel-du-jour';

/**
 * Push services take 4096 bytes of encrypted body. One aes128gcm record of 4096 bytes holds its header
 * (salt 16, record size 4, key id length 1, key id 65), the AEAD tag (16) and the padding delimiter (1):
 * what is left is the largest payload (RFC 8188, RFC 8291).
 */
export const PAYLOAD_MAX_BYTES = 4096 - 86 - 16 - 1;
const TITLE_MAX = 100;
const PRODUCTS_MAX = 50;
/** A Topic header is at most 32 characters of the URL-safe base64 alphabet (RFC 8030). */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const cut = (text: string, length: number) => {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, Math.max(length - 1, 0)).join('')}…`;
};

/**
 * The payload's JSON, within PAYLOAD_MAX_BYTES: the title is cut at 100 characters, the products at 50,
 * then the body as much as needed (ending with « … »), never the address.
 */
export function encodePayload(message: PushMessage): { json: string; topic: string } {
  const topic = message.topic ?? DIGEST_TOPIC;
  if (!TOPIC.test(topic)) throw new Error(`Invalid push topic: ${topic}`);
  if (!message.url.startsWith('/')) throw new Error('A push message opens a path of the app, starting with /');
  const payload: PushPayload = {
    title: cut(message.title, TITLE_MAX),
    body: message.body,
    url: message.url,
    productIds: [...new Set(message.productIds ?? [])].slice(0, PRODUCTS_MAX),
    tag: topic,
  };
  let json = JSON.stringify(payload);
  if (bytes(json) > PAYLOAD_MAX_BYTES) {
    // The longest body that fits: a search over its length in characters.
    const chars = [...message.body];
    let [low, high] = [0, chars.length];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const fits = bytes(JSON.stringify({ ...payload, body: cut(message.body, middle) })) <= PAYLOAD_MAX_BYTES;
      if (fits) low = middle;
      else high = middle - 1;
    }
    json = JSON.stringify({ ...payload, body: cut(message.body, low) });
    if (bytes(json) > PAYLOAD_MAX_BYTES) throw new Error('The push message does not fit in one payload');
  }
  return { json, topic };
}
