import type { OffSnapshot } from '@glouton/core/schemas';
import { ExternalLink } from 'lucide-react';
import { allergenName, formatNutriment, labelName, NUTRIMENT_ROWS } from './off-labels';

interface OffDetailsProps {
  off: OffSnapshot;
  barcode: string | null;
}

/** What Open Food Facts said when the product was saved: ingredients, allergens, labels, nutrition. */
export function OffDetails({ off, barcode }: OffDetailsProps) {
  return (
    <section aria-labelledby="off-titre" className="flex flex-col gap-4">
      <h2 id="off-titre" className="text-xl font-extrabold">
        Composition
      </h2>
      <div>
        <h3 className="font-bold">Ingrédients</h3>
        <p className="text-muted">{off.ingredientsText ?? 'Non renseignés.'}</p>
      </div>
      <TagList title="Allergènes" tags={off.allergens.map(allergenName)} empty="Aucun allergène signalé." />
      {/* Two tags can say the same in French (`en:gluten-free`, `en:no-gluten`): one chip each name. */}
      {off.labels.length > 0 && <TagList title="Labels" tags={[...new Set(off.labels.map(labelName))]} empty="" />}
      <NutritionTable off={off} />
      <Attribution barcode={barcode} />
    </section>
  );
}

function TagList({ title, tags, empty }: { title: string; tags: string[]; empty: string }) {
  return (
    <div>
      <h3 className="font-bold">{title}</h3>
      {tags.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full border border-line px-2.5 py-0.5 text-sm font-semibold">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NutritionTable({ off }: { off: OffSnapshot }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-1 text-left font-bold">Valeurs nutritionnelles pour 100 g</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Nutriment</th>
          <th scope="col">Pour 100 g</th>
        </tr>
      </thead>
      <tbody>
        {NUTRIMENT_ROWS.map(({ key, label, unit, indent }) => {
          const value = formatNutriment(off.nutriments[key], unit);
          return (
            <tr key={key} className="border-b border-line">
              <th scope="row" className={`py-1.5 font-semibold ${indent ? 'pl-4 font-normal' : ''}`}>
                {label}
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {value ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">non renseigné</span>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** ODbL: the data is credited to Open Food Facts, with a link to the product's page there. */
function Attribution({ barcode }: { barcode: string | null }) {
  return (
    <p className="text-sm text-muted">
      {barcode ? (
        <a
          href={`https://world.openfoodfacts.org/product/${encodeURIComponent(barcode)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-bold"
        >
          Données Open Food Facts
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      ) : (
        'Données Open Food Facts'
      )}
      {', sous licence '}
      <a href="https://opendatacommons.org/licenses/odbl/1-0/" target="_blank" rel="noopener noreferrer">
        ODbL
      </a>
      .
    </p>
  );
}
