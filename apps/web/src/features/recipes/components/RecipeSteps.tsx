import type { Recipe } from '@glouton/core/schemas';

type Part = { title: string | null; first: number; steps: string[] };

/** The steps cut where each section starts; steps before the first section have no title. */
function partsOf({ steps, sections }: Pick<Recipe, 'steps' | 'sections'>): Part[] {
  const parts: Part[] = [];
  steps.forEach((step, index) => {
    const section = sections.find((candidate) => candidate.firstStep === index);
    const last = parts.at(-1);
    if (section || !last) parts.push({ title: section?.name ?? null, first: index, steps: [step] });
    else last.steps.push(step);
  });
  return parts;
}

const listClasses = 'flex list-decimal flex-col gap-3 pl-6 marker:font-extrabold marker:text-link';

/**
 * The method, each section under its title: a sub-heading of « Étapes ». Numbers go on across sections
 * (« étape 5 » is one step of the recipe, as in the form), each list starting where the last one ended.
 */
export function RecipeSteps({ recipe }: { recipe: Pick<Recipe, 'steps' | 'sections'> }) {
  return (
    <div className="flex flex-col gap-4">
      {partsOf(recipe).map((part) => (
        <div key={part.first} className="flex flex-col gap-2">
          {part.title !== null && <h3 className="text-lg font-bold wrap-anywhere">{part.title}</h3>}
          <ol start={part.first + 1} className={listClasses} aria-label={part.title ?? undefined}>
            {part.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are ordered text without ids
              <li key={index} className="whitespace-pre-line pl-1">
                {step}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
