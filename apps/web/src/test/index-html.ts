import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** apps/web/index.html as written (tests run from the repository or from apps/web). */
export function indexHtml(): string {
  const file = [join(process.cwd(), 'apps/web/index.html'), join(process.cwd(), 'index.html')].find(existsSync);
  return readFileSync(file ?? 'index.html', 'utf8');
}

/** What index.html puts inside #root, painted before any script runs. */
export function staticRoot(): string {
  return indexHtml().match(/<div id="root">([\s\S]*?)<\/div>\s*<noscript>/)?.[1] ?? '';
}

/** Home as index.html's template holds it, for a signed-in visit (app/first-screen). */
export function homeTemplate(): string {
  return indexHtml().match(/<template id="home-first-paint">([\s\S]*?)<\/template>/)?.[1] ?? '';
}

/** index.html's body in the test document (its scripts are not run), as the browser has it at parse time. */
export function loadIndexBody(): void {
  document.body.innerHTML = indexHtml().match(/<body>([\s\S]*)<\/body>/)?.[1] ?? '';
}

/** The app's addresses as the test router writes them: no /Glouton base. */
export const withoutBase = (html: string) =>
  html.replaceAll('href="/Glouton/', 'href="/').replaceAll('href="/Glouton"', 'href="/"');
