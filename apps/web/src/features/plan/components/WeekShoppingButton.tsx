import { isoWeekDays } from '@glouton/core/dates';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/Toast';
import { todayCalendarDate } from '../../../lib/today';
import { useAddWeekShopping, useUndoWeekShopping } from '../api/plan';
import { planErrorMessage } from '../plan-words';

const UNDO_TOAST_MS = 8000;
const lines = (count: number) => `${count} ${count > 1 ? 'lignes' : 'ligne'}`;

/**
 * « Ajouter les courses de la semaine »: what the week's meals still need (from today on, for the week
 * on screen) goes on the list, merged and noted « pour : Gratin (mar.) »; the toast can undo it.
 */
export function WeekShoppingButton({ week }: { week: string }) {
  const toast = useToast();
  const add = useAddWeekShopping();
  const undo = useUndoWeekShopping();
  const [error, setError] = useState<string | null>(null);
  const days = isoWeekDays(week);
  const today = todayCalendarDate();
  const from = (days[0] as string) < today ? today : (days[0] as string);
  const to = days[6] as string;
  const past = from > to;

  const onAdd = () => {
    setError(null);
    add.mutate(
      { from, to },
      {
        onSuccess: ({ runId, added, updated }) => {
          if (runId === null) {
            toast.show({ message: 'Rien à ajouter\u00a0: le placard et la liste ont déjà tout.' });
            return;
          }
          const said = [
            added.length > 0 && `${lines(added.length)} ajoutée${added.length > 1 ? 's' : ''}`,
            updated.length > 0 && `${lines(updated.length)} complétée${updated.length > 1 ? 's' : ''}`,
          ]
            .filter(Boolean)
            .join(', ');
          toast.show({
            message: `Courses de la semaine\u00a0: ${said}.`,
            durationMs: UNDO_TOAST_MS,
            action: {
              label: 'Annuler',
              onClick: () =>
                undo.mutate(runId, {
                  onSuccess: () => toast.show({ message: 'Annulé\u00a0: la liste est comme avant.' }),
                  onError: (cause) => toast.show({ message: planErrorMessage(cause, 'undo') }),
                }),
            },
          });
        },
        onError: (cause) => setError(planErrorMessage(cause)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" onClick={onAdd} disabled={add.isPending || past}>
        <ShoppingCart aria-hidden="true" className="size-4" />
        Ajouter les courses de la semaine
      </Button>
      {past && <p className="text-sm text-muted">Cette semaine est passée.</p>}
      {error && (
        <p role="alert" className="font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
