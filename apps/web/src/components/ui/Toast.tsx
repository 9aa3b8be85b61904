import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

export interface ToastInput {
  message: string;
  /** e.g. "Annuler" for an undo; the toast closes after it runs. */
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}

interface ToastItem extends ToastInput {
  id: number;
}

interface ToastApi {
  show: (toast: ToastInput) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const DEFAULT_DURATION_MS = 5000;
/**
 * How long a new toast's buttons ignore a tap. A quick double tap's second tap comes within Android's
 * 300 ms double-tap window, aimed at what was under the finger before the toast arrived; taking in a
 * new « Annuler » and reaching for it takes longer than that (decision 0056).
 */
export const TOAST_TAP_GUARD_MS = 500;

/**
 * One toast at a time, docked on the footer (the `--footer-height` of index.css): a new one replaces
 * the one on screen, so that ticking line after line in the shop never stacks them over the list.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToast((shown) => (shown?.id === id ? null : shown)), []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      // The same news again (several failures with one cause) leaves the toast as it is. Anything else
      // replaces it: a replaced « Annuler » goes with it, and the change it offered to take back stays made.
      setToast((shown) =>
        !input.action && shown && !shown.action && shown.message === input.message ? shown : { ...input, id },
      );
      window.setTimeout(() => dismiss(id), input.durationMs ?? DEFAULT_DURATION_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext value={api}>
      {children}
      {/* Always mounted: a live region must exist before the message arrives to be announced. */}
      <section
        aria-live="polite"
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--footer-height)+0.5rem)] z-50 flex justify-center px-4"
      >
        {/* Keyed: a replacing toast is a new one, with its own guard against the tap that made it. */}
        {toast && <ToastCard key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />}
      </section>
    </ToastContext>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setArmed(true), TOAST_TAP_GUARD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // A tap before then was meant for what the toast now covers: it lands on the toast and does nothing,
  // rather than undo a change or reach a row the person cannot see. Said to assistive technologies
  // (and to Playwright's clicks, which wait for it) by aria-disabled; nothing changes on screen.
  const onActivate = (run: () => void) => () => {
    if (armed) run();
  };
  return (
    <div
      data-toast
      className="pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-xl bg-ink py-1 pl-4 pr-1 text-bg shadow-lg"
    >
      {/* Two lines at most on screen (a long product name is cut), whole for screen readers. */}
      <p id={`toast-${toast.id}`} className="line-clamp-2 flex-1 py-2 wrap-anywhere">
        {toast.message}
      </p>
      {toast.action && (
        <button
          type="button"
          aria-describedby={`toast-${toast.id}`}
          aria-disabled={!armed || undefined}
          className="min-h-11 shrink-0 rounded-lg px-3 font-bold text-bg underline"
          onClick={onActivate(() => {
            toast.action?.onClick();
            onDismiss();
          })}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Fermer la notification"
        aria-disabled={!armed || undefined}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg"
        onClick={onActivate(onDismiss)}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
