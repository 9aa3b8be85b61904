import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';

/** The header written into index.html, painted before any script runs. */
function staticHeader(): string {
  // Run from the repository or from apps/web.
  const file = [join(process.cwd(), 'apps/web/index.html'), join(process.cwd(), 'index.html')].find(existsSync);
  const html = readFileSync(file ?? 'index.html', 'utf8');
  const root = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<noscript>/)?.[1] ?? '';
  const header = root.match(/<header[\s\S]*<\/header>/)?.[0];
  if (!header) throw new Error('index.html has no header in #root');
  return header;
}

describe('the shell painted by index.html', () => {
  it('is the header the app renders for someone logged out, so nothing moves when the app takes over', async () => {
    stubApi();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' }, { timeout: 15_000 });
    // The test router has no basename; the app's is /Glouton.
    const rendered = screen
      .getByRole('banner')
      .outerHTML.replace(/ data-discover="true"/g, '')
      .replace('href="/"', 'href="/Glouton"');
    expect(staticHeader()).toBe(rendered);
  });
});
