import type { HouseholdDetails } from '@glouton/core/schemas';

const quoted = (name: string) => `«\u00a0${name}\u00a0»`;

/**
 * What /login says once the account is gone, and what became of the household (decision 0033): gone
 * with its last member, or kept by the others. `household`: as the account screen last knew it
 * (undefined when it could not be read: then the account alone is said).
 */
export function accountDeletedMessage(household: Pick<HouseholdDetails, 'name' | 'members'> | undefined): string {
  if (!household) return 'Votre compte a été supprimé.';
  if (household.members.length <= 1) {
    return `Votre compte a été supprimé, avec le foyer ${quoted(household.name)} et toutes ses données.`;
  }
  return `Votre compte a été supprimé. Le foyer ${quoted(household.name)} garde ses données\u00a0; ce que vous y avez fait apparaît au nom de ${quoted('ancien membre')}.`;
}
