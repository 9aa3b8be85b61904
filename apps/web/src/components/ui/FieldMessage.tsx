import { CircleAlert } from 'lucide-react';

/** A field's error, read out with the field through aria-describedby; the icon keeps it from being colour-only. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-semibold text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-sm text-muted">
      {children}
    </p>
  );
}
