import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PROBLEM_MESSAGES, type ScannerProblem } from '../camera/camera-errors';

/** Why the live scanner cannot run, what to do about it, and a retry where one can help. */
export function ScannerProblemAlert({ problem, onRetry }: { problem: ScannerProblem; onRetry: () => void }) {
  const message = PROBLEM_MESSAGES[problem];
  return (
    <div className="flex flex-col gap-3">
      <Alert>
        <p className="font-bold">{message.title}</p>
        <p>{message.body}</p>
      </Alert>
      {message.retry && (
        <Button variant="secondary" onClick={onRetry} className="self-start">
          <RotateCcw aria-hidden="true" className="size-5" />
          Réessayer
        </Button>
      )}
    </div>
  );
}
