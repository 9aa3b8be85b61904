import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ToastInput, ToastProvider, useToast } from './Toast';

function Trigger({ toast }: { toast: ToastInput }) {
  const api = useToast();
  return (
    <button type="button" onClick={() => api.show(toast)}>
      Montrer
    </button>
  );
}

function renderTrigger(toast: ToastInput) {
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  return screen.getByRole('button', { name: 'Montrer' });
}

describe('toasts', () => {
  it('shows a message already on screen only once', async () => {
    const user = userEvent.setup();
    const button = renderTrigger({ message: 'Votre session a expiré. Reconnectez-vous.' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    expect(screen.getAllByText('Votre session a expiré. Reconnectez-vous.')).toHaveLength(1);
  });

  it('keeps one toast per undo: each takes back its own change', async () => {
    const user = userEvent.setup();
    const button = renderTrigger({
      message: 'Lait : dans le panier.',
      action: { label: 'Annuler', onClick: () => {} },
    });
    await user.click(button);
    await user.click(button);
    expect(screen.getAllByRole('button', { name: 'Annuler' })).toHaveLength(2);
  });

  it('closes on « Fermer la notification »', async () => {
    const user = userEvent.setup();
    await user.click(renderTrigger({ message: 'Action annulée.' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Fermer la notification' })));
    expect(screen.queryByText('Action annulée.')).not.toBeInTheDocument();
  });
});
