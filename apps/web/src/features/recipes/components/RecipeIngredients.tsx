import type { RecipeIngredient } from '@glouton/core/schemas';
import { IngredientList } from './IngredientList';

/** Consecutive lines under one title (« Pour la pâte »); lines before any title have none. */
function groupsOf(ingredients: RecipeIngredient[]): { title: string | null; lines: RecipeIngredient[] }[] {
  const groups: { title: string | null; lines: RecipeIngredient[] }[] = [];
  for (const line of ingredients) {
    const last = groups.at(-1);
    if (last && last.title === line.group) last.lines.push(line);
    else groups.push({ title: line.group, lines: [line] });
  }
  return groups;
}

/** The recipe page's ingredients, each group under its title: a sub-heading of « Ingrédients ». */
export function RecipeIngredients({ ingredients }: { ingredients: RecipeIngredient[] }) {
  const groups = groupsOf(ingredients);
  if (groups.every((group) => group.title === null)) return <IngredientList ingredients={ingredients} showQuantity />;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups are ordered runs of lines without ids
        <div key={index} className="flex flex-col gap-1">
          {group.title !== null && <h3 className="text-lg font-bold wrap-anywhere">{group.title}</h3>}
          <IngredientList ingredients={group.lines} showQuantity label={group.title ?? 'Ingrédients'} />
        </div>
      ))}
    </div>
  );
}
