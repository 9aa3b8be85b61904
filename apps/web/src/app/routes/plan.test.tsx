import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { planWeek, signedInAt } from '../../features/plan/testing/fake-plan';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { TODAY } from '../../test/fixtures';

// TODAY is Tuesday 10 June 2025: this week is 2025-W24, Monday 9 to Sunday 15 June.
const GRATIN = { recipeId: 3, recipeName: 'Gratin', servings: 4 };

const { renderApp } = await import('../../test/render-app');

beforeAll(() => import('./plan'), 20_000);
signedInAt(TODAY);

const dayItem = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
const slot = (title: string, meal: 'Déjeuner' | 'Dîner') =>
  within(dayItem(title))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(meal)) as HTMLElement;

describe('« Semaine »', () => {
  it('shows this week Monday to Sunday, moves to the next one, and says what each meal holds', async () => {
    const api = stubApiCalls((call) => {
      if (call.path !== '/plan') return undefined;
      const name = call.query.get('week') ?? '';
      return jsonResponse(
        planWeek(name, {
          '2025-06-10/dinner': { ...GRATIN, cookedAt: '2025-06-10T18:00:00.000Z' },
          '2025-06-12/lunch': { note: 'restes' },
        }),
      );
    });
    renderApp('/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Semaine' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lundi 9 juin' })).toBeInTheDocument();
    expect(screen.getByText('Cette semaine')).toBeInTheDocument();
    expect(screen.getByText('Du 9 au 15 juin')).toBeInTheDocument();
    expect(api.callsTo('GET', '/plan')[0]?.query.get('week')).toBe('2025-W24');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Lundi 9 juin',
      'Mardi 10 juin',
      'Mercredi 11 juin',
      'Jeudi 12 juin',
      'Vendredi 13 juin',
      'Samedi 14 juin',
      'Dimanche 15 juin',
    ]);
    expect(slot('Mardi 10 juin', 'Dîner')).toHaveTextContent('Gratin · 4 parts');
    expect(slot('Mardi 10 juin', 'Dîner')).toHaveTextContent('Cuisiné');
    expect(within(slot('Mardi 10 juin', 'Dîner')).queryByRole('button', { name: 'J’ai cuisiné' })).toBeNull();
    expect(slot('Jeudi 12 juin', 'Déjeuner')).toHaveTextContent('restes');
    expect(slot('Lundi 9 juin', 'Déjeuner')).toHaveTextContent('Rien de prévu');

    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(await screen.findByText('Semaine 25')).toBeInTheDocument();
    expect(screen.getByText('Du 16 au 22 juin')).toBeInTheDocument();
  });

  it('writes the first of a month « 1er »: the day, the week and what a screen reader hears of a meal', async () => {
    stubApiCalls((call) => (call.path === '/plan' ? jsonResponse(planWeek(call.query.get('week') ?? '')) : undefined));
    // 2025-W27: Monday 30 June to Sunday 6 July.
    renderApp('/plan?semaine=2025-W27');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mardi 1er juillet' })).toBeInTheDocument();
    expect(screen.getByText('Du 30 juin au 6 juillet')).toBeInTheDocument();
    expect(
      within(dayItem('Mardi 1er juillet')).getByRole('listitem', { name: 'Déjeuner du mardi 1er juillet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mercredi 2 juillet' })).toBeInTheDocument();
  });

  it('proposes only the empty meals still ticked, never a day gone by, then shows why each was chosen', async () => {
    let current = planWeek('2025-W24', { '2025-06-10/dinner': GRATIN });
    const api = stubApiCalls((call) => {
      if (call.path === '/plan') return jsonResponse(current);
      if (call.path === '/plan/propose') {
        current = planWeek('2025-W24', {
          '2025-06-10/dinner': GRATIN,
          '2025-06-10/lunch': { recipeId: 4, recipeName: 'Soupe', servings: 2, reason: 'tout est dans le placard' },
        });
        return jsonResponse(current);
      }
      return undefined;
    });
    renderApp('/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Proposer ma semaine' }));
    const dialog = screen.getByRole('dialog', { name: 'Proposer ma semaine' });
    // Monday is gone by; Tuesday to Sunday, less Tuesday's planned dinner.
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(11);
    for (const box of boxes.slice(1)) await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    await waitFor(() => expect(api.callsTo('POST', '/plan/propose')).toHaveLength(1));
    expect(api.callsTo('POST', '/plan/propose')[0]?.body).toEqual({
      week: '2025-W24',
      slots: [{ date: '2025-06-10', meal: 'lunch' }],
    });
    expect(await screen.findByText('1 repas proposé.')).toBeInTheDocument();
    expect(slot('Mardi 10 juin', 'Déjeuner')).toHaveTextContent('Soupe · 2 parts');
    expect(slot('Mardi 10 juin', 'Déjeuner')).toHaveTextContent('Proposé : tout est dans le placard');
  });

  it('adds the week’s shopping from today to Sunday, and says when there is nothing to add', async () => {
    const api = stubApiCalls((call) => {
      if (call.path === '/plan') return jsonResponse(planWeek('2025-W24', { '2025-06-11/lunch': GRATIN }));
      if (call.path === '/plan/shopping') return jsonResponse({ runId: null, added: [], updated: [], count: 0 });
      return undefined;
    });
    renderApp('/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter les courses de la semaine' }));
    await waitFor(() => expect(api.callsTo('POST', '/plan/shopping')).toHaveLength(1));
    expect(api.callsTo('POST', '/plan/shopping')[0]?.body).toEqual({ from: '2025-06-10', to: '2025-06-15' });
    expect(await screen.findByText(/Rien à ajouter/)).toHaveTextContent(
      'Rien à ajouter : le placard et la liste ont déjà tout.',
    );
  });

  it('names each meal with its day in words, and drops « Choisissez une recette. » once one is chosen', async () => {
    stubApiCalls((call) => {
      if (call.path === '/plan') return jsonResponse(planWeek('2025-W24'));
      if (call.path === '/recipes') return jsonResponse({ items: [{ id: 3, name: 'Gratin', servings: 4 }], total: 1 });
      return undefined;
    });
    renderApp('/plan');
    await screen.findByRole('heading', { level: 2, name: 'Mercredi 11 juin' });
    const lunch = slot('Mercredi 11 juin', 'Déjeuner');
    expect(lunch).toHaveAccessibleName('Déjeuner du mercredi 11 juin');
    await userEvent.click(within(lunch).getByRole('button', { name: /Ajouter/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Choisissez une recette.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Gratin' }));
    expect(screen.queryByText('Choisissez une recette.')).not.toBeInTheDocument();
  });
});
