import { Copy, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';

/** The household's product already called what the person typed (the 409 `product-name-taken`). */
export type SameNameProduct = { id: number; name: string };

interface SameNameOfferProps {
  existing: SameNameProduct;
  /** How many units the form holds: « Ajouter une unité », « Ajouter 3 unités ». */
  units: number;
  adding: boolean;
  creating: boolean;
  onAdd: () => void;
  onCreateAnyway: () => void;
}

/** « Une unité », « 3 unités »: what the offer adds. */
export const unitsWord = (count: number) => (count === 1 ? 'une unité' : `${count} unités`);

/**
 * In place of « Enregistrer » once the server said the household already has a product of that name
 * (decision 0058): adding the units to it comes first, within the thumb's reach; a second product of the
 * same name stays one tap away (two « Tarte » may be two things). The first choice takes the focus, so
 * a screen reader hears why the form did not save.
 */
export function SameNameOffer({ existing, units, adding, creating, onAdd, onCreateAnyway }: SameNameOfferProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const add = units === 0 ? `Ouvrir ${existing.name}` : `Ajouter ${unitsWord(units)} à ${existing.name}`;
  return (
    <section
      aria-label="Produit déjà dans votre foyer"
      className="flex flex-col gap-3 rounded-xl border border-line p-3"
    >
      <p>
        <strong>Vous avez déjà «&nbsp;{existing.name}&nbsp;».</strong> Pour n’avoir qu’une carte et qu’un choix dans les
        recettes, ajoutez-y plutôt ce que vous rangez.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
        <Button ref={first} onClick={onAdd} pending={adding} className="wrap-anywhere">
          <Plus aria-hidden="true" className="size-5 shrink-0" />
          {add}
        </Button>
        <Button variant="secondary" onClick={onCreateAnyway} pending={creating}>
          <Copy aria-hidden="true" className="size-5 shrink-0" />
          Créer un autre produit
        </Button>
      </div>
    </section>
  );
}
