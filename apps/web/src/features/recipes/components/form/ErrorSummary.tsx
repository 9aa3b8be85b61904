import { Alert } from '../../../../components/ui/Alert';
import { fieldLabel, fieldOrder, type RecipeFormErrors } from '../../recipe-form-errors';
import type { RecipeForm } from './useRecipeForm';

/** Every problem in one place, in the form's order; each one takes the user to its field. */
export function ErrorSummary({ form, errors }: { form: RecipeForm; errors: RecipeFormErrors }) {
  const paths = fieldOrder(form.values).filter((path) => errors[path]);
  if (paths.length === 0) return null;
  return (
    <Alert>
      <p className="font-bold">
        {paths.length === 1
          ? 'La recette n’est pas enregistrée\u00a0: un champ est à corriger.'
          : `La recette n’est pas enregistrée\u00a0: ${paths.length} champs sont à corriger.`}
      </p>
      <ul className="mt-1 flex flex-col">
        {paths.map((path) => (
          <li key={path}>
            <button
              type="button"
              className="min-h-11 text-left underline"
              onClick={() =>
                form.focus([path === 'ingredients' ? 'ingredients.search' : path === 'steps' ? 'steps.add' : path])
              }
            >
              {fieldLabel(path, form.values)}&nbsp;: {errors[path]}
            </button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
