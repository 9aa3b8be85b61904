import type { Recipe } from '@glouton/core/schemas';
import { ArrowLeft, ExternalLink, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { Page } from '../../../components/ui/Page';
import { DeleteRecipeButton } from './DeleteRecipeButton';
import { RecipeActions } from './RecipeActions';
import { RecipeImage } from './RecipeImage';
import { RecipeIngredients } from './RecipeIngredients';
import { AvailabilityBadge, DurationText, ExpiringSoonMark, ServingsText } from './RecipeMeta';
import { RecipeSteps } from './RecipeSteps';

/** "marmiton.org" from the source address, to say where the link goes; the address itself if unparsable. */
function siteName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The recipe's page: what it needs and what the cupboard has, the actions that use that (shopping list,
 * "J'ai cuisiné"), the steps, then edit / delete at the end, away from the thumb's everyday path.
 */
export function RecipeDetails({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  // The servings chosen on the page, for the amounts shown and for « J'ai cuisiné »; they start again
  // from the recipe's own when those change.
  const [chosen, setChosen] = useState({ of: recipe.servings, servings: recipe.servings });
  const servings = chosen.of === recipe.servings ? chosen.servings : recipe.servings;
  const onServingsChange = (value: number) => setChosen({ of: recipe.servings, servings: value });
  return (
    <div className="flex flex-col gap-6">
      <Link to="/recipes" className="-mb-2 inline-flex min-h-11 items-center gap-1.5 self-start font-bold">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Recettes
      </Link>
      <header className="flex flex-col gap-3 wrap-anywhere">
        <Page title={recipe.name} />
        <RecipeImage imageUrl={recipe.imageUrl} eager className="aspect-video max-h-72 w-full" />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <AvailabilityBadge
            availableCount={recipe.availableCount}
            totalCount={recipe.totalCount}
            toCheckCount={recipe.toCheckCount}
          />
          <ServingsText servings={recipe.servings} />
          <DurationText minutes={recipe.durationMinutes} />
        </div>
        <ExpiringSoonMark count={recipe.expiringSoonCount} />
        {recipe.description && <p className="whitespace-pre-line">{recipe.description}</p>}
        {recipe.sourceUrl && (
          <a
            href={recipe.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 self-start font-bold"
          >
            Recette d’origine sur {siteName(recipe.sourceUrl)}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(nouvel onglet)</span>
          </a>
        )}
      </header>
      <RecipeActions recipe={recipe} servings={servings} />
      <RecipeIngredients recipe={recipe} servings={servings} onServingsChange={onServingsChange} />
      <section aria-labelledby="etapes-titre" className="flex flex-col gap-2">
        <h2 id="etapes-titre" className="text-xl font-extrabold">
          Étapes
        </h2>
        {recipe.steps.length > 0 ? (
          <RecipeSteps recipe={recipe} />
        ) : (
          <p className="text-muted">Aucune étape. Ajoutez-les en modifiant la recette.</p>
        )}
      </section>
      <section aria-labelledby="gerer-recette-titre" className="flex flex-col gap-3">
        <h2 id="gerer-recette-titre" className="text-xl font-extrabold">
          Gérer la recette
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to={`/create-recipe?id=${recipe.id}`} className={buttonClasses('secondary', 'no-underline')}>
            <Pencil aria-hidden="true" className="size-5" />
            Modifier
          </Link>
          <DeleteRecipeButton recipe={recipe} onDeleted={() => navigate('/recipes', { replace: true })} />
        </div>
      </section>
    </div>
  );
}
