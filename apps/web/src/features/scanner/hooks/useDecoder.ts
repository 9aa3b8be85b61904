import { useEffect } from 'react';
import { type Decoder, decoder, retainDecoder } from '../worker/decoder-client';

/** The shared decoder worker, kept alive while a component using it is mounted. */
export function useDecoder(): Decoder {
  useEffect(() => retainDecoder(), []);
  return decoder;
}
