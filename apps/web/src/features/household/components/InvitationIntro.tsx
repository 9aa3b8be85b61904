import type { InvitationPreview } from '@glouton/core/schemas';

/**
 * The first words of the join screen: who invites, to which household (« Marie vous invite à rejoindre
 * le foyer « Les Martin » sur Glouton. »), or the general words while that is not known.
 */
export function InvitationIntro({ preview }: { preview: InvitationPreview | undefined }) {
  if (!preview) return <p className="text-lg">Vous avez reçu une invitation à rejoindre un foyer Glouton.</p>;
  const household = <strong className="wrap-anywhere">«&nbsp;{preview.householdName}&nbsp;»</strong>;
  return (
    <p className="text-lg">
      {preview.invitedBy === null ? (
        <>Vous avez reçu une invitation à rejoindre le foyer {household} sur Glouton.</>
      ) : (
        <>
          <strong className="wrap-anywhere">{preview.invitedBy}</strong> vous invite à rejoindre le foyer {household}{' '}
          sur Glouton.
        </>
      )}
    </p>
  );
}
