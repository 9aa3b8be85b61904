import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Recipe, RecipeDraft } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

// Pages written in the shapes French recipe sites publish (pages/: a Marmiton-like @graph, WordPress blogs
// with WP Recipe Maker or a Tasty-like plugin, microdata, HowToSections in HowToSections, two recipes on a
// page…), served by a local site and imported end to end through POST /api/recipes/import. Each draft
// must come back clean — no bullet, no doubled bracket, no entity or tag left — with its ingredient
// groups and step sections, and save as it is (decision 0040).

const folder = new URL('./pages/', import.meta.url);
const files = readdirSync(folder).filter((file) => file.endsWith('.html'));

/** The lines in runs under their heading: `[[null, ['1 œuf']], ['Pour la pâte', ['200 g de farine']]]`. */
type Runs = [string | null, string[]][];

type Expected = {
  name: string;
  servings: number | null;
  ingredients: Runs;
  method: Runs;
  description?: string | null;
  durationMinutes?: number | null;
  imageUrl?: string | null;
};

function ingredientRuns(lines: { label: string; group: string | null }[]): Runs {
  const runs: Runs = [];
  for (const { label, group } of lines) {
    const last = runs.at(-1);
    if (last && last[0] === group) last[1].push(label);
    else runs.push([group, [label]]);
  }
  return runs;
}

function methodRuns({ steps, sections }: { steps: string[]; sections: { name: string; firstStep: number }[] }): Runs {
  const runs: Runs = [];
  steps.forEach((step, index) => {
    const section = sections.find((candidate) => candidate.firstStep === index);
    const last = runs.at(-1);
    if (section || !last) runs.push([section?.name ?? null, [step]]);
    else last[1].push(step);
  });
  return runs;
}

