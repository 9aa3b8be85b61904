import type { HouseholdEvent } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

/** A single-use ticket that opens the household's event stream. */
export async function ticketFor(app: FastifyInstance, headers: Headers): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/events/ticket', headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { ticket: string; expiresInSeconds: number };
  expect(body.expiresInSeconds).toBe(30);
  expect(body.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return body.ticket;
}

type SseFrame = { event?: string; data?: string; retry?: string; comment?: string };

/** Reads a text/event-stream frame by frame (`headers`: what a proxy adds, `X-Forwarded-For`). */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  async function next(timeoutMs = 3000): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const frame: SseFrame = {};
        for (const line of raw.split('\n')) {
          if (line.startsWith(':')) frame.comment = line.slice(1).trim();
          else {
            const [field, ...rest] = line.split(':');
            (frame as Record<string, string>)[field as string] = rest.join(':').trim();
          }
        }
        return frame;
      }
      if (!reader) throw new Error('no body');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no event in time')), Math.max(0, deadline - Date.now())),
        ),
      ]);
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  /** The next event of this type (the stream also carries the household's other changes). */
  async function nextEvent<T extends HouseholdEvent['type'] = 'shopping-list-changed'>(
    type: T = 'shopping-list-changed' as T,
    timeoutMs?: number,
  ): Promise<Extract<HouseholdEvent, { type: T }>> {
    for (;;) {
      const frame = await next(timeoutMs);
      if (frame.event !== type) continue;
      const event = JSON.parse(frame.data ?? '') as HouseholdEvent;
      expect(event.type).toBe(type);
      return event as Extract<HouseholdEvent, { type: T }>;
    }
  }
  /** The first event of each of these types, in whatever order they come. */
  async function collect<T extends HouseholdEvent['type']>(types: T[], timeoutMs?: number) {
    const found = new Map<HouseholdEvent['type'], HouseholdEvent>();
    while (types.some((type) => !found.has(type))) {
      const frame = await next(timeoutMs);
      const type = frame.event as HouseholdEvent['type'] | undefined;
      if (type && types.includes(type as T) && !found.has(type)) found.set(type, JSON.parse(frame.data ?? ''));
    }
    return <K extends T>(type: K) => found.get(type) as Extract<HouseholdEvent, { type: K }>;
  }
  return { response, next, nextEvent, collect, close: () => controller.abort() };
}
