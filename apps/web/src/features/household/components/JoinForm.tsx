import { formatInvitationCode } from '@glouton/core/domain';
import type { InvitationPreview } from '@glouton/core/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormActions, FormError } from '../../../components/ui/FormKit';
import { ApiError } from '../../../lib/api-client';
import { useJoinHousehold } from '../api/join-household';
import { householdErrorMessage } from '../household-errors';
import { joinedMessage } from '../moved-messages';
import { InvitationIntro } from './InvitationIntro';

interface JoinFormProps {
  code: string;
  /** The household and who invited, once the look-up answered. */
  preview: InvitationPreview | undefined;
  /** The person's household already holds products or list lines: ask what becomes of them. */
  hasData: boolean;
  /** In the household now: what the next screen says. */
  onJoined: (notice: string) => void;
}

/** Accept an invitation, choosing first what becomes of one's own data when there is any. */
export function JoinForm({ code, preview, hasData, onJoined }: JoinFormProps) {
  // Bringing is the default: leaving them behind deletes them, which is a choice to make on purpose.
  const [bring, setBring] = useState(true);
  const join = useJoinHousehold();
  // `isPending` shows a moment after the tap: a double tap must not send a second join, which the used
  // code would refuse (an error shown over a join that worked, and the move home lost with it).
  const sending = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    join.mutate(
      { code, bringData: hasData && bring },
      {
        onSuccess: (joined) => onJoined(joinedMessage(joined.name)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <InvitationIntro preview={preview} />
      <p>
        <span className="text-muted">Code d’invitation&nbsp;: </span>
        <span className="font-mono text-2xl font-black tracking-widest">{formatInvitationCode(code)}</span>
      </p>
      <p className="text-muted">
        Vous partagerez le placard, la liste de courses et les recettes de ce foyer avec ses membres, et quitterez votre
        foyer actuel.
      </p>
      {hasData && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-extrabold">Et ce que vous avez déjà dans Glouton&nbsp;?</legend>
          <Choice
            checked={bring}
            onChange={() => setBring(true)}
            label="Apporter mes produits, mon placard, ma liste et mes recettes"
            hint="Ils rejoignent ceux du foyer."
          />
          <Choice
            checked={!bring}
            onChange={() => setBring(false)}
            label="Les laisser (ils seront supprimés)"
            hint="Vous arrivez les mains vides&nbsp;; vos données actuelles sont effacées."
          />
        </fieldset>
      )}
      {join.error && <JoinError error={join.error} />}
      <FormActions pending={join.isPending} className="w-full sm:w-auto sm:self-start">
        Rejoindre le foyer
      </FormActions>
    </form>
  );
}

function Choice(props: { checked: boolean; onChange: () => void; label: string; hint: string }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 has-[:checked]:border-brand">
      <input type="radio" name="bringData" checked={props.checked} onChange={props.onChange} className="mt-1 size-5" />
      <span>
        <span className="block font-bold">{props.label}</span>
        <span className="block text-sm text-muted">{props.hint}</span>
      </span>
    </label>
  );
}

function JoinError({ error }: { error: Error }) {
  const code = error instanceof ApiError ? error.code : null;
  return (
    <FormError
      message={
        code === 'owner-must-transfer'
          ? 'Vous êtes le seul propriétaire de votre foyer actuel, qui a d’autres membres\u00a0: rendez d’abord l’un d’eux propriétaire (page Foyer), puis revenez sur ce lien.'
          : householdErrorMessage(error)
      }
    >
      {(code === 'already-member' || code === 'owner-must-transfer') && (
        <p>
          <Link to="/household" className="font-bold underline">
            Aller à la page Foyer
          </Link>
        </p>
      )}
    </FormError>
  );
}
