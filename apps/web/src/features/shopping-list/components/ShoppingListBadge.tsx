import { useShoppingListCount } from '../../../lib/storage';

function describe(count: number): string {
  if (count <= 0) return 'rien à acheter';
  return count > 1 ? `${count} articles à acheter` : '1 article à acheter';
}

/**
 * The number of items left to buy, over the footer's list icon. The contract shows the stored count as
 * it is, 0 included (it has no lower bound, so it can even dip below). The link's description carries
 * it for screen readers; the badge is hidden from them so the link's name stays "Liste de courses".
 */
export function ShoppingListBadge({ descriptionId }: { descriptionId: string }) {
  const count = useShoppingListCount();
  const label = count > 99 ? '99+' : String(count);
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="shopping-list-count"
        className={`absolute -top-1.5 left-1/2 ml-2 min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-extrabold ${
          count > 0 ? 'bg-accent text-on-accent' : 'bg-line text-ink'
        }`}
      >
        {label}
      </span>
      <span id={descriptionId} hidden>
        {describe(count)}
      </span>
    </>
  );
}