const expected: Record<string, Expected> = {
  'marmiton-graph.html': {
    name: 'Quiche lorraine',
    servings: 6,
    durationMinutes: 60,
    imageUrl: '/images/quiche-lorraine.jpg',
    ingredients: [
      [
        null,
        [
          '1 pâte brisée',
          '200 g de lardons fumés',
          '3 œufs',
          '20 cl de crème fraîche épaisse',
          '20 cl de lait',
          '1 pincée de noix de muscade',
          'sel',
          'poivre',
        ],
      ],
    ],
    method: [
      [
        null,
        [
          'Préchauffer le four à 180°C (thermostat 6).',
          'Étaler la pâte dans un moule, la piquer à la fourchette.',
          'Faire rissoler les lardons à la poêle, sans matière grasse.',
          'Battre les œufs, la crème fraîche et le lait. Ajouter les lardons, saler (peu), poivrer, muscader.',
          'Verser sur la pâte et cuire 45 min.',
        ],
      ],
    ],
  },
  'wprm-yoast-graph.html': {
    name: 'Tarte au citron meringuée',
    servings: 8,
    durationMinutes: 185,
    description: 'Une pâte sablée croustillante, une crème au citron acidulée et une meringue italienne bien dorée.',
    // The groups come from the plugin's markup: its JSON-LD lists the lines alone.
    ingredients: [
      ['Pâte sablée', ['200 g farine', '100 g beurre (froid, en dés)', '70 g sucre glace', '1 œuf']],
      ['Crème au citron', ['3 citrons (non traités)', '150 g sucre', '3 œufs', '80 g beurre']],
      ['Meringue italienne', ["3 blancs d'œufs", '150 g sucre']],
    ],
    // Its JSON-LD names the sections: they are read from there, whole.
    method: [
      [
        'Pâte sablée',
        [
          'Sabler la farine avec le beurre froid du bout des doigts.',
          "Ajouter le sucre glace et l'œuf, former une boule, filmer et réserver 1 h au frais.",
          'Foncer le moule et cuire à blanc 20 min à 170 °C.',
        ],
      ],
      [
        'Crème au citron',
        [
          "Chauffer le jus et les zestes des citrons avec le sucre et les œufs battus, sans cesser de fouetter, jusqu'à épaississement.",
          'Hors du feu, incorporer le beurre. Verser sur le fond de tarte.',
        ],
      ],
      [
        'Meringue',
        [
          'Monter les blancs en neige en versant le sucre cuit à 118 °C, puis pocher sur la tarte et dorer au chalumeau.',
        ],
      ],
    ],
  },
  'wprm-groupes-des-etapes.html': {
    name: 'Lasagnes à la bolognaise',
    servings: 6,
    ingredients: [
      [null, ['1 paquet de feuilles de lasagnes', '100 g parmesan râpé']],
      ['Pour la bolognaise', ['1 oignon', '2 carottes', '500 g bœuf haché', '800 g tomates concassées']],
      ['Pour la béchamel', ['50 g beurre', '50 g farine', '75 cl lait', '1 pincée muscade']],
    ],
    // Its JSON-LD gives the steps without sections: the markup's instruction groups name them.
    method: [
      [
        'La bolognaise',
        [
          "Émincer l'oignon et les carottes, les faire revenir dans une cocotte.",
          'Ajouter la viande, la colorer, puis les tomates. Laisser mijoter 1 h 30 à couvert.',
        ],
      ],
      [
        'La béchamel',
        ['Faire fondre le beurre, ajouter la farine, puis le lait petit à petit en fouettant. Muscader.'],
      ],
      [
        'Montage et cuisson',
        [
          'Alterner pâtes, bolognaise et béchamel dans un plat, finir par la béchamel et le parmesan.',
          'Cuire 30 min à 180 °C.',
        ],
      ],
    ],
  },
  'tasty-recipes.html': {
    name: 'Cake marbré moelleux',
    servings: 8,
    durationMinutes: 65,
    ingredients: [
      [
        'Pour la pâte à la vanille',
        [
          '125 g de beurre mou',
          '150 g de sucre',
          '3 œufs',
          '200 g de farine',
          '1 sachet de levure chimique',
          '1 gousse de vanille',
        ],
      ],
      ['Pour la pâte au chocolat', ['30 g de cacao en poudre non sucré', '2 c. à soupe de lait']],
    ],
    method: [
      [
        null,
        [
          'Préchauffez le four à 180 °C. Beurrez un moule à cake.',
          'Fouettez le beurre et le sucre, ajoutez les œufs un à un, puis la farine, la levure et les graines de vanille.',
          'Divisez la pâte en deux ; dans une moitié, ajoutez le cacao et le lait.',
          'Versez les deux pâtes en alternant dans le moule, marbrez avec une fourchette.',
          'Enfournez 45 min : la lame d’un couteau doit ressortir sèche.',
        ],
      ],
    ],
  },
  'microdata-sections.html': {
    name: 'Choux à la crème',
    servings: 20,
    durationMinutes: 70,
    imageUrl: '/photos/choux.jpg',
    ingredients: [
      ['Pâte à choux', ["25 cl d'eau", '100 g de beurre', '150 g de farine', '4 œufs']],
      ['Crème pâtissière', ['50 cl de lait', "4 jaunes d'œufs", '100 g de sucre', '40 g de maïzena']],
    ],
    method: [
      [
        'La pâte à choux',
        [
          "Porter à ébullition l'eau et le beurre coupé en morceaux.",
          "Verser la farine d'un coup, dessécher la pâte 2 min sur le feu.",
          'Incorporer les œufs un à un, dresser les choux et cuire 30 min à 180 °C.',
        ],
      ],
      [
        'La crème pâtissière',
        [
          'Chauffer le lait. Blanchir les jaunes avec le sucre, ajouter la maïzena.',
          'Verser le lait chaud, remettre sur le feu et épaissir en remuant.',
        ],
      ],
      ['Garnissage', ['Garnir les choux refroidis à la poche à douille.']],
    ],
  },
  'howtosection-imbriquees.html': {
    name: 'Bûche de Noël chocolat-marron',
    servings: 10,
    ingredients: [
      ['Le biscuit roulé', ['4 œufs', '100 g de sucre', '80 g de farine']],
      ['La crème de marrons', ['250 g de crème de marrons', '20 cl de crème liquide entière']],
      ['Le glaçage', ['150 g de chocolat noir', '10 cl de crème liquide']],
    ],
    // The innermost name; steps after a nested section go back under the one around it.
    method: [
      [
        'Biscuit',
        [
          "Fouetter les œufs et le sucre jusqu'à ce que le mélange blanchisse.",
          'Incorporer la farine, étaler sur une plaque et cuire 10 min à 200 °C.',
          'Rouler le biscuit. Le rouler encore chaud dans un torchon humide.',
        ],
      ],
      [
        'Garniture',
        [
          'Monter la crème en chantilly, y mêler la crème de marrons.',
          'Dérouler le biscuit, le garnir, le rouler de nouveau et le filmer.',
        ],
      ],
      ['La veille', ['Réserver une nuit au réfrigérateur.']],
      [
        'Le jour même',
        ['Faire fondre le chocolat avec la crème.', 'Napper la bûche et strier le glaçage à la fourchette.'],
      ],
    ],
  },
  'deux-recettes.html': {
    name: 'Pâte à crêpes',
    servings: 15,
    ingredients: [[null, ['250 g de farine', '4 œufs', '50 cl de lait', '1 pincée de sel', '50 g de beurre fondu']]],
    method: [
      [
        null,
        [
          'Mettre la farine dans un saladier, creuser un puits, y casser les œufs.',
          'Délayer avec le lait petit à petit, ajouter le sel et le beurre fondu.',
          'Laisser reposer 1 h, puis cuire à la poêle.',
        ],
      ],
    ],
  },
  'carrousel-puis-recette.html': {
    name: 'Velouté de potimarron',
    servings: 4,
    durationMinutes: 45,
    imageUrl: '/img/veloute-potimarron.jpg',
    ingredients: [
      [
        null,
        [
          '1 potimarron (environ 1 kg)',
          '1 oignon',
          '75 cl de bouillon de volaille',
          '10 cl de crème fraîche',
          'sel, poivre',
        ],
      ],
    ],
    method: [
      [
        null,
        [
          "Laver le potimarron, l'épépiner et le couper en cubes, sans l'éplucher.",
          "Faire suer l'oignon émincé, ajouter le potimarron et le bouillon.",
          'Cuire 30 min, mixer avec la crème, saler et poivrer.',
        ],
      ],
    ],
  },
  'graph-webpage-article.html': {
    name: 'Ratatouille provençale',
    servings: 6,
    durationMinutes: 90,
    ingredients: [
      [
        null,
        [
          '2 aubergines',
          '3 courgettes',
          '2 poivrons rouges',
          '4 tomates bien mûres',
          '2 oignons',
          "3 gousses d'ail",
          '1 bouquet garni',
          "10 cl d'huile d'olive",
        ],
      ],
    ],
    method: [
      [
        null,
        [
          'Couper tous les légumes en dés de taille égale.',
          "Faire revenir séparément chaque légume dans l'huile d'olive.",
          "Réunir les légumes dans une cocotte avec l'ail et le bouquet garni, mijoter 1 h à feu doux.",
        ],
      ],
    ],
  },
  'puces-et-parentheses.html': {
    name: 'Gratin de pâtes au jambon',
    servings: 4,
    durationMinutes: 40,
    ingredients: [
      [
        null,
        [
          '300 g de macaronis',
          '4 tranches de jambon blanc (découenné)',
          "300 g d'emmental râpé",
          '40 cl de crème liquide',
          '1 noix de beurre',
          'sel et poivre [facultatif]',
          '1 pincée de muscade',
          "2 gousses d'ail (hachées)",
        ],
      ],
    ],
    method: [
      [
        null,
        [
          "Cuire les pâtes al dente dans une grande casserole d'eau salée.",
          'Couper le jambon en lanières.',
          "Mélanger les pâtes, le jambon, la crème, l'ail et la moitié du fromage.",
          'Verser dans un plat beurré, couvrir du reste de fromage et gratiner 25 min à 200 °C.',
        ],
      ],
    ],
  },
  'texte-encode.html': {
    name: 'Crème brûlée & vanille',
    description: 'La crème brûlée de grand-mère : simple & bonne.',
    servings: 6,
    durationMinutes: 300,
    ingredients: [
      [
        null,
        [
          '50 cl de crème liquide entière',
          '6 jaunes d’œufs',
          '100 g de sucre en poudre',
          '1 gousse de vanille Bourbon',
          '4 c. à soupe de cassonade',
          '1 pincée de fleur de sel',
        ],
      ],
    ],
    method: [
      [
        null,
        [
          'Préchauffer le four à 100°C.',
          'Fendre la gousse de vanille et chauffer la crème avec les graines.',
          'Fouetter les jaunes et le sucre, verser la crème chaude.',
          'Cuire 1 h au bain-marie, puis réfrigérer 4 h.',
          'Saupoudrer de cassonade et caraméliser au chalumeau.',
        ],
      ],
    ],
  },
  'etapes-en-un-texte.html': {
    name: 'Tiramisu classique',
    servings: 6,
    ingredients: [
      [
        null,
        [
          '3 œufs',
          '100 g de sucre',
          '250 g de mascarpone',
          '24 biscuits à la cuillère',
          '30 cl de café fort',
          'cacao amer',
        ],
      ],
    ],
    method: [
      [
        'La crème',
        [
          'Séparer les blancs des jaunes.',
          'Fouetter les jaunes avec le sucre, ajouter le mascarpone.',
          'Monter les blancs en neige et les incorporer délicatement.',
        ],
      ],
      [
        'Montage',
        [
          'Tremper rapidement les biscuits dans le café.',
          'Alterner biscuits et crème dans un plat, finir par la crème.',
          'Réfrigérer au moins 6 h et saupoudrer de cacao avant de servir.',
        ],
      ],
    ],
  },
  'titres-dans-les-ingredients.html': {
    name: 'Paris-brest',
    // « 1 gâteau (8 parts) »: the number of people it feeds.
    servings: 8,
    ingredients: [
      ['Pâte à choux', ["12,5 cl d'eau", '12,5 cl de lait', '110 g de beurre', '140 g de farine', '5 œufs']],
      ['Pour la crème mousseline', ['50 cl de lait', "4 jaunes d'œufs", '200 g de praliné', '200 g de beurre mou']],
      // A line with its own heading inside is a line.
      ['La décoration', ["50 g d'amandes effilées", 'sucre glace', 'Pour servir : un coulis de framboises']],
    ],
    method: [
      [
        null,
        [
          "Préparer la pâte à choux et la pocher en couronne ; parsemer d'amandes.",
          'Cuire 35 min à 180 °C sans ouvrir le four.',
          'Préparer une crème pâtissière, la refroidir, puis la fouetter avec le praliné et le beurre mou.',
          'Couper la couronne en deux, garnir de crème, refermer et saupoudrer de sucre glace.',
        ],
      ],
    ],
  },
  'type-liste-et-balises.html': {
    name: 'Poulet basquaise',
    servings: 4,
    durationMinutes: 80,
    ingredients: [
      [
        null,
        [
          '1 poulet fermier coupé en 8',
          '3 poivrons (rouges et verts)',
          '4 tomates',
          '2 oignons',
          "1 c. à café de piment d'Espelette",
        ],
      ],
    ],
    method: [
      [
        null,
        [
          'Dorer les morceaux de poulet dans une cocotte, les réserver.',
          'Faire fondre les oignons et les poivrons en lanières. Ajouter les tomates pelées.',
          'Remettre le poulet, ajouter le piment et mijoter 45 min à couvert.',
        ],
      ],
    ],
  },
  'json-ld-abime.html': {
    name: 'Clafoutis aux cerises',
    servings: 6,
    durationMinutes: 60,
    ingredients: [[null, ['500 g de cerises', '3 œufs', '100 g de sucre', '80 g de farine', '40 cl de lait']]],
    method: [
      [
        null,
        [
          'Beurrer un plat et y disposer les cerises (non dénoyautées).',
          'Fouetter les œufs et le sucre, ajouter la farine puis le lait.',
          'Verser sur les cerises et cuire 40 min à 180 °C.',
        ],
      ],
    ],
  },
  'microdata-ancien-format.html': {
    name: 'Bœuf bourguignon',
    servings: 6,
    durationMinutes: 210,
    imageUrl: '/photos/bourguignon.jpg',
    ingredients: [
      [
        null,
        [
          '1,5 kg de bœuf à braiser (paleron, joue)',
          '75 cl de vin rouge de Bourgogne',
          '200 g de lardons',
          '250 g de champignons de Paris',
          '2 carottes',
          '2 c. à soupe de farine',
        ],
      ],
    ],
    method: [
      [
        null,
        [
          'Faire mariner la viande une nuit dans le vin avec les carottes.',
          'Égoutter la viande, la faire dorer, saupoudrer de farine.',
          'Mouiller avec la marinade, cuire 3 h à petit feu.',
          'Ajouter les lardons et les champignons revenus 30 min avant la fin.',
        ],
      ],
    ],
  },
  'wprm-deux-cartes.html': {
    name: 'Cookies aux pépites de chocolat',
    servings: 20,
    // The first card's groups only: the second recipe of the page is another one.
    ingredients: [
      ['Pâte', ['125 g beurre mou', '100 g cassonade', '1 œuf', '200 g farine']],
      ['Garniture', ['150 g pépites de chocolat']],
    ],
    method: [
      [
        null,
        [
          "Crémer le beurre et la cassonade, ajouter l'œuf.",
          'Ajouter la farine puis les pépites.',
          'Former des boules et cuire 10 min à 180 °C.',
        ],
      ],
    ],
  },
  'liste-d-etapes.html': {
    name: 'Pain maison sans pétrissage',
    servings: 1,
    ingredients: [[null, ['500 g de farine T65', "350 g d'eau tiède", '10 g de sel', '3 g de levure sèche']]],
    method: [
      [
        null,
        [
          'Mélanger tous les ingrédients à la cuillère, sans pétrir.',
          'Couvrir et laisser lever 12 h à température ambiante.',
          // A step's name that says more than its text's start is kept before it.
          'Façonner. Fariner le plan de travail et rabattre la pâte sur elle-même. Astuce : ne pas dégazer la pâte.',
          'Cuire 45 min à 240 °C dans une cocotte en fonte préchauffée.',
        ],
      ],
    ],
  },
  'pour-8.html': {
    name: 'Taboulé libanais',
    servings: 8,
    ingredients: [
      [
        null,
        [
          '3 bottes de persil plat',
          '1 botte de menthe',
          '60 g de boulgour fin',
          '4 tomates',
          '2 citrons',
          "10 cl d'huile d'olive",
        ],
      ],
    ],
    method: [
      [
        null,
        [
          'Faire tremper le boulgour 10 min dans le jus des citrons.',
          'Ciseler très finement le persil et la menthe.',
          'Couper les tomates en petits dés.',
          "Mélanger le tout avec l'huile d'olive, saler et servir frais.",
        ],
      ],
    ],
  },
  'section-unique.html': {
    name: 'Mousse au chocolat',
    servings: 4,
    // One group over every line and one section over every step divide nothing.
    ingredients: [[null, ['200 g de chocolat noir', '6 œufs', '1 pincée de sel']]],
    method: [
      [
        null,
        [
          'Faire fondre le chocolat au bain-marie.',
          'Incorporer les jaunes au chocolat tiédi.',
          'Monter les blancs en neige ferme avec le sel, les incorporer délicatement.',
          'Réfrigérer au moins 4 h.',
        ],
      ],
    ],
  },
  'wprm-sans-titre-de-groupe.html': {
    name: 'Crumble pommes-poires',
    description: "Un crumble tout simple pour l'automne.",
    servings: 6,
    durationMinutes: 55,
    // No group named in the markup: the JSON-LD lines, cleaned.
    ingredients: [
      [
        null,
        [
          '3 pommes (Golden ou Reine des reinettes)',
          '3 poires',
          '1 c. à soupe sucre vanillé (facultatif)',
          '150 g farine',
          '100 g sucre roux',
          '100 g beurre demi-sel (froid)',
        ],
      ],
    ],
    method: [
      [
        null,
        [
          'Éplucher et couper les fruits en dés, les mettre dans un plat avec le sucre vanillé.',
          'Sabler la farine, le sucre et le beurre du bout des doigts, répartir sur les fruits.',
          'Cuire 35 min à 180 °C.',
        ],
      ],
    ],
  },
  'titre-de-page.html': {
    // No name in the recipe: the page's title.
    name: 'Salade niçoise & anchois',
    servings: 2,
    ingredients: [
      [
        null,
        [
          '2 tomates',
          '2 œufs durs',
          '1 boîte de thon au naturel',
          "8 filets d'anchois",
          "1 poignée d'olives noires",
          '1 poivron vert',
        ],
      ],
    ],
    method: [
      [
        null,
        [
          'Couper les tomates en quartiers et le poivron en lamelles.',
          'Disposer tous les ingrédients sur un plat.',
          "Arroser d'huile d'olive au moment de servir.",
        ],
      ],
    ],
  },
};

