import { Heading } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { FieldError } from '../../../../components/ui/FieldMessage';
import { type IngredientValue, moveItem, newHeading } from '../../recipe-form';
import { IngredientRow } from './IngredientRow';
import { ProductPicker } from './ProductPicker';
import { focusAfterMove } from './RowButtons';
import { TitleRow } from './TitleRow';
import type { RecipeForm } from './useRecipeForm';

/**
 * The ingredients, in order, with the titles of their groups (« Pour la pâte »: the lines below a title
 * are its group), then the picker that adds more at the end.
 */
export function IngredientsEditor({ form }: { form: RecipeForm }) {
  const { ingredients } = form.values;
  const setIngredients = (next: IngredientValue[], focusNext?: string[]) =>
    form.edit((current) => ({ ...current, ingredients: next }), focusNext);
  const lines = ingredients.filter((row) => !row.heading).length;
  const replace = (row: IngredientValue, change: Partial<IngredientValue>, focusNext?: string[]) =>
    setIngredients(
      ingredients.map((item) => (item === row ? { ...item, ...change } : item)),
      focusNext,
    );
  const addTitle = () => setIngredients([...ingredients, newHeading()], [`ingredients.${ingredients.length}.label`]);
  let line = 0;
  let title = 0;

  return (
    <section aria-labelledby="recipe-ingredients" className="flex flex-col gap-3">
      <h2 id="recipe-ingredients" className="text-xl font-extrabold">
        Ingrédients {lines > 0 && `(${lines})`}
      </h2>
      {ingredients.length === 0 && (
        <p className="text-muted">
          Aucun ingrédient pour l’instant&nbsp;: cherchez un produit du placard, ou écrivez-le en texte libre.
        </p>
      )}
      {ingredients.length > 0 && (
        <ol className="flex flex-col gap-2">
          {ingredients.map((ingredient, index) => {
            const id = `ingredient:${ingredient.key}`;
            const onMove = (delta: -1 | 1) =>
              setIngredients(moveItem(ingredients, index, delta), focusAfterMove(id, delta));
            const onRemove = () =>
              setIngredients(
                ingredients.filter((item) => item !== ingredient),
                ['ingredients.search'],
              );
            const path = `ingredients.${index}.label`;
            if (ingredient.heading) {
              title++;
              return (
                <TitleRow
                  key={ingredient.key}
                  form={form}
                  path={path}
                  id={id}
                  label={`Titre de groupe ${title}`}
                  hint="Les ingrédients en dessous forment ce groupe."
                  item="un ingrédient"
                  text={ingredient.label}
                  index={index}
                  count={ingredients.length}
                  onChange={(label) => replace(ingredient, { label })}
                  onMove={onMove}
                  onRemove={onRemove}
                  onConvert={() => replace(ingredient, { heading: false }, [path])}
                />
              );
            }
            line++;
            return (
              <IngredientRow
                key={ingredient.key}
                form={form}
                ingredient={ingredient}
                index={index}
                n={line}
                count={ingredients.length}
                onChange={(change) => replace(ingredient, change)}
                onMove={onMove}
                onRemove={onRemove}
                onMakeTitle={() =>
                  replace(ingredient, { heading: true, productId: null, product: null, quantity: '' }, [path])
                }
              />
            );
          })}
        </ol>
      )}
      {form.errors.ingredients && <FieldError id="recipe-ingredients-error" message={form.errors.ingredients} />}
      <Button variant="secondary" className="self-start" onClick={addTitle}>
        <Heading aria-hidden="true" className="size-5" />
        Ajouter un titre de groupe
      </Button>
      <ProductPicker form={form} />
    </section>
  );
}
