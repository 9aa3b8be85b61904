import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TODAY } from '../../test/fixtures';
import { ExpiryDateDialog } from './ExpiryDateDialog';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY); // Tuesday 10 June 2025
});
afterEach(() => vi.useRealTimers());

function open(withCount = false) {
  const onChoose = vi.fn();
  render(
    <ExpiryDateDialog open title="Ajouter des unités" withCount={withCount} onClose={() => {}} onChoose={onChoose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Ajouter des unités' });
  return { onChoose, dialog, user: userEvent.setup() };
}

describe('the expiry date sheet', () => {
  it('takes a typed date, with or without slashes', async () => {
    const { onChoose, dialog, user } = open(true);
    const field = within(dialog).getByRole('textbox', { name: 'Tapez la date' });
    await user.type(field, '31/12/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(onChoose).toHaveBeenLastCalledWith('2027-12-31', 1, null);

    await user.clear(field);
    await user.type(field, '01032028{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('2028-03-01', 1, null);
  });

  it('says in French what is wrong with a typed date', async () => {
    const { onChoose, dialog, user } = open();
    const field = within(dialog).getByRole('textbox', { name: 'Tapez la date' });
    await user.type(field, '31/02/2027{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Cette date n’existe pas ou est mal écrite\u00a0: tapez-la comme 31/12/2026. JJ/MM/AAAA\u00a0: par exemple 31/12/2026, ou 31122026.',
    );
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(field).toHaveAccessibleDescription(/Tapez la date/);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('jumps by month and year with the dropdowns (a tin that expires in two years)', async () => {
    const { onChoose, dialog, user } = open();
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('juin 2025');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Choisir l’année' }), '2027');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Choisir le mois' }), 'décembre');
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('décembre 2027');
    await user.click(within(dialog).getByRole('button', { name: /24 décembre 2027/ }));
    expect(onChoose).toHaveBeenCalledWith('2027-12-24', 1, null);
  });

  it('names each day for screen readers with « 1er » for the first of the month', async () => {
    const { onChoose, dialog, user } = open();
    // June 2025's grid, Monday first, shows Tuesday 1 July among the next month's days.
    expect(within(dialog).getByRole('button', { name: 'dimanche 1er juin 2025' })).toBeInTheDocument();
    // What the button shows is part of its name (axe's label-content-name-mismatch): « 1er » there too.
    expect(within(dialog).getByRole('button', { name: 'mardi 1er juillet 2025' })).toHaveTextContent(/^1er$/);
    expect(within(dialog).getByRole('button', { name: 'Aujourd’hui, mardi 10 juin 2025' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'mardi 1er juillet 2025' }));
    expect(onChoose).toHaveBeenCalledWith('2025-07-01', 1, null);
  });

  it('asks before keeping a date already past, typed or picked', async () => {
    const { onChoose, dialog, user } = open();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tapez la date' }), '05/06/2025{Enter}');
    const confirm = within(dialog).getByRole('alert');
    expect(confirm).toHaveTextContent('Le 05/06/2025 est déjà passé : ce produit est périmé. Le garder quand même ?');
    expect(within(dialog).getByRole('button', { name: 'Changer la date' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Changer la date' }));
    expect(onChoose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: /^lundi 9 juin 2025/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Le 09/06/2025 est déjà passé');
    await user.click(within(dialog).getByRole('button', { name: 'Oui, le garder' }));
    expect(onChoose).toHaveBeenCalledWith('2025-06-09', 1, null);
  });

  it('refuses a count it would not use, says why next to the field, and adds nothing until it is fixed', async () => {
    const { onChoose, dialog, user } = open(true);
    const count = within(dialog).getByRole('spinbutton', { name: 'Nombre d’unités' });
    await user.clear(count);
    await user.type(count, '0');
    // The field shows what was typed, and says at once that it cannot be used.
    expect(count).toHaveValue(0);
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription('Au moins 1 unité\u00a0: tapez un nombre de 1 à 100.');
    await user.click(within(dialog).getByRole('button', { name: '+3 jours' }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(count).toHaveFocus();

    await user.clear(count);
    await user.type(count, '101');
    expect(count).toHaveAccessibleDescription('100 unités au plus à la fois\u00a0: tapez un nombre de 1 à 100.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tapez la date' }), '31/12/2027{Enter}');
    expect(onChoose).not.toHaveBeenCalled();

    // Emptied to type another number: no reproach while typing, but a date tapped is refused.
    await user.clear(count);
    expect(count).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Sans date' }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(count).toHaveAccessibleDescription('Indiquez le nombre d’unités, de 1 à 100.');

    await user.type(count, '6');
    expect(count).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: '+3 jours' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('2025-06-13', 6, null);
  });

  it('steps the count from what the field shows', async () => {
    const { onChoose, dialog, user } = open(true);
    const count = within(dialog).getByRole('spinbutton', { name: 'Nombre d’unités' });
    expect(within(dialog).getByRole('button', { name: 'Une unité de moins' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Une unité de plus' }));
    expect(count).toHaveValue(2);
    await user.clear(count);
    await user.type(count, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Une unité de plus' }));
    expect(count).toHaveValue(1);
    expect(count).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Sans date' }));
    expect(onChoose).toHaveBeenCalledWith(null, 1, null);
  });

  it('takes today without asking', async () => {
    const { onChoose, dialog, user } = open();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tapez la date' }), '10/06/2025{Enter}');
    expect(onChoose).toHaveBeenCalledWith('2025-06-10', 1, null);
  });
});
