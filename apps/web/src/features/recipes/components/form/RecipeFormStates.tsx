import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../../components/ui/Button';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../../../components/ui/Skeleton';

/** 404: unknown, deleted, or another household's recipe (the API does not say which). */
export function RecipeToEditNotFound() {
  return (
    <EmptyState icon={SearchX} title="Cette recette n’existe pas ou plus">
      <p>Elle a peut-être été supprimée. Retrouvez toutes vos recettes dans la liste.</p>
      <div className="mt-4 flex justify-center">
        <Link to="/recipes" className={buttonClasses('primary', 'no-underline')}>
          Voir mes recettes
        </Link>
      </div>
    </EmptyState>
  );
}

export function RecipeToEditLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert>
      <p>La recette n’a pas pu être chargée. {message}</p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        Réessayer
      </Button>
    </Alert>
  );
}

/** The form's outline while the recipe loads. */
export function RecipeFormSkeleton() {
  return (
    <LoadingRegion label="Chargement de la recette…">
      <div className="flex flex-col gap-4">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-11 w-1/2" />
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </LoadingRegion>
  );
}
