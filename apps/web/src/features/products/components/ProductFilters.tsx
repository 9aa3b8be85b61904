import { CATEGORIES } from '@glouton/core/domain';
import type { ProductOrder } from '@glouton/core/schemas';
import { LayoutGrid, List } from 'lucide-react';
import { CATEGORY_ICONS } from '../../../components/ui/CategoryIcon';
import { RadioChips } from '../../../components/ui/RadioChips';
import { Select } from '../../../components/ui/Select';
import { usePlaces } from '../../../lib/places';
import type { ProductListState, ProductListView } from '../hooks/useProductListState';

const ORDER_OPTIONS: { value: ProductOrder; label: string }[] = [
  { value: 'expiration', label: 'Péremption la plus proche' },
  { value: 'expiration-desc', label: 'Péremption la plus lointaine' },
  { value: 'name', label: 'Nom (A → Z)' },
  { value: 'name-desc', label: 'Nom (Z → A)' },
];

const VIEW_OPTIONS = [
  { value: 'list', label: 'Liste', icon: List },
  { value: 'categories', label: 'Par catégorie', icon: LayoutGrid },
] as const satisfies readonly { value: ProductListView; label: string; icon: typeof List }[];

const ALL = 'all';
const CATEGORY_OPTIONS = [
  { value: ALL, label: 'Toutes' },
  ...CATEGORIES.map((category) => ({
    value: String(category.id),
    label: category.name,
    icon: CATEGORY_ICONS[category.icon],
  })),
];

/** Order, view and category of the product list: what « Filtres » opens. */
export function ProductFilters({ id, state }: { id: string; state: ProductListState }) {
  return (
    <div id={id} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3">
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <Select
          label="Trier par"
          options={ORDER_OPTIONS}
          value={state.order}
          onChange={(event) => state.setOrder(event.target.value as ProductOrder)}
        />
        <RadioChips legend="Affichage" options={VIEW_OPTIONS} value={state.view} onChange={state.setView} />
      </div>
      <RadioChips
        legend="Catégorie"
        scroll
        options={CATEGORY_OPTIONS}
        value={state.categoryId === undefined ? ALL : String(state.categoryId)}
        onChange={(value) => state.setCategoryId(value === ALL ? undefined : Number(value))}
      />
      <PlaceFilter state={state} />
    </div>
  );
}

/** « Où »: the household's places (decision 0062), the products with a unit there. */
function PlaceFilter({ state }: { state: ProductListState }) {
  const places = usePlaces().data;
  if (!places) return null;
  const options = [
    { value: ALL, label: 'Partout' },
    ...places.map((place) => ({ value: String(place.id), label: place.name })),
  ];
  return (
    <RadioChips
      legend="Rangé dans"
      scroll
      options={options}
      value={state.placeId === undefined ? ALL : String(state.placeId)}
      onChange={(value) => state.setPlaceId(value === ALL ? undefined : Number(value))}
    />
  );
}
