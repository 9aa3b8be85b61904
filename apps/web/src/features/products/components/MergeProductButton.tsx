import type { Product } from '@glouton/core/schemas';
import { Merge } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useMergeCandidates, useMergeProduct } from '../api/merge-product';

/** A product has one barcode: two products with different ones stay two (the server says 409 too). */
const otherBarcode = (product: Product, candidate: Product) =>
  product.barcode !== null && candidate.barcode !== null && product.barcode !== candidate.barcode;

const unitsText = (count: number) => (count === 0 ? 'aucune unité' : count === 1 ? '1 unité' : `${count} unités`);

/**
 * « Fusionner avec… » (decision 0058): the person picks the product to keep; this one's units, history,
 * list lines and recipes go into it, and its page then shows the kept one.
 */
export function MergeProductButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Merge aria-hidden="true" className="size-5" />
        Fusionner avec…
      </Button>
      {open && <MergeDialog product={product} onClose={() => setOpen(false)} />}
    </>
  );
}

function MergeDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Product | null>(null);
  const candidates = useMergeCandidates(useDebouncedValue(search, 250));
  const merge = useMergeProduct();
  const toast = useToast();
  const navigate = useNavigate();
  const name = useId();
  const others = (candidates.data ?? []).filter((candidate) => candidate.id !== product.id);

  const onMerge = () => {
    if (!chosen || merge.isPending) return;
    merge.mutate(
      { id: product.id, into: chosen.id },
      {
        onSuccess: (kept) => {
          toast.show({ message: `«\u00a0${product.name}\u00a0» fusionné avec «\u00a0${kept.name}\u00a0».` });
          navigate(`/product/${kept.id}`, { replace: true });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Fusionner «\u00a0${product.name}\u00a0»`}
      description={
        <>
          Choisissez le produit à garder&nbsp;: les unités, l’historique, les lignes de la liste et les recettes de
          «&nbsp;{product.name}&nbsp;» y passent, puis «&nbsp;{product.name}&nbsp;» disparaît.
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextField
          label="Chercher le produit à garder"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          maxLength={255}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Produit à garder</legend>
          {candidates.isPending && <Spinner label="Recherche des produits…" />}
          {candidates.isError && (
            <p role="alert" className="font-semibold text-danger">
              Les produits n’ont pas pu être chargés. {candidates.error.message}
            </p>
          )}
          {candidates.isSuccess && others.length === 0 && (
            <p className="text-muted">Aucun autre produit ne correspond.</p>
          )}
          {others.map((candidate) => {
            const refused = otherBarcode(product, candidate);
            return (
              <label
                key={candidate.id}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 py-2 has-[:checked]:border-2 has-[:checked]:border-brand has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
              >
                <input
                  type="radio"
                  name={name}
                  className="size-5 shrink-0 accent-brand"
                  checked={chosen?.id === candidate.id}
                  disabled={refused}
                  onChange={() => setChosen(candidate)}
                />
                <span className="min-w-0 wrap-anywhere">
                  <span className="font-bold">{candidate.name}</span>{' '}
                  <span className="block text-sm text-muted">
                    {[candidate.brand, unitsText(candidate.stock.length), refused && 'autre code-barres']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        {merge.error && (
          <p role="alert" className="font-semibold text-danger">
            La fusion a échoué. {merge.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button onClick={onMerge} disabled={!chosen} pending={merge.isPending}>
            {chosen ? `Garder «\u00a0${chosen.name}\u00a0»` : 'Fusionner'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
