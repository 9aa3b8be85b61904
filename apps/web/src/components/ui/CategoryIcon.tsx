import { CATEGORIES, type Category, DEFAULT_CATEGORY_ID } from '@glouton/core/domain';
import { Apple, Beef, Candy, CupSoda, type LucideIcon, Milk, Package, Wheat } from 'lucide-react';

/** Core names each category's icon by key; this is where the keys become pictures. */
export const CATEGORY_ICONS: Record<Category['icon'], LucideIcon> = {
  apple: Apple,
  milk: Milk,
  wheat: Wheat,
  beef: Beef,
  candy: Candy,
  'cup-soda': CupSoda,
  package: Package,
};

export function categoryOf(categoryId: number): Category {
  const found = CATEGORIES.find((category) => category.id === categoryId);
  return found ?? (CATEGORIES.find((category) => category.id === DEFAULT_CATEGORY_ID) as Category);
}

/** Decorative: the category's name is always written next to it or in the image's context. */
export function CategoryIcon({ categoryId, className }: { categoryId: number; className?: string }) {
  const Icon = CATEGORY_ICONS[categoryOf(categoryId).icon];
  return <Icon aria-hidden="true" className={className} />;
}
