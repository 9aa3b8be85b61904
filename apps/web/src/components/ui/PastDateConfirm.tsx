import { useEffect, useRef } from 'react';
import { formatShortDate } from '../../lib/dates';
import { Button } from './Button';

interface PastDateConfirmProps {
  date: string;
  onKeep: () => void;
  onChange: () => void;
}

/**
 * A date already past is rarely meant (a slip in the year, the wrong month): said, and kept only when
 * confirmed. The focus goes to « Changer la date », so that a hasty Enter does not save it.
 */
export function PastDateConfirm({ date, onKeep, onChange }: PastDateConfirmProps) {
  const change = useRef<HTMLButtonElement>(null);
  useEffect(() => change.current?.focus(), []);
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-danger bg-danger-soft p-3 text-fg">
      <p className="font-bold">
        Le {formatShortDate(date)} est déjà passé&nbsp;: ce produit est périmé. Le garder quand même&nbsp;?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={change} variant="secondary" onClick={onChange}>
          Changer la date
        </Button>
        <Button onClick={onKeep}>Oui, le garder</Button>
      </div>
    </div>
  );
}
