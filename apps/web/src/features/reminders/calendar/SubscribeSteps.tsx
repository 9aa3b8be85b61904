import type { ReactNode } from 'react';
import { isHomeOnly } from './subscribe-hosts';

function App({ name, children }: { name: string; children: ReactNode }) {
  return (
    <details className="rounded-xl border border-line bg-surface px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center font-bold">{name}</summary>
      <div className="flex flex-col gap-2 pb-2">{children}</div>
    </details>
  );
}

/** How to subscribe by address in the three calendars people use, in a few short steps each. */
export function SubscribeSteps({ url }: { url: string }) {
  const homeOnly = isHomeOnly(url);
  return (
    <section aria-labelledby="calendrier-abonner" className="flex flex-col gap-2">
      <h3 id="calendrier-abonner" className="font-extrabold">
        S’abonner dans votre agenda
      </h3>
      {homeOnly && (
        <p className="text-sm">
          Cette adresse ne marche que sur le réseau de la maison&nbsp;: Google Agenda et Outlook la lisent depuis
          Internet et ne pourront pas s’y abonner. Le Calendrier d’Apple la lit depuis l’appareil et fonctionne.
        </p>
      )}
      <App name="Google Agenda">
        <ol className="list-decimal pl-5">
          <li>Sur un ordinateur, ouvrez Google Agenda (l’application du téléphone ne sait pas s’abonner).</li>
          <li>
            À côté de «&nbsp;Autres agendas&nbsp;», choisissez «&nbsp;+&nbsp;» puis «&nbsp;À partir de l’URL&nbsp;».
          </li>
          <li>Collez l’adresse, puis «&nbsp;Ajouter l’agenda&nbsp;». Il apparaît aussi sur votre téléphone.</li>
        </ol>
        <p className="text-sm text-muted">
          Google relit l’adresse toutes les quelques heures, parfois une fois par jour.
        </p>
      </App>
      <App name="Calendrier d’Apple (iPhone, Mac)">
        <ol className="list-decimal pl-5">
          <li>Touchez «&nbsp;Ouvrir dans Calendrier&nbsp;» ci-dessus, puis «&nbsp;S’abonner&nbsp;».</li>
          <li>
            Ou, sur iPhone&nbsp;: Réglages › Calendrier › Comptes › Ajouter un compte › Autre › «&nbsp;Ajouter un
            calendrier avec abonnement&nbsp;», et collez l’adresse. Sur Mac&nbsp;: Fichier › «&nbsp;Nouvel abonnement à
            un calendrier&nbsp;».
          </li>
        </ol>
      </App>
      <App name="Outlook">
        <ol className="list-decimal pl-5">
          <li>Sur outlook.com, ouvrez le calendrier.</li>
          <li>«&nbsp;Ajouter un calendrier&nbsp;» › «&nbsp;S’abonner à partir du web&nbsp;».</li>
          <li>Collez l’adresse, nommez-le «&nbsp;Glouton&nbsp;», puis «&nbsp;Importer&nbsp;».</li>
        </ol>
      </App>
    </section>
  );
}
