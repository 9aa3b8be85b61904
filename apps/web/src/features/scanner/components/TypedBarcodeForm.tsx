import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { TextField } from '../../../components/ui/TextField';
import type { OnDetected } from '../types';
import { checkTypedBarcode } from '../validate';

interface TypedBarcodeFormProps {
  onSubmit: OnDetected;
  className?: string;
}

/**
 * The digits under the bars, typed by hand: the path that always works. The check digit is verified
 * here, so a typo is caught before any lookup. A keyboard-wedge scanner typing into this field works
 * too (digits then Enter submit the form).
 */
export function TypedBarcodeForm({ onSubmit, className }: TypedBarcodeFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkTypedBarcode(value);
    if (!checked.ok) {
      setError(checked.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setSubmitted(false);
    setValue('');
    onSubmit(checked.result);
  };

  return (
    <form noValidate onSubmit={submit} className={cx('flex flex-col gap-3', className)}>
      <TextField
        ref={input}
        label="Numéro du code-barres"
        hint="Les chiffres imprimés sous les barres (8 à 14 chiffres)."
        name="barcode"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          // After a failed submit the message follows the typing, so it disappears once fixed.
          if (submitted) {
            const checked = checkTypedBarcode(event.target.value);
            setError(checked.ok ? undefined : checked.message);
          }
        }}
        error={error}
      />
      <Button type="submit" variant="secondary" className="self-start">
        Valider le code
      </Button>
    </form>
  );
}
