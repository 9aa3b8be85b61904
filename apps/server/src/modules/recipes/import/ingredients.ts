import { RECIPE_LIMITS as LIMITS } from '@glouton/core/domain';
import { clamp, cleanLines, cutRaw, unlist } from './clean-text.js';
import { headingOf } from './headings.js';
import { texts } from './schema-values.js';

// recipeIngredient (or a plugin's markup) → ingredient lines and the groups they sit in. schema.org has
// no ingredient group: sites put the heading among the lines (« Pour la pâte : »), or in their markup.

/** Lines written as one text: what all of them may hold together. */
const ALL_INGREDIENTS = LIMITS.ingredients * LIMITS.label;

/** A line as written (« 200 g de farine »), and the heading it sits under (« Pour la pâte ») or null. */
export type ParsedIngredient = { label: string; group: string | null };

/** The list, line by line; a heading line sets the group of the lines below it. */
export class IngredientsBuilder {
  readonly lines: ParsedIngredient[] = [];
  private group: string | null = null;

  get full(): boolean {
    return this.lines.length >= LIMITS.ingredients;
  }

  /** The group of the lines that follow (a plugin's group name); null: none. */
  heading(name: string | null): void {
    this.group = name;
  }

  /** One line, or several in one text; bullets and numbers dropped, heading lines read as headings. */
  text(raw: string): void {
    for (const line of cleanLines(cutRaw(raw, ALL_INGREDIENTS))) {
      if (this.full) return;
      const item = unlist(line, 'ingredient');
      const heading = headingOf(item, 'ingredient');
      if (heading !== undefined) this.group = heading;
      else if (item !== '') this.lines.push({ label: clamp(item, LIMITS.label), group: this.group });
    }
  }

  /** One group over every line divides nothing: it is left out. */
  result(): ParsedIngredient[] {
    const first = this.lines[0]?.group ?? null;
    const lone = first !== null && this.lines.every((line) => line.group === first);
    return lone ? this.lines.map((line) => ({ ...line, group: null })) : this.lines;
  }
}

/** recipeIngredient (or the older `ingredients`): one line each, in its group. */
export function ingredientsFrom(value: unknown): ParsedIngredient[] {
  const list = new IngredientsBuilder();
  for (const text of texts(value)) {
    if (list.full) break;
    list.text(text);
  }
  return list.result();
}
