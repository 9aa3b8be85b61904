/** Joins class names, skipping the falsy ones (conditional classes without a library). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
