import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { planWeek, signedInAt } from '../../features/plan/testing/fake-plan';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';

// Issue 25 (decision 0057). Saturday 14 June 2025 at 23:53 in Paris: this week is 2025-W24, Monday 9 to
// Sunday 15 June; Saturday's lunch and dinner have passed.
const SATURDAY_LATE = new Date(2025, 5, 14, 23, 53, 0);
const { renderApp } = await import('../../test/render-app');

beforeAll(() => import('./plan'), 20_000);
signedInAt(SATURDAY_LATE);

describe('« Semaine » on a Saturday night', () => {
  it('opens on today: the days gone by fold into one line above it', async () => {
    stubApiCalls((call) => (call.path === '/plan' ? jsonResponse(planWeek(call.query.get('week') ?? '')) : undefined));
    renderApp('/plan');
    const days = await screen.findByRole('list', { name: 'Jours de la semaine' });
    expect(
      within(days)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Samedi 14 juin', 'Dimanche 15 juin']);
    const past = screen.getByRole('list', { name: 'Jours passés' }).closest('details') as HTMLDetailsElement;
    expect(past.open).toBe(false);
    expect(past.querySelector('summary')).toHaveTextContent('Les 5 jours passés (Lundi 9 juin – Vendredi 13 juin)');

    // Another week shows whole.
    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Jours passés' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Jours de la semaine' })).getAllByRole('heading')).toHaveLength(7);
  });

  it('offers only the meals still ahead by the household’s meal times: not Saturday’s dinner at 23:53', async () => {
    stubApiCalls((call) => (call.path === '/plan' ? jsonResponse(planWeek('2025-W24')) : undefined));
    renderApp('/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Proposer ma semaine' }));
    const dialog = screen.getByRole('dialog', { name: 'Proposer ma semaine' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Dimanche 15 juin, déjeuner', 'Dimanche 15 juin, dîner']);
  });

  it('edits « Toujours à la maison », which the week’s shopping leaves out', async () => {
    let staples = ['Sel', 'Poivre', 'Eau'];
    const api = stubApiCalls((call) => {
      if (call.path === '/plan') return jsonResponse(planWeek('2025-W24'));
      if (call.path === '/recipes/staples') {
        if (call.method === 'PUT') staples = (call.body as { staples: string[] }).staples;
        return jsonResponse({ staples });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/plan');
    await user.click(await screen.findByText('Toujours à la maison'));
    await user.click(await screen.findByRole('button', { name: 'Retirer Eau' }));
    await waitFor(() => expect(api.callsTo('PUT', '/recipes/staples')).toHaveLength(1));
    expect(api.callsTo('PUT', '/recipes/staples')[0]?.body).toEqual({ staples: ['Sel', 'Poivre'] });
    await user.type(screen.getByRole('textbox', { name: 'Ajouter un ingrédient' }), 'Vinaigre');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.callsTo('PUT', '/recipes/staples')).toHaveLength(2));
    expect(api.callsTo('PUT', '/recipes/staples')[1]?.body).toEqual({ staples: ['Sel', 'Poivre', 'Vinaigre'] });
    expect(await screen.findByText('« Vinaigre » ajouté à « Toujours à la maison ».')).toBeInTheDocument();
    // The same thing twice is said, not sent.
    await user.type(screen.getByRole('textbox', { name: 'Ajouter un ingrédient' }), 'sel');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('« sel » est déjà dans la liste.');
    expect(api.callsTo('PUT', '/recipes/staples')).toHaveLength(2);
  });
});
