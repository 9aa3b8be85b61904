import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TAP_GUARD_MS, type ToastInput, ToastProvider, useToast } from './Toast';

function Trigger({ toast }: { toast: ToastInput }) {
  const api = useToast();
  return (
    <button type="button" onClick={() => api.show(toast)}>
      Montrer
    </button>
  );
}

function Other({ onUndo = () => {} }: { onUndo?: () => void }) {
  const api = useToast();
  return (
    <button
      type="button"
      onClick={() => api.show({ message: 'Œufs : dans le panier.', action: { label: 'Annuler', onClick: onUndo } })}
    >
      Autre
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

/** The toast on screen takes taps (its guard against a double tap is over). */
const armed = () =>
  waitFor(() =>
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).not.toHaveAttribute('aria-disabled'),
  );

describe('toasts', () => {
  it('shows a message already on screen only once', async () => {
    const user = userEvent.setup();
    const button = renderTrigger({ message: 'Votre session a expiré. Reconnectez-vous.' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    expect(screen.getAllByText('Votre session a expiré. Reconnectez-vous.')).toHaveLength(1);
  });

  it('shows one toast at a time: a new one replaces the one on screen, its « Annuler » included', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger toast={{ message: 'Lait : dans le panier.', action: { label: 'Annuler', onClick: () => {} } }} />
        <Other />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Montrer' }));
    await user.click(screen.getByRole('button', { name: 'Autre' }));
    expect(screen.getAllByRole('button', { name: 'Annuler' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveAccessibleDescription('Œufs : dans le panier.');
    expect(screen.queryByText('Lait : dans le panier.')).not.toBeInTheDocument();
  });

  it('closes on « Fermer la notification »', async () => {
    const user = userEvent.setup();
    await user.click(renderTrigger({ message: 'Action annulée.' }));
    await armed();
    await act(() => user.click(screen.getByRole('button', { name: 'Fermer la notification' })));
    expect(screen.queryByText('Action annulée.')).not.toBeInTheDocument();
  });

  describe('a tap that comes right after the toast appeared (the second tap of a double tap)', () => {
    // The guard's moment is a timer: faked, so that « right after » and « a moment later » are exact.
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());
    const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    const later = () => act(() => vi.advanceTimersByTime(TOAST_TAP_GUARD_MS));

    it('lands on the toast and does nothing; a tap once it has been there a moment undoes', () => {
      const undo = vi.fn();
      renderTrigger({ message: 'Unité jetée.', action: { label: 'Annuler', onClick: undo } });
      tap('Montrer');
      tap('Annuler');
      tap('Fermer la notification');
      expect(undo).not.toHaveBeenCalled();
      expect(screen.getByText('Unité jetée.')).toBeInTheDocument();

      later();
      tap('Annuler');
      expect(undo).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Unité jetée.')).not.toBeInTheDocument();
    });

    it('says so to assistive technologies until then (aria-disabled), with nothing changed on screen', () => {
      renderTrigger({ message: 'Unité jetée.', action: { label: 'Annuler', onClick: () => {} } });
      tap('Montrer');
      const undo = screen.getByRole('button', { name: 'Annuler' });
      const className = undo.className;
      expect(undo).toHaveAttribute('aria-disabled', 'true');
      later();
      expect(undo).not.toHaveAttribute('aria-disabled');
      expect(undo.className).toBe(className);
    });

    it('starts again with a toast that replaces another: its « Annuler » ignores a tap aimed at the old one', () => {
      const undoMilk = vi.fn();
      const undoEggs = vi.fn();
      render(
        <ToastProvider>
          <Trigger toast={{ message: 'Lait : dans le panier.', action: { label: 'Annuler', onClick: undoMilk } }} />
          <Other onUndo={undoEggs} />
        </ToastProvider>,
      );
      tap('Montrer');
      later();
      tap('Autre');
      tap('Annuler');
      expect(undoMilk).not.toHaveBeenCalled();
      expect(undoEggs).not.toHaveBeenCalled();
      expect(screen.getByText('Œufs : dans le panier.')).toBeInTheDocument();
    });
  });
});
