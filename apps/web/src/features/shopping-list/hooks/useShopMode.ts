import { useLocalPreference } from '../../../lib/local-preference';
import { SHOP_MODE_KEY } from '../../../lib/storage';

const STATES = ['on', 'off'] as const;

/** Shop mode, remembered on this device: whoever shops with it on finds it on at the next visit. */
export function useShopMode(): [boolean, (on: boolean) => void] {
  const [state, setState] = useLocalPreference(SHOP_MODE_KEY, STATES, 'off');
  return [state === 'on', (on) => setState(on ? 'on' : 'off')];
}
