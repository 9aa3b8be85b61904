import { ADEME_HOME_WASTE, STATS_MAX_MONTHS, WASTE_RATE_MIN_UNITS } from '@glouton/core/domain';
import { ChevronDown } from 'lucide-react';

/** « Comment c’est calculé »: what each figure counts, where the estimates come from, and their limits. */
export function HowItIsComputed() {
  return (
    <details className="group rounded-2xl border border-line bg-surface">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-extrabold [&::-webkit-details-marker]:hidden">
        Comment c’est calculé
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-2 px-4 pb-4 text-sm">
        <p>
          <strong>Mangés</strong>&nbsp;: les unités sorties du placard avec «&nbsp;Consommé&nbsp;» ou «&nbsp;J’ai
          cuisiné&nbsp;». <strong>Cuisinés</strong>&nbsp;: celles de «&nbsp;J’ai cuisiné&nbsp;», déjà comptées dans les
          mangés (depuis l’arrivée du bilan&nbsp;; avant, elles comptent comme mangées). <strong>Jetés</strong>
          &nbsp;: les unités sorties avec «&nbsp;Jeté&nbsp;». Une action annulée ne compte pas.
        </p>
        <p>
          Chaque unité compte dans le mois où elle est sortie du placard, à l’heure de Paris. Un produit supprimé depuis
          reste compté.
        </p>
        <p>
          <strong>Gaspillage</strong>&nbsp;: jetés ÷ (mangés + jetés). Sous {WASTE_RATE_MIN_UNITS}&nbsp;unités, aucun
          pourcentage n’est donné&nbsp;: trop peu pour dire quelque chose.
        </p>
        <p>
          <strong>En euros</strong>&nbsp;: les prix notés en ajoutant les unités (ou corrigés ensuite), au centime, la
          part de chaque unité pour un lot. <strong>€ sauvés</strong>&nbsp;: le prix des unités mangées à temps, au plus
          tard le jour de leur date à l’heure de Paris, ou sans date. <strong>€ jetés</strong>&nbsp;: le prix des unités
          jetées. <strong>Dépensé</strong>&nbsp;: le prix des unités ajoutées dans le mois. Une unité sans prix n’est
          pas devinée&nbsp;: le nombre de produits sans prix est indiqué.
        </p>
        <p>
          <strong>Poids et climat</strong> sont des estimations. Le poids d’une unité est le poids net du paquet indiqué
          par Open Food Facts (un millilitre compté comme un gramme). L’impact climatique est celui de la base
          Agribalyse de l’ADEME, en kg CO₂e par kg de produit sur tout son cycle de vie (culture, transformation,
          emballage, transport, magasin, cuisine), telle qu’Open Food Facts la donne pour la catégorie du produit. Les
          produits sans ces informations (saisis à la main, ou inconnus d’Open Food Facts) ne sont pas comptés dans les
          kilos&nbsp;: le nombre d’unités couvertes est indiqué.
        </p>
        <p>
          <strong>Repère</strong>&nbsp;: l’ADEME estime le gaspillage alimentaire à la maison à environ{' '}
          {ADEME_HOME_WASTE.kgPerPersonPerYear}&nbsp;kg par personne et par an (étude «&nbsp;Pertes et gaspillages
          alimentaires&nbsp;: l’état des lieux et leur gestion par étapes de la chaîne alimentaire&nbsp;», mai{' '}
          {ADEME_HOME_WASTE.year}). Ce chiffre compte aussi les restes de repas, que Glouton ne voit pas.
        </p>
        <p>Le bilan couvre au plus {STATS_MAX_MONTHS}&nbsp;mois à la fois.</p>
      </div>
    </details>
  );
}
