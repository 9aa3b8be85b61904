import { vi } from 'vitest';
import type { DecodedBarcode } from '../decode/decode';

/**
 * The decoder worker's boundary, faked: tests say what each call answers. Use with
 * `vi.mock('../worker/decoder-client', () => fakeDecoderModule)` (hoisted by Vitest).
 */
export const fakeDecoder = {
  warmUp: vi.fn(async () => undefined),
  decodeFrame: vi.fn(async (_frame: unknown): Promise<DecodedBarcode[]> => []),
  decodePhoto: vi.fn(async (_file: Blob): Promise<DecodedBarcode[]> => []),
};

export const fakeDecoderModule = {
  decoder: fakeDecoder,
  retainDecoder: () => () => undefined,
};

export function resetFakeDecoder() {
  fakeDecoder.warmUp.mockReset().mockResolvedValue(undefined);
  fakeDecoder.decodeFrame.mockReset().mockResolvedValue([]);
  fakeDecoder.decodePhoto.mockReset().mockResolvedValue([]);
}
