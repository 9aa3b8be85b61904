import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';

/** 404: unknown, deleted, or another household's recipe (the API does not say which). */
export function RecipeNotFound() {
  return (
    <div className="flex flex-col gap-4">
      <Page title="Recette introuvable" />
      <RecipeGone title="Cette recette n’existe pas" />
    </div>
  );
}

/** What a 404 on a recipe says, on its page and in the edit form: where to find the others. */
export function RecipeGone({ title }: { title: string }) {
  return (
    <EmptyState icon={SearchX} title={title}>
      <p>Elle a peut-être été supprimée. Retrouvez toutes vos recettes dans la liste.</p>
      <div className="mt-4 flex justify-center">
        <Link to="/recipes" className={buttonClasses('primary', 'no-underline')}>
          Voir mes recettes
        </Link>
      </div>
    </EmptyState>
  );
}

export function RecipeLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Page title="Recette" />
      <RetryAlert what="La recette n’a pas pu être chargée." message={message} onRetry={onRetry} />
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
