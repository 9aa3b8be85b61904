/**
 * A French recipe site for the import journey, started by playwright.config.ts on its own port
 * (`npx tsx e2e/support/recipe-site-process.ts PORT`). The server may fetch it only because the e2e
 * server lists it in IMPORT_ALLOWED_HOSTS: loopback addresses are refused otherwise.
 */
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4312);

const recipe = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Cuisine de test' },
    {
      '@type': 'Recipe',
      name: 'Gratin dauphinois e2e',
      description: 'Le vrai gratin, sans fromage.',
      recipeYield: '6 personnes',
      prepTime: 'PT20M',
      cookTime: 'PT1H10M',
      // Group headings among the lines, as many sites write them (decision 0040).
      recipeIngredient: [
        'Pour le gratin :',
        '- 1 kg de pommes de terre',
        '- 50 cl de crème fraîche e2e',
        'Pour le plat :',
        '- 1 gousse d’ail',
        '- Sel, poivre',
      ],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Préparation',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Éplucher et trancher finement les pommes de terre.' },
            { '@type': 'HowToStep', text: 'Frotter le plat avec l’ail.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'Cuisson',
          itemListElement: [{ '@type': 'HowToStep', text: 'Couvrir de crème et cuire 1 h 10 à 160 °C.' }],
        },
      ],
    },
  ],
};

const page = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Gratin dauphinois</title>
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head>
<body><h1>Gratin dauphinois</h1><p>Une recette de test.</p></body></html>`;

const server = createServer((request, response) => {
  if (request.url === '/recettes/gratin-dauphinois') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
    return;
  }
  response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><title>Introuvable</title>');
});
server.listen(port, '127.0.0.1', () => console.log(`recipe site on http://127.0.0.1:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
