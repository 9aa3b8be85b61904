import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';

/** The shape of a list of cards while it loads, so nothing jumps when they arrive. */
export function ProductListSkeleton({
  count = 6,
  label = 'Chargement des produits…',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <LoadingRegion label={label}>
      <ul className="flex flex-col gap-2">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-2.5">
            <Skeleton className="size-16 shrink-0 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-5 w-24 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
