import { DEFAULT_CATEGORY_ID } from './categories.js';

/**
 * Guesses one of the seven categories from Open Food Facts' `categories_tags`
 * (e.g. `["en:dairies", "en:yogurts", "en:fruit-yogurts"]`, general to specific).
 *
 * The most specific tag that says something wins; within one tag, rules are tried in this order, so
 * "fruit-juices" is a drink and "fruit-yogurts" a dairy product, not fruit.
 */
const RULES: ReadonlyArray<readonly [categoryId: number, pattern: RegExp]> = [
  [
    6,
    /beverage|drink|juice|nectar|water|soda|wine|beer|cider|spirit|liquor|coffee|tea(s|-bags)?$|infusion|smoothie|syrup/,
  ],
  [2, /dair|milk|cheese|yog(h)?urt|butter|cream|fromage|kefir|skyr|curd/],
  [
    4,
    /meat|poultry|chicken|beef|pork|veal|lamb|turkey|duck|ham|sausage|charcuter|fish|seafood|salmon|tuna|shrimp|prawn|mussel|oyster|crustacean|egg/,
  ],
  [
    5,
    /sugar|sweet|chocolate|confection|candy|candies|biscuit|cookie|cake|pastr|dessert|jam|marmalade|honey|spread|ice-cream|sorbet|viennoiser/,
  ],
  [
    3,
    /cereal|bread|pasta|noodle|rice|potato|flour|semolina|couscous|quinoa|oat|muesli|legume|pulse|lentil|bean|chickpea|starch|crisp|cracker|pizza/,
  ],
  [
    1,
    /fruit|vegetable|salad|mushroom|tomato|apple|banana|orange|berr|citrus|herb|onion|garlic|carrot|compote|avocado|soup/,
  ],
];

export function categoryFromOffTags(tags: readonly string[] | undefined | null): number {
  if (!tags) return DEFAULT_CATEGORY_ID;
  for (let i = tags.length - 1; i >= 0; i--) {
    const name = (tags[i] ?? '').toLowerCase().replace(/^[a-z]{2}:/, '');
    for (const [categoryId, pattern] of RULES) {
      if (pattern.test(name)) return categoryId;
    }
  }
  return DEFAULT_CATEGORY_ID;
}
