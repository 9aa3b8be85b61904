import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';

/** 404: unknown, deleted, or another household's product (the API does not say which). */
export function ProductNotFound() {
  return (
    <div className="flex flex-col gap-4">
      <Page title="Produit introuvable" />
      <EmptyState icon={PackageSearch} title="Ce produit n’existe pas ou plus">
        <p>Il a peut-être été supprimé. Retrouvez tous vos produits dans la liste.</p>
        <div className="mt-4 flex justify-center">
          <Link to="/products" className={buttonClasses('primary', 'no-underline')}>
            Voir mes produits
          </Link>
        </div>
      </EmptyState>
    </div>
  );
}

export function ProductLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Page title="Détails du produit" />
      <RetryAlert what="Le produit n’a pas pu être chargé." message={message} onRetry={onRetry} />
    </div>
  );
}

export function ProductDetailsSkeleton() {
  return (
    <LoadingRegion label="Chargement du produit…">
      <div className="flex flex-col gap-4">
        <div className="flex gap-4">
          <Skeleton className="size-28 shrink-0 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-5 w-28 rounded-full" />
          </div>
        </div>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    </LoadingRegion>
  );
}
