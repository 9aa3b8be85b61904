import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from './Alert';
import { Button, buttonClasses } from './Button';

/*
 * The pieces a form's submit is made of, so that every form fails, waits and succeeds alike: the alert
 * that says why the last submit failed, the submit button (with « Annuler » when the form can be left),
 * and the line that says it worked.
 */

interface FormErrorProps {
  /** Why the last submit failed, in French; nothing is drawn while there is none. */
  message: ReactNode;
  /** What the person can do about it, under the reason (a link, as paragraphs). */
  children?: ReactNode;
}

/** A failure the person can act on, announced as it appears (role="alert"). */
export function FormError({ message, children }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert>
      <p>{message}</p>
      {children}
    </Alert>
  );
}

interface FormActionsProps {
  /** The submit button's words (and icon). */
  children: ReactNode;
  /** The request is on its way: a spinner, and another press or Enter does nothing; the focus stays. */
  pending: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
  /** The submit button's own place in the form (`w-full`, `self-start`). */
  className?: string;
  /** « Annuler » before it, under it on a phone: a button that calls this, or a link to this address. */
  cancel?: (() => void) | { to: string };
}

/** The form's submit button, and its « Annuler ». */
export function FormActions({ children, pending, variant, className, cancel }: FormActionsProps) {
  const submit = (
    <Button type="submit" variant={variant} pending={pending} className={className}>
      {children}
    </Button>
  );
  if (!cancel) return submit;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {typeof cancel === 'function' ? (
        <Button variant="secondary" onClick={cancel}>
          Annuler
        </Button>
      ) : (
        <Link to={cancel.to} className={buttonClasses('secondary', 'no-underline')}>
          Annuler
        </Link>
      )}
      {submit}
    </div>
  );
}

/**
 * What the last submit did: always in the page for screen readers to announce when it changes, shown
 * in bold once there is something to say.
 */
export function FormStatus({ message }: { message: string | false | null }) {
  return (
    <p role="status" className={message ? 'font-bold' : 'sr-only'}>
      {message || null}
    </p>
  );
}
