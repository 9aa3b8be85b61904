import { Alert } from './Alert';
import { Button } from './Button';

interface RetryAlertProps {
  /** What could not be loaded, as a sentence: "Les recettes n’ont pas pu être chargées." */
  what: string;
  /** Why, in the API client's French words. */
  message: string;
  onRetry: () => void;
}

/** A read that failed: what is missing, why, and a button to try again (every list and page uses it). */
export function RetryAlert({ what, message, onRetry }: RetryAlertProps) {
  return (
    <Alert>
      <p>
        {what} {message}
      </p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        Réessayer
      </Button>
    </Alert>
  );
}
