import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useLogout } from '../../features/auth/api/logout';
import { usePendingWrites, useWrites } from '../../lib/writes/writes';

const unsent = (count: number) =>
  count > 1
    ? `${count} modifications (liste de courses, placard) n’ont pas encore été envoyées (pas de réseau)\u00a0: elles seront perdues.`
    : '1 modification (liste de courses ou placard) n’a pas encore été envoyée (pas de réseau)\u00a0: elle sera perdue.';

/**
 * Ends the session (in the header's menu: one tap on an icon in the header was too easy a mistake). Changes still waiting for the network belong to this account: they are not kept
 * for whoever logs in next, so the person is told how many would be lost before they go.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { queue } = useWrites();
  const pending = usePendingWrites().length;
  const [asking, setAsking] = useState(false);

  // mutateAsync rather than mutate callbacks: clearing the token unmounts this button before they run.
  const leave = () => {
    queue.clear();
    logout
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => navigate('/login', { replace: true }));
  };
  return (
    <>
      <button
        type="button"
        onClick={() => (pending > 0 ? setAsking(true) : leave())}
        disabled={logout.isPending}
        className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-bold text-fg hover:bg-line/40 disabled:opacity-70"
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        Se déconnecter
      </button>
      <ConfirmDialog
        open={asking}
        title="Se déconnecter&nbsp;?"
        message={unsent(pending)}
        confirmLabel="Se déconnecter quand même"
        onConfirm={() => {
          setAsking(false);
          leave();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
