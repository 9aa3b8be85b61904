import { RetryAlert } from '../../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../../components/ui/Skeleton';
import { RecipeGone } from '../RecipeDetailsStates';

/** 404: unknown, deleted, or another household's recipe (the API does not say which). */
export function RecipeToEditNotFound() {
  return <RecipeGone title="Cette recette n’existe pas ou plus" />;
}

export function RecipeToEditLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryAlert what="La recette n’a pas pu être chargée." message={message} onRetry={onRetry} />;
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
