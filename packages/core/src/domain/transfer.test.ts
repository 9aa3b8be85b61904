import { describe, expect, it } from 'vitest';
import { TRANSFER_FORMAT, TRANSFER_VERSION, transferFileKind } from './transfer.js';

describe('transferFileKind', () => {
  it.each([
    [{ format: TRANSFER_FORMAT, version: 1 }, 'export'],
    [{ format: TRANSFER_FORMAT, version: TRANSFER_VERSION }, 'export'],
    [{ format: TRANSFER_FORMAT, version: TRANSFER_VERSION + 1 }, 'newer'],
    [{ format: TRANSFER_FORMAT, version: 0 }, 'not-an-export'],
    [{ format: TRANSFER_FORMAT, version: '4' }, 'not-an-export'],
    [{ format: TRANSFER_FORMAT, version: 4.5 }, 'not-an-export'],
    [{ format: 'autre-chose', version: 1 }, 'not-an-export'],
    [{ name: 'Lait' }, 'not-an-export'],
    [[{ format: TRANSFER_FORMAT, version: 1 }], 'not-an-export'],
    [null, 'not-an-export'],
    [42, 'not-an-export'],
    [undefined, 'not-an-export'],
  ] as const)('%j → %s', (document, kind) => {
    expect(transferFileKind(document)).toBe(kind);
  });
});
