import type { Product } from '@glouton/core/schemas';
import { GREENSCORE_COLOURS, NOVA_COLOURS, NUTRISCORE_COLOURS, type ScoreColour } from './score-colours';

type Scores = Pick<Product, 'nutriscore' | 'novaGroup' | 'ecoscore'>;

/** Nutri-Score, NOVA and Green-Score, each with its letter or number written out and a spoken label. */
export function ScoreBadges({ scores }: { scores: Scores }) {
  const { nutriscore, novaGroup, ecoscore } = scores;
  return (
    <ul aria-label="Scores" className="flex flex-wrap gap-2">
      <ScoreBadge
        name="Nutri-Score"
        grade={nutriscore?.toUpperCase() ?? null}
        colour={nutriscore ? NUTRISCORE_COLOURS[nutriscore] : null}
      />
      <ScoreBadge
        name="NOVA"
        grade={novaGroup === null ? null : String(novaGroup)}
        colour={novaGroup ? NOVA_COLOURS[novaGroup as 1 | 2 | 3 | 4] : null}
      />
      <ScoreBadge
        name="Green-Score"
        grade={ecoscore === null ? null : ecoscore === 'a-plus' ? 'A+' : ecoscore.toUpperCase()}
        colour={ecoscore ? GREENSCORE_COLOURS[ecoscore] : null}
      />
    </ul>
  );
}

interface ScoreBadgeProps {
  name: string;
  /** The letter or number as printed on packs ("C", "4", "A+"); null when unknown. */
  grade: string | null;
  colour: ScoreColour | null;
}

function ScoreBadge({ name, grade, colour }: ScoreBadgeProps) {
  const label = `${name} ${grade ?? 'inconnu'}`;
  return (
    <li>
      <span
        role="img"
        aria-label={label}
        title={label}
        className="inline-flex min-h-11 items-stretch overflow-hidden rounded-xl border border-line bg-surface"
      >
        <span className="flex items-center px-2 text-sm font-bold">{name}</span>
        {grade ? (
          <span
            className="flex min-w-10 items-center justify-center px-1.5 text-xl font-black"
            style={{ background: colour?.background, color: colour?.color }}
          >
            {grade}
          </span>
        ) : (
          <span className="flex items-center bg-line/50 px-2 text-sm font-bold text-fg">inconnu</span>
        )}
      </span>
    </li>
  );
}
