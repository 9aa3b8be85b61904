import { type Ref, useState } from 'react';
import { readTypedDate } from '../../lib/typed-date';
import { Button } from './Button';
import { TextField } from './TextField';

interface TypedDateFieldProps {
  /** Today (`YYYY-MM-DD`): the years accepted are counted from it. */
  today: string;
  onDate: (date: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The date typed as printed on the pack (`JJ/MM/AAAA`), checked in French. Not a <form>: this sheet can
 * open from inside another form (a new product's units), which a nested submit would send.
 */
export function TypedDateField({ today, onDate, ref }: TypedDateFieldProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const typed = readTypedDate(text, today);
    setError(typed.ok ? undefined : typed.message);
    if (typed.ok) onDate(typed.date);
  };
  return (
    <div className="flex items-start gap-2">
      <TextField
        ref={ref}
        label="Tapez la date"
        className="min-w-0 flex-1"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        placeholder="JJ/MM/AAAA"
        hint="JJ/MM/AAAA&nbsp;: par exemple 31/12/2026, ou 31122026."
        error={error}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
      />
      <Button variant="secondary" className="mt-7.5 shrink-0" onClick={submit}>
        Valider
      </Button>
    </div>
  );
}
