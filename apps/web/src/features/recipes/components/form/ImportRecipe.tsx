import { Download } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { FormActions, FormError } from '../../../../components/ui/FormKit';
import { TextField } from '../../../../components/ui/TextField';
import { importRecipeBodySchema } from '../../../../lib/schemas';
import { useImportRecipe } from '../../api/import-recipe';
import { hasContent, type RecipeFormValues, valuesOf } from '../../recipe-form';
import { importErrorMessage, withScheme } from './import-messages';
import type { RecipeForm } from './useRecipeForm';

/** Imported, and what the form held before when the import replaced it (to put it back). */
type Notice = { previous: RecipeFormValues | null } | { restored: true };

/**
 * Fills the form from a recipe page: the server reads the page and answers a draft; nothing is saved
 * until "Enregistrer", so the user checks it first.
 */
export function ImportRecipe({ form }: { form: RecipeForm }) {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const mutation = useImportRecipe();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = importRecipeBodySchema.safeParse({ url: withScheme(url) });
    if (!parsed.success) {
      setUrlError(url.trim() === '' ? 'Collez l’adresse de la page.' : parsed.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setUrlError(undefined);
    setNotice(null);
    const previous = hasContent(form.values) ? form.values : null;
    mutation.mutate(parsed.data.url, {
      onSuccess: (draft) => {
        form.replace(valuesOf(draft));
        setNotice({ previous });
      },
    });
  };

  const previous = notice && 'previous' in notice ? notice.previous : null;
  const restore = (values: RecipeFormValues) => {
    form.replace(values);
    setNotice({ restored: true });
  };

  return (
    <section aria-labelledby="recipe-import" className="flex flex-col gap-3 rounded-2xl bg-surface p-4">
      <h2 id="recipe-import" className="text-lg font-extrabold">
        Importer depuis une page de recette
      </h2>
      <p className="text-sm text-muted">
        Collez l’adresse d’une recette en ligne&nbsp;: le formulaire se remplit, vous vérifiez puis enregistrez.
      </p>
      <form noValidate onSubmit={submit} className="flex items-start gap-2">
        <TextField
          ref={field}
          label="Adresse de la page"
          className="min-w-0 flex-1"
          type="url"
          inputMode="url"
          placeholder="https://…"
          autoComplete="off"
          value={url}
          error={urlError}
          onChange={(event) => {
            setUrl(event.target.value);
            // What was said about the previous address no longer holds for this one.
            if (mutation.isError) mutation.reset();
          }}
        />
        <FormActions pending={mutation.isPending} className="mt-7.5 shrink-0">
          {!mutation.isPending && <Download aria-hidden="true" className="size-5" />}
          Importer
        </FormActions>
      </form>
      <FormError message={mutation.isError && importErrorMessage(mutation.error)} />
      <div role="status">
        {notice && 'previous' in notice && (
          <div className="flex flex-col gap-2 rounded-xl border border-brand bg-canvas px-3 py-2.5">
            <p className="font-bold">Recette importée&nbsp;: vérifiez puis enregistrez.</p>
            {previous && (
              <>
                <p>Ce que vous aviez saisi a été remplacé.</p>
                <Button variant="secondary" className="self-start" onClick={() => restore(previous)}>
                  Rétablir ma saisie
                </Button>
              </>
            )}
          </div>
        )}
        {notice && 'restored' in notice && <p>Votre saisie a été rétablie.</p>}
      </div>
    </section>
  );
}
