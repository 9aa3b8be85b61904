import { Select } from '../../../components/ui/Select';
import { formatMonth } from '../stats-format';

interface SpanPickerProps {
  from: string;
  to: string;
  /** The months one can pick, newest first. */
  months: readonly string[];
  onFrom: (month: string) => void;
  onTo: (month: string) => void;
}

/** « Du … au … »: two native month pickers, one above the other on a narrow phone, side by side beyond. */
export function SpanPicker({ from, to, months, onFrom, onTo }: SpanPickerProps) {
  const options = months.map((month) => ({ value: month, label: formatMonth(month) }));
  return (
    <fieldset className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
      <legend className="sr-only">Période du bilan</legend>
      <Select label="Du mois de" value={from} options={options} onChange={(event) => onFrom(event.target.value)} />
      <Select label="Au mois de" value={to} options={options} onChange={(event) => onTo(event.target.value)} />
    </fieldset>
  );
}
