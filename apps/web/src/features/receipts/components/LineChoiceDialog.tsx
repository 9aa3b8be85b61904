import { CATEGORIES, DEFAULT_CATEGORY_ID } from '@glouton/core/domain';
import type { ReceiptLineView } from '@glouton/core/schemas';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Select } from '../../../components/ui/Select';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useProductSearch } from '../api/receipts';
import type { LineChoice } from '../review-choices';

interface LineChoiceDialogProps {
  line: ReceiptLineView | null;
  choice: LineChoice | null;
  onChoose: (choice: LineChoice) => void;
  onClose: () => void;
}

const CATEGORY_OPTIONS = CATEGORIES.map(({ id, name }) => ({ value: String(id), label: name }));
const SEARCH_DELAY_MS = 300;

/**
 * « Changer » a line: the products the server suggests, a search among the household's products, a new
 * product (its name and category), or « Ignorer cette ligne ». Nothing is sent: the choice waits for « Tout ajouter ».
 */
export function LineChoiceDialog({ line, choice, onChoose, onClose }: LineChoiceDialogProps) {
  return (
    <Dialog
      open={line !== null}
      onClose={onClose}
      title="Ce produit est…"
      description={line ? `«\u00a0${line.text}\u00a0»` : undefined}
    >
      {line && choice && <Choices key={line.index} line={line} choice={choice} onChoose={onChoose} />}
    </Dialog>
  );
}

function Choices({
  line,
  choice,
  onChoose,
}: {
  line: ReceiptLineView;
  choice: LineChoice;
  onChoose: (choice: LineChoice) => void;
}) {
  const [search, setSearch] = useState('');
  const found = useProductSearch(useDebouncedValue(search, SEARCH_DELAY_MS));
  const proposed =
    choice.kind === 'new' ? choice : (line.newProduct ?? { name: line.text, categoryId: DEFAULT_CATEGORY_ID });
  const [name, setName] = useState(proposed.name);
  const [categoryId, setCategoryId] = useState(proposed.categoryId);
  const nameField = useRef<HTMLInputElement>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const candidates = [...(line.match ? [line.match] : []), ...line.suggestions].filter(
    (product, at, all) => all.findIndex((other) => other.productId === product.productId) === at,
  );

  const pick = (productId: number, productName: string) => onChoose({ kind: 'product', productId, name: productName });
  const createNew = () => {
    if (name.trim() === '') {
      setNameError('Le nom est obligatoire.');
      nameField.current?.focus();
      return;
    }
    onChoose({ kind: 'new', name: name.trim(), categoryId });
  };

  return (
    <div className="flex flex-col gap-4">
      {candidates.length > 0 && (
        <section aria-label="Produits proposés" className="flex flex-col gap-2">
          {candidates.map((product) => (
            <Button key={product.productId} variant="secondary" onClick={() => pick(product.productId, product.name)}>
              {product.name}
            </Button>
          ))}
        </section>
      )}
      <section className="flex flex-col gap-2">
        <TextField
          label="Chercher parmi vos produits"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          enterKeyHint="search"
        />
        {found.isFetching && <Spinner label="Recherche…" />}
        {found.isError && <p className="text-sm text-danger">La recherche n’a pas abouti (pas de réseau&nbsp;?).</p>}
        {found.data?.length === 0 && <p className="text-sm text-muted">Aucun produit de ce nom.</p>}
        {found.data?.map((product) => (
          <Button key={product.productId} variant="ghost" onClick={() => pick(product.productId, product.name)}>
            {product.name}
          </Button>
        ))}
      </section>
      <section aria-label="Nouveau produit" className="flex flex-col gap-2 rounded-xl border border-line p-3">
        <TextField
          ref={nameField}
          label="Nom du nouveau produit"
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <Select
          label="Catégorie"
          options={CATEGORY_OPTIONS}
          value={String(categoryId)}
          onChange={(event) => setCategoryId(Number(event.target.value))}
        />
        <Button variant="secondary" onClick={createNew}>
          Nouveau produit
        </Button>
      </section>
      <Button variant="ghost" onClick={() => onChoose({ kind: 'skip' })}>
        Ignorer cette ligne
      </Button>
    </div>
  );
}
