import { foldText, RECIPE_LIMITS as LIMITS } from '@glouton/core/domain';
import type { RecipeSection } from '@glouton/core/schemas';
import { clamp, cleanLines, cutRaw, unlist } from './clean-text.js';
import { headingOf, headingText } from './headings.js';
import { firstText, hasType, isObject, type SchemaObject, texts } from './schema-values.js';

// recipeInstructions → the method: its steps, and the sections that name parts of it (« Préparation de
// la pâte », « Montage »). Sites write it as one string, a list of strings, HowToSteps, HowToSections
// of HowToSteps, lists of lists, sections in sections; read here into one shape.

/**
 * How deep the method is followed: a list is a level, so a ListItem wrapping a section in a section of
 * lists is about ten; a hostile page nesting thousands stops here.
 */
const MAX_DEPTH = 12;
/** A list of steps written as one text: what all of them may hold together. */
const ALL_STEPS = LIMITS.steps * LIMITS.step;

export type Method = { steps: string[]; sections: RecipeSection[] };

/**
 * The method, step by step. A section is written with its first step, so a section without a step never
 * shows; the reading stops once the draft holds all the steps it can.
 */
export class MethodBuilder {
  readonly steps: string[] = [];
  readonly sections: RecipeSection[] = [];
  /** The section the next step belongs to; null: the one in force goes on. */
  private next: string | null = null;

  get full(): boolean {
    return this.steps.length >= LIMITS.steps;
  }

  section(name: string | null): void {
    this.next = name;
  }

  step(text: string): void {
    if (this.full || text === '') return;
    if (this.next !== null && this.next !== this.sections.at(-1)?.name) {
      this.sections.push({ name: this.next, firstStep: this.steps.length });
    }
    this.next = null;
    this.steps.push(clamp(text, LIMITS.step));
  }

  /** Steps written as one text, one a line; a line that is a heading (« LA SAUCE », « Montage : ») opens a section. */
  lines(text: string): void {
    for (const line of cleanLines(cutRaw(text, ALL_STEPS))) {
      if (this.full) return;
      const item = unlist(line, 'step');
      const heading = headingOf(item, 'step');
      if (heading === undefined) this.step(item);
      else if (heading !== null) this.section(heading);
    }
  }

  /** One section over every step divides nothing: it is left out. */
  result(): Method {
    const lone = this.sections.length === 1 && this.sections[0]?.firstStep === 0;
    return { steps: this.steps, sections: lone ? [] : this.sections };
  }
}

/** recipeInstructions in any of its shapes → steps and sections, within the recipe's limits. */
export function methodFrom(value: unknown): Method {
  const method = new MethodBuilder();
  collect(value, 0, method, null);
  return method.result();
}

function collect(value: unknown, depth: number, method: MethodBuilder, outer: string | null): void {
  if (depth > MAX_DEPTH || method.full) return;
  if (typeof value === 'string') {
    method.lines(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (method.full) return;
      collect(entry, depth + 1, method, outer);
    }
    return;
  }
  if (!isObject(value)) return;
  // A ListItem wrapping the step or section at its position.
  if (value.item !== undefined && hasType(value, 'listitem')) {
    collect(value.item, depth + 1, method, outer);
    return;
  }
  // A HowToSection, an ItemList, or any named list: a part of the method. A HowToStep's own list holds
  // the directions of that one step.
  if (value.itemListElement !== undefined && !hasType(value, 'howtostep')) {
    const name = sectionName(value.name);
    if (name !== null) method.section(name);
    collect(value.itemListElement, depth + 1, method, name ?? outer);
    // Steps after a nested section go back under the section around it.
    method.section(outer);
    return;
  }
  const text = stepText(value, depth);
  const heading = headingOf(text, 'step');
  // A step that is only a heading (« Pour la garniture : ») opens a section instead.
  if (heading === undefined) method.step(text);
  else method.section(heading ?? outer);
}

function sectionName(value: unknown): string | null {
  return headingText(firstText(value, LIMITS.heading)) || null;
}

const itemText = (value: unknown) => unlist(firstText(value, LIMITS.step), 'step');

/**
 * Compared as read: case, accents and a final « … », « ... » or full stop aside. Trimmed by hand: a
 * pattern anchored at the end only would be tried from every dot of a long run of them.
 */
function comparable(text: string): string {
  const folded = foldText(text);
  let end = folded.length;
  while (end > 0 && '.…!:'.includes(folded.charAt(end - 1))) end--;
  return folded.slice(0, end);
}

/**
 * A HowToStep's text. Its `name` is kept when it says more than the text's first words (« Préparer la
 * pâte » over « Mélangez la farine… »); most sites repeat the text's start there, or « Étape 1 ».
 */
function stepText(step: SchemaObject, depth: number): string {
  let text = itemText(step.text) || itemText(step.description);
  if (text === '' && depth < MAX_DEPTH) text = directions(step.itemListElement);
  const name = itemText(step.name);
  if (text === '' || name === '') return text || name;
  const [shortName, shortText] = [comparable(name), comparable(text)];
  if (shortText.startsWith(shortName)) return text;
  if (shortName.startsWith(shortText)) return name;
  return `${name}${/[.!?…:]$/.test(name) ? '' : '.'} ${text}`;
}

/** A HowToStep made of HowToDirections and HowToTips: one step, their texts in order. */
function directions(value: unknown): string {
  const parts: string[] = [];
  let length = 0;
  for (const entry of Array.isArray(value) ? value : [value]) {
    if (length > LIMITS.step) break;
    const text = isObject(entry) ? itemText(entry.text) : itemText(texts(entry)[0]);
    if (text !== '') parts.push(text);
    length += text.length + 1;
  }
  return parts.join(' ');
}
