import { useCallback, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { closeNewestSheet, hasOpenSheet, hasUnsavedChanges } from '../../lib/leaving';

type Blocked = { proceed(): void; reset(): void };

/**
 * The phone's Back, and leaving a screen, for the whole app (decision 0056): Back with a sheet or a
 * dialog open closes it (the newest) and stays on the screen; leaving a form with changes, by Back or a
 * link, asks first. One blocker for the app (React Router keeps only one), reading what the open sheets
 * and forms registered in lib/leaving. A replaced page (after saving, a session that ended) is the app's
 * own doing and goes through.
 */
export function BackHandler() {
  // Why the last navigation was held: set by the blocker function, read once the blocker says so.
  const heldFor = useRef<'sheet' | 'changes'>('changes');
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation, historyAction }) => {
    if (historyAction === 'POP' && hasOpenSheet()) {
      heldFor.current = 'sheet';
      return true;
    }
    heldFor.current = 'changes';
    const leaving =
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return historyAction !== 'REPLACE' && leaving && hasUnsavedChanges();
  }, []);
  const blocker = useBlocker(shouldBlock);
  const [asking, setAsking] = useState<Blocked | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (heldFor.current === 'sheet') {
      // The history went back where it was (React Router undid the step): the sheet closes instead.
      blocker.reset();
      closeNewestSheet();
      return;
    }
    setAsking({ proceed: blocker.proceed, reset: blocker.reset });
  }, [blocker]);

  return (
    <ConfirmDialog
      open={asking !== null}
      title="Quitter sans enregistrer&nbsp;?"
      message="Ce que vous avez saisi n’est pas enregistré&nbsp;: en quittant la page, vous le perdez."
      confirmLabel="Quitter"
      cancelLabel="Continuer la saisie"
      onConfirm={() => {
        asking?.proceed();
        setAsking(null);
      }}
      onCancel={() => {
        asking?.reset();
        setAsking(null);
      }}
    />
  );
}
