import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { useModalBehaviour } from './useModalBehaviour';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** What takes focus on open; by default the first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt (delete). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog: a bottom sheet on phones (within thumb reach), centred on larger screens. Closed by
 * Escape, the close button or a tap outside. Built by hand rather than with <dialog> because jsdom
 * (the component tests) has no showModal().
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, title, description, children, initialFocus, role = 'dialog', className }: DialogProps) {
  const id = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalBehaviour(panel, layer, onClose, initialFocus);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop is a pointer shortcut; Escape and the close button are the keyboard paths
    <div
      ref={layer}
      className="fixed inset-0 z-[60] flex items-end justify-center bg-ink/60 sm:items-center sm:p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: the role is "dialog" or "alertdialog", passed as a prop */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx(
          'flex max-h-[92dvh] w-full max-w-md flex-col overflow-y-auto rounded-t-2xl bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-fg shadow-xl outline-none sm:rounded-2xl',
          className,
        )}
      >
        {/* Titles and descriptions name things people typed (a member, a product): one long word breaks. */}
        <div className="mb-3 flex items-start justify-between gap-2">
          <h2 id={`${id}-title`} className="min-w-0 pt-2 text-xl font-extrabold wrap-anywhere">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer"
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-line/40"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {description && (
          <div id={`${id}-description`} className="mb-4 text-muted wrap-anywhere">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
