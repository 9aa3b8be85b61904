import { House, type LucideIcon, ScanBarcode, ShoppingCart } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { NavLink } from 'react-router';
import { useShoppingListCountRefresh } from '../../features/shopping-list/api/count';
import { ShoppingListBadge } from '../../features/shopping-list/components/ShoppingListBadge';
import { useToken } from '../../lib/storage';

/** The thumb-reach shortcuts, only for someone logged in (they all lead to protected screens). */
export function Footer() {
  const token = useToken();
  if (!token) return null;
  return <FooterNav />;
}

function FooterNav() {
  useShoppingListCountRefresh();
  const countId = useId();
  return (
    // data-app-footer: index.css reads it for where the toasts go (on top of the footer).
    <footer
      data-app-footer
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <nav aria-label="Raccourcis">
        <ul className="mx-auto grid w-full max-w-3xl grid-cols-3">
          <Shortcut to="/" icon={House} label="Accueil" end />
          <Shortcut to="/scan" icon={ScanBarcode} label="Scanner" />
          <Shortcut to="/shopping-list" icon={ShoppingCart} label="Liste de courses" describedBy={countId}>
            <ShoppingListBadge descriptionId={countId} />
          </Shortcut>
        </ul>
      </nav>
    </footer>
  );
}

interface ShortcutProps {
  to: string;
  icon: LucideIcon;
  label: string;
  end?: boolean;
  describedBy?: string;
  children?: ReactNode;
}

function Shortcut({ to, icon: Icon, label, end = false, describedBy, children }: ShortcutProps) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        aria-describedby={describedBy}
        className={({ isActive }) =>
          `relative flex min-h-16 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-xs font-bold no-underline ${
            // Not colour alone: the current shortcut also gets a bar on top (and aria-current).
            isActive
              ? 'text-link before:absolute before:inset-x-8 before:top-0 before:h-1 before:rounded-b before:bg-brand'
              : 'text-muted hover:text-fg'
          }`
        }
      >
        <span className="relative">
          <Icon aria-hidden="true" className="size-6" />
          {children}
        </span>
        <span>{label}</span>
      </NavLink>
    </li>
  );
}
