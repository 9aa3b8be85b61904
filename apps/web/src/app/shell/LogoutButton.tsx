import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';

export function LogoutButton() {
  const navigate = useNavigate();
  const logout = useLogout();
  // mutateAsync rather than mutate callbacks: clearing the token unmounts this button before they run.
  const onClick = () => {
    logout
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => navigate('/login', { replace: true }));
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={logout.isPending}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl px-3 font-bold text-fg hover:bg-line/40 disabled:opacity-70"
    >
      <LogOut aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">Se déconnecter</span>
    </button>
  );
}
