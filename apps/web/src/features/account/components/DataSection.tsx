import { ExportButton } from './ExportButton';
import { ImportData } from './ImportData';

/** « Mes données »: take the household's data away (backup, another server, RGPD) or bring some in. */
export function DataSection() {
  return (
    <section aria-labelledby="donnees-titre" className="flex flex-col gap-3">
      <h2 id="donnees-titre" className="text-xl font-extrabold">
        Mes données
      </h2>
      <p className="text-muted">
        Tout ce que contient votre foyer (produits, placard, historique, liste, recettes, la semaine planifiée), pour le
        garder, le porter sur un autre serveur Glouton ou le consulter. Le placard se lit aussi dans un tableur.
      </p>
      <ExportButton kind="json" />
      <ExportButton kind="csv" />
      <ImportData />
    </section>
  );
}
