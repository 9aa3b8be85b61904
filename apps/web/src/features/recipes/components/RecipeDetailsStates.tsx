import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';

/** 404: unknown, deleted, or another household's recipe (the API does not say which). */
export function RecipeNotFound() {
  return (
    <div className="flex flex-col gap-4">
      <Page title="Recette introuvable" />
      <EmptyState icon={SearchX} title="Cette recette n’existe pas">
        <p>Elle a peut-être été supprimée. Retrouvez toutes vos recettes dans la liste.</p>
        <div className="mt-4 flex justify-center">
          <Link to="/recipes" className={buttonClasses('primary', 'no-underline')}>
            Voir mes recettes
          </Link>
        </div>
      </EmptyState>
    </div>
  );
}

export function RecipeLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Page title="Recette" />
      <Alert>
        <p>La recette n’a pas pu être chargée. {message}</p>
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          Réessayer
        </Button>
      </Alert>
    </div>
  );
}

export function RecipeDetailsSkeleton() {
  return (
    <LoadingRegion label="Chargement de la recette…">
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-44 w-full rounded-2xl" />
        <div className="flex gap-2">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-16 rounded-full" />
        </div>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </LoadingRegion>
  );
}
