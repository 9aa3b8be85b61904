import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KEY } from '../../../lib/storage-keys';
import { errorResponse, jsonResponse, stubApiCalls } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { queuedReceipts, removeQueued } from '../outbox';
import { ReceiptScreen } from './ReceiptScreen';

const ACCOUNT = 'marie@exemple.fr';

beforeEach(() => window.localStorage.setItem(ACCOUNT_KEY, ACCOUNT));
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const queued of await queuedReceipts(ACCOUNT)) await removeQueued(ACCOUNT, queued.id);
  window.localStorage.clear();
});

const pdf = () => new File(['%PDF-1.4 ticket'], 'ticket.pdf', { type: 'application/pdf' });

async function sendPdf(answer: () => Response | Promise<Response>) {
  const api = stubApiCalls((call) => {
    if (call.method === 'POST' && call.path === '/receipts') return answer();
    if (call.method === 'GET' && call.path === '/receipts') return jsonResponse({ items: [] });
    return undefined;
  });
  renderWithProviders(<ReceiptScreen />);
  await userEvent.setup().upload(screen.getByLabelText('Photo ou PDF du ticket'), pdf());
  return api;
}

describe('« Ticket de caisse »: sending a receipt', () => {
  it('sends the PDF as it is, with a key that makes a second send read it once', async () => {
    const api = await sendPdf(() => errorResponse(422, 'no-receipt-found', 'Aucun ticket lu.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aucun ticket de caisse lu sur ce fichier. Reprenez la photo bien à plat, en entier, sans reflet, ou choisissez le PDF.',
    );
    const [sent] = api.callsTo('POST', '/receipts');
    expect(sent?.headers.get('content-type')).toBe('application/pdf');
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await queuedReceipts(ACCOUNT)).toEqual([]);
  });

  it.each([
    [415, 'unsupported-media-type', 'Ce fichier n’est ni une photo (JPEG, PNG, WebP) ni un PDF.'],
    [413, 'payload-too-large', 'Le fichier dépasse 10 Mo, même réduit.'],
    [422, 'pdf-without-text', 'Ce PDF ne contient que des images, sans texte à lire.'],
    [429, 'rate-limited', 'Une autre photo du foyer est en cours de lecture. Réessayez dans un instant.'],
    [503, 'server-busy', 'Le serveur lit beaucoup de photos en ce moment. Réessayez dans une minute.'],
  ])('explains a %i %s in French', async (status, code, words) => {
    await sendPdf(() => errorResponse(status, code, 'Refusé.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('keeps the receipt on the device when the network is gone, and says it will be sent', async () => {
    await sendPdf(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText(/le ticket est gardé sur l’appareil, envoyé dès le retour du réseau/)).toBeVisible();
    const [queued] = await queuedReceipts(ACCOUNT);
    expect(queued?.name).toBe('ticket.pdf');
    // jsdom's Blob does not survive fake-indexeddb's structured clone: the file's bytes kept through a
    // reload are the Chromium journey's (e2e/tests/receipt.spec.ts).
    expect(await screen.findByRole('region', { name: 'Tickets en attente' })).toHaveTextContent(
      'ticket.pdf : gardé sur l’appareil, envoyé dès le retour du réseau.',
    );
  });
});
