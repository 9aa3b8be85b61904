import { Switch } from '../../../components/ui/Switch';
import { useWakeLock, type WakeLockState } from '../hooks/useWakeLock';

const DESCRIPTIONS: Record<WakeLockState, string> = {
  off: 'Grands boutons, et l’écran reste allumé pendant les courses.',
  on: 'Grands boutons\u00a0; l’écran reste allumé.',
  unsupported: 'Grands boutons. Ce navigateur ne sait pas garder l’écran allumé.',
  refused: 'Grands boutons. L’écran n’a pas pu être gardé allumé (batterie faible\u00a0?).',
};

/** Shop mode: bigger targets for a hand busy with a trolley, and the screen kept awake where supported. */
export function ShopModeSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const wakeLock = useWakeLock(on);
  const description = on || wakeLock === 'unsupported' ? DESCRIPTIONS[wakeLock] : DESCRIPTIONS.off;
  return <Switch label="Mode magasin" description={description} checked={on} onChange={onChange} />;
}
