import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Mot de passe" defaultValue="secret123" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');

    const hide = screen.getByRole('button', { name: 'Masquer le mot de passe' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ties its error message to the input', () => {
    render(<PasswordField label="Mot de passe" error="Trop court." />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Trop court.');
  });
});
