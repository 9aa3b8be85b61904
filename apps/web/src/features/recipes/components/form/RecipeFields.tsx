import { TextArea } from '../../../../components/ui/TextArea';
import { TextField } from '../../../../components/ui/TextField';
import type { RecipeTextField } from '../../recipe-form';
import { DurationField } from './DurationField';
import type { RecipeForm } from './useRecipeForm';

/** Name, description, servings, duration, picture and source: the recipe's own fields. */
export function RecipeFields({ form }: { form: RecipeForm }) {
  const { values, errors } = form;
  const set = (field: RecipeTextField) => (event: { target: { value: string } }) =>
    form.edit((current) => ({ ...current, [field]: event.target.value }));

  return (
    <>
      <TextField
        ref={form.control('name')}
        label="Nom"
        required
        autoComplete="off"
        maxLength={300}
        value={values.name}
        error={errors.name}
        onChange={set('name')}
      />
      <TextArea
        ref={form.control('description')}
        label="Description"
        value={values.description}
        error={errors.description}
        onChange={set('description')}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          ref={form.control('servings')}
          label="Parts"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={values.servings}
          error={errors.servings}
          onChange={set('servings')}
        />
        <DurationField form={form} />
      </div>
      <TextField
        ref={form.control('imageUrl')}
        label="Image (adresse web)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        autoComplete="off"
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={set('imageUrl')}
      />
      <TextField
        ref={form.control('sourceUrl')}
        label="Source"
        type="url"
        inputMode="url"
        placeholder="https://…"
        hint="La page d’où vient la recette (remplie par l’import)."
        autoComplete="off"
        value={values.sourceUrl}
        error={errors.sourceUrl}
        onChange={set('sourceUrl')}
      />
    </>
  );
}
