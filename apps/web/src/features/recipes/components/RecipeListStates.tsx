import { ChefHat, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';

/** The household has no recipe yet: what recipes are for here, and the way to add one. */
export function NoRecipeYet({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <EmptyState
      icon={ChefHat}
      title="Aucune recette pour l’instant"
      headingLevel={headingLevel}
      actions={
        <Link to="/create-recipe" className={buttonClasses('primary', 'no-underline')}>
          Créer une recette
        </Link>
      }
    >
      <p>
        Ajoutez vos recettes, ou importez-les depuis un site&nbsp;: Glouton vous dira lesquelles cuisiner avec ce qui
        est dans le placard.
      </p>
    </EmptyState>
  );
}

export function NoRecipeFound({ search, onReset }: { search: string; onReset: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={`Aucune recette pour «\u00a0${search}\u00a0»`}
      actions={
        <Button variant="secondary" onClick={onReset}>
          Effacer la recherche
        </Button>
      }
    >
      <p>Vérifiez l’orthographe ou essayez un autre mot. Les accents et majuscules ne comptent pas.</p>
    </EmptyState>
  );
}

export function RecipesLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryAlert what="Les recettes n’ont pas pu être chargées." message={message} onRetry={onRetry} />;
}

export function RecipeListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <LoadingRegion label="Chargement des recettes…">
      <ul className="flex flex-col gap-3">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3">
            <div className="flex gap-3">
              <Skeleton className="size-16 shrink-0 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-6 w-28 rounded-full" />
              </div>
            </div>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
