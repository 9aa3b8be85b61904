import { DEFAULT_CATEGORY_ID } from './categories.js';
import { foldText } from './fold-text.js';

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

/**
 * French words, folded (no accents, œ → oe), in the same order as RULES: « jus de fruits » is a drink,
 * « yaourt aux fruits » a dairy product, « pommes de terre » a starch before « pomme » is a fruit.
 * Matched as whole words (a final s or x allowed), never inside another word: « veau » is not « eau »,
 * « champignon » is not « ham ».
 */
const FRENCH_WORDS: ReadonlyArray<readonly [categoryId: number, words: string]> = [
  [
    6,
    'eau|vin|biere|cidre|jus|soda|sirop|cafe|the|tisane|infusion|limonade|champagne|rhum|whisky|cognac|porto|kirsch|boisson',
  ],
  [
    2,
    'lait|creme|beurre|fromage|yaourt|yogourt|gruyere|emmental|comte|parmesan|mozzarella|chevre|feta|ricotta|mascarpone|camembert|roquefort|reblochon|raclette|brie|cheddar|gouda|mimolette|beaufort|petit suisse|faisselle|kefir|skyr',
  ],
  [
    4,
    'lardon|jambon|poulet|boeuf|porc|veau|agneau|dinde|canard|saucisse|saucisson|chorizo|viande|steak|escalope|bacon|merguez|volaille|lapin|magret|foie|rillette|poisson|saumon|thon|cabillaud|colin|lieu|sardine|maquereau|truite|haddock|anchois|calamar|crevette|gambas|moule|crabe|surimi|saint jacques|oeuf',
  ],
  [
    5,
    'sucre|chocolat|miel|confiture|biscuit|gateau|cacao|caramel|vanille|praline|meringue|glace|sorbet|bonbon|cassonade|vergeoise|speculoos|madeleine|brioche|croissant|pate a tartiner',
  ],
  [
    3,
    'farine|pate|riz|pain|semoule|couscous|quinoa|boulgour|lentille|pois chiche|haricot rouge|haricot blanc|flageolet|pomme de terre|patate|tortilla|biscotte|chapelure|avoine|maizena|fecule|polenta|nouille|spaghetti|tagliatelle|lasagne|macaroni|penne|fusilli|gnocchi|vermicelle|ble|epeautre|sarrasin|muesli|cereale|baguette',
  ],
  [
    1,
    'tomate|oignon|ail|echalote|carotte|poireau|courgette|aubergine|poivron|salade|laitue|champignon|citron|orange|pomme|poire|banane|fraise|framboise|cerise|abricot|peche|raisin|kiwi|ananas|mangue|melon|pasteque|prune|myrtille|epinard|brocoli|chou|concombre|radis|navet|celeri|betterave|courge|potiron|citrouille|butternut|avocat|persil|basilic|ciboulette|coriandre|menthe|thym|laurier|romarin|estragon|aneth|herbe|legume|fruit|gingembre|haricot|pois|fenouil|asperge|artichaut|endive|mache|roquette|cresson|compote',
  ],
];

/** Built on first use: a module of the web's first load builds nothing on import. */
let frenchRules: ReadonlyArray<readonly [number, RegExp]> | null = null;

function frenchRulesOnce(): ReadonlyArray<readonly [number, RegExp]> {
  frenchRules ??= FRENCH_WORDS.map(([categoryId, words]) => {
    // Each word of an entry may take a final s or x (« pommes de terre », « choux »).
    const entries = words.split('|').map((entry) =>
      entry
        .split(' ')
        .map((word) => `${word}[sx]?`)
        .join(' '),
    );
    return [categoryId, new RegExp(`(?:^| )(?:${entries.join('|')})(?= |$)`)] as const;
  });
  return frenchRules;
}

/** « Crème fraîche épaisse » → « creme fraiche epaisse »; « jaune d’œuf » → « jaune d oeuf ». */
const wordsOf = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function frenchCategory(text: string): number | null {
  const words = wordsOf(text);
  for (const [categoryId, pattern] of frenchRulesOnce()) {
    if (pattern.test(words)) return categoryId;
  }
  return null;
}

function englishCategory(name: string): number | null {
  for (const [categoryId, pattern] of RULES) {
    if (pattern.test(name)) return categoryId;
  }
  return null;
}

export function categoryFromOffTags(tags: readonly string[] | undefined | null): number {
  if (!tags) return DEFAULT_CATEGORY_ID;
  for (let i = tags.length - 1; i >= 0; i--) {
    const tag = (tags[i] ?? '').toLowerCase();
    const name = tag.replace(/^[a-z]{2}:/, '');
    // A French tag (« fr:lardons-fumes », one Open Food Facts has no English name for) is read as French
    // words first: the English patterns would see « ham » in « champignons ».
    const found = tag.startsWith('fr:')
      ? (frenchCategory(name) ?? englishCategory(name))
      : (englishCategory(name) ?? frenchCategory(name));
    if (found !== null) return found;
  }
  return DEFAULT_CATEGORY_ID;
}

/**
 * The aisle of a free-text line (« 200 g de lardons » → Viandes & Poissons, « Crème fraîche » →
 * Produits laitiers), from the French words it holds; Autre when none says (decision 0057).
 */
export function categoryFromWords(text: string): number {
  return frenchCategory(text) ?? DEFAULT_CATEGORY_ID;
}
