import { Link } from 'react-router';
import { deferred } from '../../lib/deferred';
import { useToken } from '../../lib/storage';
import { Logo } from './Logo';

// Only logged-in people see it: kept out of the first load of /login and /register (signed-in.ts).
const HeaderMenu = deferred(() => import('./signed-in').then((module) => module.HeaderMenu));

export function Header() {
  const token = useToken();
  return (
    <header className="sticky top-0 z-40 w-full border-b border-line bg-surface/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex min-h-14 w-full max-w-3xl items-center justify-between gap-2 px-4">
        <Link
          to="/"
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-2xl font-black tracking-tight text-fg no-underline"
        >
          <Logo />
          Glouton
        </Link>
        {token && <HeaderMenu />}
      </div>
    </header>
  );
}
