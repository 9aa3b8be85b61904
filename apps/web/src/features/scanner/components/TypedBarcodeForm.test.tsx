import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TypedBarcodeForm } from './TypedBarcodeForm';

async function submit(typed: string) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<TypedBarcodeForm onSubmit={onSubmit} />);
  const input = screen.getByLabelText('Numéro du code-barres');
  if (typed) await user.type(input, typed);
  await user.click(screen.getByRole('button', { name: 'Valider le code' }));
  return { user, input, onSubmit };
}

describe('TypedBarcodeForm', () => {
  it('is a numeric field without autocomplete', () => {
    render(<TypedBarcodeForm onSubmit={vi.fn()} />);
    const input = screen.getByLabelText('Numéro du code-barres');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it.each([
    ['', 'Saisissez les chiffres imprimés sous le code-barres.'],
    ['35600701694A3', 'Un code-barres ne contient que des chiffres'],
    ['12345', 'Un code-barres compte 8, 12, 13 ou 14 chiffres\u00a0; vous en avez saisi 5.'],
    ['3560070169444', 'La clé de contrôle ne correspond pas\u00a0: vérifiez les chiffres.'],
  ])('rejects "%s" with a French message tied to the field', async (typed, message) => {
    const { input, onSubmit } = await submit(typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the message as soon as the digits are fixed', async () => {
    const { user, input } = await submit('3560070169444');
    await user.type(input, '{Backspace}3');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/clé de contrôle/)).not.toBeInTheDocument();
  });

  it('submits the normalised code (spaces allowed, UPC-A to 13 digits) and empties the field', async () => {
    const { input, onSubmit } = await submit('0 36602 30146 7');
    expect(onSubmit).toHaveBeenCalledWith({ code: '0036602301467', format: 'UPC-A' });
    expect(input).toHaveValue('');
  });
});