let site: Server;
let base: string;
let t: TestApp;

beforeAll(async () => {
  site = createServer((request, response) => {
    const file = decodeURIComponent((request.url ?? '').slice(1));
    if (!files.includes(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(readFileSync(new URL(file, folder)));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}`, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe('POST /api/recipes/import on pages shaped like French recipe sites', () => {
  it('has an expectation for every page, and at least 20 pages', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(expected).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s: a clean draft, with its groups and sections, that saves as it is', async (file) => {
    const want = expected[file] as Expected;
    // A household per page: 30 imports a minute each.
    const { headers } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import',
      headers,
      payload: { url: `${base}/${file}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json() as RecipeDraft;
    expect(draft.name).toBe(want.name);
    expect(draft.servings).toBe(want.servings);
    expect(ingredientRuns(draft.ingredients)).toEqual(want.ingredients);
    expect(methodRuns(draft)).toEqual(want.method);
    if (want.description !== undefined) expect(draft.description).toBe(want.description);
    if (want.durationMinutes !== undefined) expect(draft.durationMinutes).toBe(want.durationMinutes);
    if (want.imageUrl !== undefined) expect(draft.imageUrl).toBe(want.imageUrl && `${base}${want.imageUrl}`);
    // Nothing a person would have to clean by hand.
    const texts = [
      draft.name,
      draft.description ?? '',
      ...draft.steps,
      ...draft.sections.map((section) => section.name),
      ...draft.ingredients.flatMap((line) => [line.label, line.group ?? '']),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/&[a-z]+;|&#\d+;|<\/?[a-z]+[^>]*>|\(\(|\)\)|\[\[|\]\]|\(\s*\)|^[-•*▢–]\s|\s{2}|\u00a0/i);
      expect(text).toBe(text.trim());
    }
    expect(draft.sections.every((section) => !section.name.endsWith(':'))).toBe(true);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers,
      payload: {
        ...draft,
        ingredients: draft.ingredients.map(({ productId, label, quantity, group }) => ({
          productId,
          label,
          quantity,
          group,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const recipe = saved.json() as Recipe;
    expect(ingredientRuns(recipe.ingredients)).toEqual(ingredientRuns(draft.ingredients));
    expect(methodRuns(recipe)).toEqual(methodRuns(draft));
  });
});
