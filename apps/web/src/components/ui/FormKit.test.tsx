import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FormActions, FormError, FormStatus } from './FormKit';

function renderForm(children: ReactNode, onSubmit = vi.fn()) {
  const form = (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Nom" />
      {children}
    </form>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: form }])} />);
  return onSubmit;
}

describe('the form kit', () => {
  it('draws no alert without a reason, and announces one with what to do about it', () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <FormError message="Le serveur ne répond pas.">
        <p>Réessayez.</p>
      </FormError>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur ne répond pas.Réessayez.');
  });

  it('sends nothing more while pending, the button still enabled so that it keeps the focus', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(<FormActions pending>Enregistrer</FormActions>);
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    await user.type(screen.getByLabelText('Nom'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts « Annuler » before the submit, as a button or as a link', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onSubmit = renderForm(
      <>
        <FormActions pending={false} cancel={onCancel}>
          Enregistrer
        </FormActions>
        <FormActions pending={false} cancel={{ to: '/recipes' }}>
          Créer
        </FormActions>
      </>,
    );
    const [cancel, submit] = screen.getAllByRole('button');
    expect(cancel).toHaveTextContent('Annuler');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(submit as HTMLElement);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', '/recipes');
  });

  it('keeps its status line for screen readers, shown once there is something to say', () => {
    const { rerender } = render(<FormStatus message={false} />);
    expect(screen.getByRole('status')).toHaveClass('sr-only');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<FormStatus message="Nom enregistré." />);
    expect(screen.getByRole('status')).toHaveTextContent('Nom enregistré.');
    expect(screen.getByRole('status')).not.toHaveClass('sr-only');
  });
});
