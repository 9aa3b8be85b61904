import { type ReactNode, useRef } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Rendered as React children (text), never as HTML: user data shown here cannot inject markup. */
  message: ReactNode;
  confirmLabel: string;
  /** What staying is called; « Annuler » unless that would read as cancelling something else. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** An explanation when the action failed (e.g. the server could not be reached). */
  error?: string | null;
  /**
   * `danger` (the default) for what cannot be taken back: an alert dialog and a red button; `default` for
   * an action worth a second look that destroys nothing (an import adds, it replaces nothing).
   */
  tone?: 'danger' | 'default';
}

/** Asks before an action. "Annuler" has the focus, so Enter is harmless. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, cancelLabel = 'Annuler', onConfirm, onCancel } = props;
  const { pending = false, error, tone = 'danger' } = props;
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      initialFocus={cancel}
    >
      {error && (
        <p role="alert" className="mb-3 font-semibold text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} pending={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
