import { foldText } from '@glouton/core/domain';
import { Home, Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { RetryAlert } from '../../../../components/ui/RetryAlert';
import { TextField } from '../../../../components/ui/TextField';
import { useToast } from '../../../../components/ui/Toast';
import { usePutStaples, useStaples } from '../../api/staples';
import { recipeErrorMessage } from '../../recipe-messages';

/**
 * « Toujours à la maison » (decision 0057): what the household never buys for a recipe (salt, pepper,
 * oil…). A line naming only these is neither missing nor « à vérifier », and the week's shopping leaves
 * it out. A disclosure, closed at first: the list is set once and rarely looked at again.
 */
export function StaplesEditor() {
  const titleId = useId();
  const query = useStaples();
  const put = usePutStaples();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const staples = query.data?.staples ?? [];

  const save = (next: string[], message: string) => {
    setError(null);
    put.mutate(
      { staples: next },
      {
        onSuccess: () => toast.show({ message }),
        onError: (cause) => setError(recipeErrorMessage(cause)),
      },
    );
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const label = draft.trim();
    if (label === '') return setError('Écrivez ce que vous avez toujours, par exemple «\u00a0Sel\u00a0».');
    if (staples.some((staple) => foldText(staple) === foldText(label))) {
      setDraft('');
      return setError(`«\u00a0${label}\u00a0» est déjà dans la liste.`);
    }
    setDraft('');
    save([...staples, label], `«\u00a0${label}\u00a0» ajouté à «\u00a0Toujours à la maison\u00a0».`);
  };

  return (
    <details className="rounded-xl border border-line p-3">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-bold">
        <Home aria-hidden="true" className="size-5" />
        <span id={titleId}>Toujours à la maison</span>
        {query.data && <span className="text-sm font-normal text-muted">({staples.length})</span>}
      </summary>
      <div className="flex flex-col gap-3 pt-2">
        <p className="text-sm text-muted">
          Ce que vous ne rachetez jamais pour une recette. Ces ingrédients ne manquent jamais et ne vont pas sur la
          liste de courses.
        </p>
        {query.isError && !query.data && (
          <RetryAlert
            what="La liste n’a pas pu être chargée."
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.data && (
          <ul aria-labelledby={titleId} className="flex flex-wrap gap-2">
            {staples.map((staple) => (
              <li key={staple} className="inline-flex items-center gap-1 rounded-full bg-brand/10 py-0.5 pl-3">
                {staple}
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-full"
                  aria-label={`Retirer ${staple}`}
                  disabled={put.isPending}
                  onClick={() =>
                    save(
                      staples.filter((other) => other !== staple),
                      `«\u00a0${staple}\u00a0» retiré de «\u00a0Toujours à la maison\u00a0».`,
                    )
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={add} className="flex items-end gap-2">
          <TextField
            label="Ajouter un ingrédient"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={60}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={put.isPending || !query.data}>
            <Plus aria-hidden="true" className="size-4" />
            Ajouter
          </Button>
        </form>
        {error && (
          <p role="alert" className="font-bold text-danger">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}
