import { ADEME_HOME_WASTE } from '@glouton/core/domain';
import type { StatsEstimates } from '@glouton/core/schemas';
import { formatAmount, units } from '../stats-format';

interface EstimatesCardProps {
  estimates: StatsEstimates;
  /** Months in the span, for the national reference over the same time. */
  monthCount: number;
  /** People in the household; null while not known. */
  people: number | null;
}

/**
 * « Poids et climat »: kilograms and kg CO₂e thrown away and saved, labelled as estimates, saying how
 * many units they rest on, next to the French household reference (ADEME).
 */
export function EstimatesCard({ estimates, monthCount, people }: EstimatesCardProps) {
  return (
    <section aria-labelledby="estimation-titre" className="flex flex-col gap-2">
      <h2 id="estimation-titre" className="flex items-center gap-2 text-xl font-extrabold">
        Poids et climat{' '}
        <span className="rounded-full border border-line px-2 py-0.5 text-sm font-bold text-muted">estimation</span>
      </h2>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
        {estimates.unitsWithWeight === 0 ? (
          <p>
            Pas d’estimation pour cette période&nbsp;: Open Food Facts ne donne le poids d’aucun des produits comptés.
            Scannez le code-barres de vos produits pour en avoir une.
          </p>
        ) : (
          <Amounts estimates={estimates} />
        )}
        <Reference monthCount={monthCount} people={people} />
      </div>
    </section>
  );
}

function Amounts({ estimates }: { estimates: StatsEstimates }) {
  const withCo2 = estimates.unitsWithCo2 > 0;
  const co2 = (kg: number) => (withCo2 ? `, soit environ ${formatAmount(kg)}\u00a0kg CO₂e` : '');
  return (
    <>
      <dl className="flex flex-col gap-2">
        <div>
          <dt className="font-bold">Jeté</dt>
          <dd>
            environ {formatAmount(estimates.discardedKg)}&nbsp;kg{co2(estimates.discardedCo2Kg)}
          </dd>
        </div>
        <div>
          <dt className="font-bold">Sauvé (mangé plutôt que jeté)</dt>
          <dd>
            environ {formatAmount(estimates.savedKg)}&nbsp;kg{co2(estimates.savedCo2Kg)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        Calculé sur {units(estimates.unitsWithWeight)} sur {estimates.unitsTotal}&nbsp;: Open Food Facts ne donne pas le
        poids des autres.
        {withCo2 && estimates.unitsWithCo2 < estimates.unitsWithWeight
          ? ` Le CO₂e porte sur ${units(estimates.unitsWithCo2)}, celles dont Agribalyse connaît l’impact.`
          : ''}
        {!withCo2 && ' Agribalyse ne connaît l’impact climatique d’aucune d’elles.'}
      </p>
    </>
  );
}

/** The national figure over the same months, for the household's size when it is known. */
function Reference({ monthCount, people }: { monthCount: number; people: number | null }) {
  const perPerson = (ADEME_HOME_WASTE.kgPerPersonPerYear * monthCount) / 12;
  return (
    <p className="text-sm">
      Repère&nbsp;: en France, une personne jette environ {ADEME_HOME_WASTE.kgPerPersonPerYear}&nbsp;kg de nourriture
      par an à la maison (ADEME, {ADEME_HOME_WASTE.year}).{' '}
      {people !== null && people > 1
        ? `Pour ${people} personnes sur ${monthCount} mois, cela ferait environ ${formatAmount(perPerson * people)} kg.`
        : `Sur ${monthCount} mois, cela ferait environ ${formatAmount(perPerson)} kg par personne.`}
    </p>
  );
}
