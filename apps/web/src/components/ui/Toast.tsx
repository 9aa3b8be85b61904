import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

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

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      // The same news twice at once (several failures with one cause) is said once. A toast with an
      // action is always its own: each "Annuler" takes back a different change.
      setToasts((list) =>
        !toast.action && list.some((shown) => !shown.action && shown.message === toast.message)
          ? list
          : [...list, { ...toast, id }],
      );
      window.setTimeout(() => dismiss(id), toast.durationMs ?? DEFAULT_DURATION_MS);
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
        className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className="pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-xl bg-ink py-1 pl-4 pr-1 text-bg shadow-lg"
          >
            <p id={`toast-${toast.id}`} className="flex-1 py-2">
              {toast.message}
            </p>
            {toast.action && (
              <button
                type="button"
                // Several toasts can offer "Annuler" at once: each says which change it takes back.
                aria-describedby={`toast-${toast.id}`}
                className="min-h-11 rounded-lg px-3 font-bold text-bg underline"
                onClick={() => {
                  toast.action?.onClick();
                  dismiss(toast.id);
                }}
              >
                {toast.action.label}
              </button>
            )}
            <button
              type="button"
              aria-label="Fermer la notification"
              className="inline-flex size-11 items-center justify-center rounded-lg"
              onClick={() => dismiss(toast.id)}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        ))}
      </section>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
