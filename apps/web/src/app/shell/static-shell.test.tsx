import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staticRoot } from '../../test/index-html';
import { renderApp, stubApi } from '../../test/render-app';

/** The header written into index.html. */
function staticHeader(): string {
  const header = staticRoot().match(/<header[\s\S]*<\/header>/)?.[0];
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

  it('is kept, not drawn again, when the app starts over it (its wordmark stays the same element)', async () => {
    stubApi();
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = staticRoot().replaceAll('href="/Glouton"', 'href="/"');
    const painted = root.querySelector('header a');
    renderApp('/login', root);
    await screen.findByRole('heading', { level: 1, name: 'Connexion' }, { timeout: 15_000 });
    expect(root.querySelector('header a')).toBe(painted);
    expect(root.querySelectorAll('header')).toHaveLength(1);
  });
});
