import { scaleIngredient } from '@glouton/core/ingredients';
import type { Recipe, RecipeIngredientProduct, SavedIngredient } from '@glouton/core/schemas';
import { useMemo } from 'react';
import { ServingsStepper } from '../../../components/ui/ServingsStepper';
import { useToast } from '../../../components/ui/Toast';
import { useUpdateRecipe } from '../api/update-recipe';
import { recipeErrorMessage } from '../recipe-messages';
import { IngredientList, type ShownLine } from './IngredientList';

type Group = { title: string | null; lines: SavedIngredient[]; shown: ShownLine[] };

/** Consecutive lines under one title (« Pour la pâte »); lines before any title have none. */
function groupsOf(ingredients: SavedIngredient[], shown: ShownLine[]): Group[] {
  const groups: Group[] = [];
  ingredients.forEach((line, index) => {
    const last = groups.at(-1);
    const looks = shown[index] as ShownLine;
    if (last && last.title === line.group) {
      last.lines.push(line);
      last.shown.push(looks);
    } else groups.push({ title: line.group, lines: [line], shown: [looks] });
  });
  return groups;
}

/**
 * The recipe page's ingredients, for the servings the person chooses: the amounts scale and round as a
 * cook writes them (@glouton/core/ingredients, loaded by this page only); a line with no amount, or a
 * recipe that says for how many it is written, shows as written. Each group under its title, a
 * sub-heading of « Ingrédients » (decision 0040).
 */
export function RecipeIngredients({
  recipe,
  servings,
  onServingsChange,
}: {
  recipe: Recipe;
  /** Chosen on the page (RecipeDetails): « J'ai cuisiné » cooks for as many. */
  servings: number | null;
  onServingsChange: (servings: number) => void;
}) {
  const factor = recipe.servings && servings ? servings / recipe.servings : 1;
  const shown = useMemo(
    () => recipe.ingredients.map((ingredient) => scaleIngredient(ingredient, factor)),
    [recipe.ingredients, factor],
  );
  const groups = groupsOf(recipe.ingredients, shown);
  const update = useUpdateRecipe(recipe.id);
  const toast = useToast();
  // « Lier à Lardons »: every line « à vérifier » naming that food is linked (« 3 œufs » and « 1 œuf »),
  // the recipe saved as it is otherwise (decision 0057).
  const onLink = (line: SavedIngredient, product: RecipeIngredientProduct) => {
    const sameFood = (other: SavedIngredient) =>
      other.productId === null && !other.atHome && (other === line || (line.food !== null && other.food === line.food));
    update.mutate(
      {
        ingredients: recipe.ingredients.map((other) => ({
          productId: sameFood(other) ? product.id : other.productId,
          label: other.label,
          quantity: other.quantity,
          group: other.group,
        })),
      },
      {
        onSuccess: () => toast.show({ message: `«\u00a0${line.label}\u00a0» est lié à ${product.name}.` }),
        onError: (cause) => toast.show({ message: recipeErrorMessage(cause) }),
      },
    );
  };
  const linking = { onLink, pending: update.isPending };
  return (
    <section aria-labelledby="ingredients-titre" className="flex flex-col gap-2">
      <h2 id="ingredients-titre" className="text-xl font-extrabold">
        Ingrédients ({recipe.ingredients.length})
      </h2>
      {recipe.servings !== null && servings !== null && recipe.ingredients.length > 0 && (
        <ServingsStepper servings={servings} recipeServings={recipe.servings} onChange={onServingsChange} />
      )}
      {recipe.ingredients.length === 0 ? (
        <p className="text-muted">Aucun ingrédient. Ajoutez-en en modifiant la recette.</p>
      ) : groups.every((group) => group.title === null) ? (
        <IngredientList ingredients={recipe.ingredients} shown={shown} showQuantity {...linking} />
      ) : (
        <div className="flex flex-col gap-4">
          {groups.map((group, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups are ordered runs of lines without ids
            <div key={index} className="flex flex-col gap-1">
              {group.title !== null && <h3 className="text-lg font-bold wrap-anywhere">{group.title}</h3>}
              <IngredientList
                ingredients={group.lines}
                shown={group.shown}
                showQuantity
                label={group.title ?? 'Ingrédients'}
                {...linking}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
