import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormActions, FormError } from '../../../../components/ui/FormKit';
import { useToast } from '../../../../components/ui/Toast';
import { useUnsavedChanges } from '../../../../lib/leaving';
import {
  type CreateRecipeBody,
  createRecipeBodySchema,
  type Recipe,
  type UpdateRecipeBody,
  updateRecipeBodySchema,
} from '../../../../lib/schemas';
import { useCreateRecipe } from '../../api/create-recipe';
import { useUpdateRecipe } from '../../api/update-recipe';
import { emptyRecipeValues, valuesOf } from '../../recipe-form';
import { serverRecipeErrors } from '../../recipe-form-errors';
import { ErrorSummary } from './ErrorSummary';
import { ImportRecipe } from './ImportRecipe';
import { IngredientsEditor } from './IngredientsEditor';
import { RecipeFields } from './RecipeFields';
import { StepsEditor } from './StepsEditor';
import { saveFailureMessage } from './save-failure';
import { useRecipeForm } from './useRecipeForm';

/** A new recipe (with import from a page), or `recipe` edited: PATCH with the whole lists. */
export function RecipeForm({ recipe }: { recipe?: Recipe }) {
  const editing = recipe !== undefined;
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateRecipe();
  const update = useUpdateRecipe(recipe?.id ?? 0);
  const pending = create.isPending || update.isPending;
  const schema: z.ZodType = editing ? updateRecipeBodySchema : createRecipeBodySchema;
  const form = useRecipeForm(() => (recipe ? valuesOf(recipe) : emptyRecipeValues()), schema);
  const [failure, setFailure] = useState<string | null>(null);
  // A half-written recipe is not dropped by Back or a link without asking (saving replaces the page).
  useUnsavedChanges(form.changed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const body = form.submit();
    if (!body) return;
    // The body passed the matching core schema just above.
    const saved = editing ? update.mutateAsync(body as UpdateRecipeBody) : create.mutateAsync(body as CreateRecipeBody);
    saved.then(
      (result) => {
        toast.show({
          message: editing
            ? `«\u00a0${result.name}\u00a0» enregistrée.`
            : `«\u00a0${result.name}\u00a0» ajoutée à vos recettes.`,
        });
        // Replaced: going back should not land on a form that was already saved.
        navigate(`/recipe/${result.id}`, { replace: true });
      },
      (error: unknown) => {
        const { errors, other } = serverRecipeErrors(error, form.values);
        form.showErrors(errors);
        setFailure(saveFailureMessage(error, other, editing));
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {!editing && <ImportRecipe form={form} />}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={editing ? 'Modifier la recette' : 'Nouvelle recette'}
        className="flex flex-col gap-6"
      >
        <p className="text-sm text-muted">Seul le nom est obligatoire.</p>
        <ErrorSummary form={form} errors={form.errors} />
        <div className="flex flex-col gap-4">
          <RecipeFields form={form} />
        </div>
        <IngredientsEditor form={form} />
        <StepsEditor form={form} />
        <FormError message={failure} />
        <FormActions pending={pending} cancel={{ to: editing ? `/recipe/${recipe.id}` : '/recipes' }}>
          Enregistrer
        </FormActions>
      </form>
    </div>
  );
}
