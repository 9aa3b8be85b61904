import { useWriteRunner } from '../writes/useWriteRunner';
import { useHouseholdEvents } from './useHouseholdEvents';

/**
 * Mounted by the shell for a logged-in user only, as its own lazy chunk (nothing on /login): the live
 * stream, and the sending of shopping-list changes made on a weak network, wherever the user is.
 */
export default function ShoppingListSync() {
  useHouseholdEvents();
  useWriteRunner();
  return null;
}
