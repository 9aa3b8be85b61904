import { PackageOpen, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ADD_WITHOUT_BARCODE_PATH } from '../../../lib/scan-links';

/** The household has no product at all: the two ways to add one. */
export function NoProductYet() {
  return (
    <EmptyState icon={PackageOpen} title="Votre placard est vide">
      <p>Scannez le code-barres de vos courses, ou ajoutez un produit qui n’en a pas (fruits, vrac, restes).</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to="/scan" className={buttonClasses('primary', 'no-underline')}>
          Scanner un produit
        </Link>
        <Link to={ADD_WITHOUT_BARCODE_PATH} className={buttonClasses('secondary', 'no-underline')}>
          Ajouter sans code-barres
        </Link>
      </div>
    </EmptyState>
  );
}

interface NoResultProps {
  search: string | undefined;
  filtered: boolean;
  onReset: () => void;
}

/** A search or a filter found nothing: says what was looked for and how to widen it. */
export function NoResult({ search, filtered, onReset }: NoResultProps) {
  return (
    <EmptyState
      icon={SearchX}
      title={search ? `Aucun produit pour «\u00a0${search}\u00a0»` : 'Aucun produit dans cette catégorie'}
      actions={
        <Button variant="secondary" onClick={onReset}>
          {filtered && search
            ? 'Effacer la recherche et le filtre'
            : search
              ? 'Effacer la recherche'
              : 'Voir toutes les catégories'}
        </Button>
      }
    >
      <p>Vérifiez l’orthographe ou essayez un autre mot. Les accents et majuscules ne comptent pas.</p>
    </EmptyState>
  );
}
