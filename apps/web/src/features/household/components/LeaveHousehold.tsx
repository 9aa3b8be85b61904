import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useLeaveHousehold } from '../api/members';
import { householdErrorMessage } from '../household-errors';
import { leftMessage } from '../moved-messages';

/**
 * Leaving: the person gets an empty household of their own, the one they leave keeps its data. The
 * server refuses the last owner (owner-must-transfer) and someone alone (sole-member): both explained.
 * `onMoved` gets what the next screen says: which household was left, which one the person is in now.
 */
export function LeaveHousehold({
  householdName,
  onMoved,
}: {
  householdName: string;
  onMoved: (notice: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveHousehold();
  return (
    <section aria-labelledby="quitter-titre" className="flex flex-col gap-3">
      <h2 id="quitter-titre" className="text-xl font-extrabold">
        Quitter le foyer
      </h2>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          leave.reset();
          setAsking(true);
        }}
      >
        Quitter le foyer
      </Button>
      <ConfirmDialog
        open={asking}
        title="Quitter le foyer&nbsp;?"
        message="Le placard, la liste de courses et les recettes restent au foyer. Vous repartez avec un foyer vide, à votre nom, et pourrez être invité à nouveau."
        confirmLabel="Quitter le foyer"
        pending={leave.isPending}
        error={leave.error ? householdErrorMessage(leave.error) : null}
        onConfirm={() => leave.mutate(undefined, { onSuccess: (now) => onMoved(leftMessage(householdName, now.name)) })}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
