import {
  Bell,
  CalendarDays,
  ChartColumn,
  ChefHat,
  CircleUserRound,
  type LucideIcon,
  Menu,
  Package,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { deferred } from '../../lib/deferred';

// Its confirmation dialog and the log-out call are fetched when the menu first opens, not with home.
const loadLogout = () => import('./LogoutButton');
const LogoutButton = deferred(() => loadLogout().then((module) => module.LogoutButton));

interface Entry {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The screens that are not in the footer's three shortcuts (the contract keeps those to three). */
const ENTRIES: readonly Entry[] = [
  { to: '/products', label: 'Mes produits', icon: Package },
  { to: '/recipes', label: 'Recettes', icon: ChefHat },
  { to: '/plan', label: 'Semaine', icon: CalendarDays },
  { to: '/reminders', label: 'Rappels', icon: Bell },
  { to: '/stats', label: 'Bilan', icon: ChartColumn },
  { to: '/household', label: 'Foyer', icon: Users },
  { to: '/account', label: 'Compte', icon: CircleUserRound },
];

/**
 * The header's menu: a labelled button that opens a panel of links and the log-out (a disclosure:
 * aria-expanded on the button; Escape, a tap outside or a choice closes it and gives the focus back).
 */
export function HeaderMenu() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: its confirmation dialog outlives the menu closing behind it.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A link was followed: the menu closes on the new screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to the location changing
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('a, button:not([aria-controls])')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it; the button is the control
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it, as a tap outside does.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        // A head start while the finger is on its way.
        onPointerDown={() => void loadLogout().catch(() => undefined)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl px-3 font-bold text-fg hover:bg-line/40"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        Menu
      </button>
      <nav
        id={panelId}
        aria-label="Menu"
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-surface p-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {ENTRIES.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `flex min-h-12 items-center gap-3 rounded-xl px-3 font-bold no-underline hover:bg-line/40 ${
                    isActive ? 'text-link' : 'text-fg'
                  }`
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
          <li className="mt-1 min-h-12 border-t border-line pt-1">{opened && <LogoutButton />}</li>
        </ul>
      </nav>
    </div>
  );
}
