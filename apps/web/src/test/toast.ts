import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A button of the toast on screen (« Annuler » unless named), once the toast takes taps: its buttons
 * ignore a tap in the first moment it is shown, the second tap of a double tap (components/ui/Toast.tsx).
 * `message`: the toast's, when an earlier toast may still be on screen.
 */
export async function toastButton(name = 'Annuler', message?: string | RegExp): Promise<HTMLElement> {
  const toast = await waitFor(() => {
    const shown = (message ? screen.getByText(message) : screen.getByRole('button', { name })).closest('[data-toast]');
    expect(within(shown as HTMLElement).getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
    return shown as HTMLElement;
  });
  return within(toast).getByRole('button', { name });
}
