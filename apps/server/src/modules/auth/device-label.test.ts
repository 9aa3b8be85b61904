// @engine-independent: pure functions over user agents, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { deviceLabel, storedUserAgent } from './device-label.js';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet sur Android',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Safari sur iPad',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.103 Mobile/15E148 Safari/604.1',
      'Chrome sur iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge sur Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari sur macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox sur Linux'],
    ['curl/8.5.0', 'Appareil inconnu'],
    [null, 'Appareil inconnu'],
  ])('names %s « %s »', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('storedUserAgent', () => {
  it('keeps a trimmed, bounded header, and null for none', () => {
    expect(storedUserAgent('  Firefox  ')).toBe('Firefox');
    expect(storedUserAgent('   ')).toBeNull();
    expect(storedUserAgent(undefined)).toBeNull();
    expect(storedUserAgent('x'.repeat(600))).toHaveLength(512);
  });
});
