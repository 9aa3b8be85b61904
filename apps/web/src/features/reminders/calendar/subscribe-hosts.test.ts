import { describe, expect, it } from 'vitest';
import { isHomeOnly } from './subscribe-hosts';

const feed = (origin: string) => `${origin}/api/calendar/secret.ics`;

describe('isHomeOnly', () => {
  it('knows the addresses only a device at home can reach', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'https://10.0.0.5',
      'http://172.20.3.4',
      'http://[::1]:3000',
      'http://[fd12:3456::1]',
      'http://glouton:3000',
      'https://glouton.local',
      'https://nas.home.arpa',
    ]) {
      expect(isHomeOnly(feed(origin)), origin).toBe(true);
    }
  });

  it('lets a public name or address through', () => {
    for (const origin of [
      'https://glouton.example.fr',
      'http://203.0.113.7:3000',
      'https://172.32.0.1',
      'http://[2001:db8::1]',
    ]) {
      expect(isHomeOnly(feed(origin)), origin).toBe(false);
    }
  });
});
