import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { importErrorMessage } from './import-messages';

const failure = (code: 'import-address-refused' | 'import-address-unsupported') =>
  new ApiError({ status: 400, code, message: 'refusée' });

describe('importErrorMessage', () => {
  it('says a page leading to ftp (or another non-web address) is not a web page, not that it is private', () => {
    const message = importErrorMessage(failure('import-address-unsupported'));
    expect(message).toContain('http ou https');
    expect(message).not.toContain('privée');
  });

  it('keeps saying a local or private address is one', () => {
    expect(importErrorMessage(failure('import-address-refused'))).toContain('locale ou privée');
  });
});
