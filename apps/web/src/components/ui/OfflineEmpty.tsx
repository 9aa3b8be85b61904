import { CloudOff } from 'lucide-react';

/**
 * A screen with no network and nothing kept on this device yet: said plainly, never an empty list.
 * `missing`: what is not there, as a sentence (« Vos recettes n’ont pas encore été chargées sur cet appareil. »).
 */
export function OfflineEmpty({ missing }: { missing: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-4 py-8 text-center"
    >
      <CloudOff aria-hidden="true" className="size-10 text-muted" />
      <p className="font-bold">Pas de réseau. {missing}</p>
      <p className="text-muted">Cela s’affichera dès le retour du réseau.</p>
    </div>
  );
}
