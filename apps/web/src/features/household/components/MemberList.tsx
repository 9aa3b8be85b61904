import type { HouseholdDetails, HouseholdMember } from '@glouton/core/schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useRemoveMember, useSetRole } from '../api/members';
import { householdErrorMessage } from '../household-errors';

const ROLE_LABEL = { owner: 'propriétaire', member: 'membre' } as const;

type Asking = { kind: 'owner' | 'remove'; member: HouseholdMember } | null;

/**
 * The members, owners first. An owner sees, on each other member, « Rendre propriétaire » and
 * « Retirer du foyer », each confirmed by a dialog that says what will happen.
 */
export function MemberList({ household, owner }: { household: HouseholdDetails; owner: boolean }) {
  const [asking, setAsking] = useState<Asking>(null);
  const setRole = useSetRole();
  const remove = useRemoveMember();
  const mutation = asking?.kind === 'remove' ? remove : setRole;

  const close = () => {
    setAsking(null);
    setRole.reset();
    remove.reset();
  };
  const confirm = () => {
    if (!asking) return;
    const { userId } = asking.member;
    if (asking.kind === 'owner') setRole.mutate({ userId, role: 'owner' }, { onSuccess: close });
    else remove.mutate(userId, { onSuccess: close });
  };

  return (
    <section aria-labelledby="membres-titre" className="flex flex-col gap-3">
      <h2 id="membres-titre" className="text-xl font-extrabold">
        Membres ({household.members.length})
      </h2>
      <ul className="flex flex-col gap-2">
        {household.members.map((member) => {
          const isYou = member.userId === household.you;
          return (
            <li key={member.userId} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3">
              <div className="min-w-0">
                <p className="font-bold wrap-anywhere">
                  {member.displayName}
                  {isYou && <span className="font-normal text-muted"> (vous)</span>}
                </p>
                <p className="break-all text-sm text-muted">{member.email}</p>
                <p className="text-sm">{ROLE_LABEL[member.role]}</p>
              </div>
              {owner && !isYou && (
                <div className="flex flex-wrap gap-2">
                  {member.role === 'member' && (
                    <Button
                      variant="secondary"
                      aria-label={`Rendre propriétaire ${member.displayName}`}
                      onClick={() => setAsking({ kind: 'owner', member })}
                    >
                      Rendre propriétaire
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    aria-label={`Retirer ${member.displayName} du foyer`}
                    onClick={() => setAsking({ kind: 'remove', member })}
                  >
                    Retirer du foyer
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.kind === 'owner'
            ? `Rendre ${asking.member.displayName} propriétaire\u00a0?`
            : `Retirer ${asking?.member.displayName ?? ''} du foyer\u00a0?`
        }
        message={asking?.kind === 'owner' ? ownerMessage : removeMessage(asking?.member.displayName ?? '')}
        confirmLabel={asking?.kind === 'owner' ? 'Rendre propriétaire' : 'Retirer du foyer'}
        pending={mutation.isPending}
        error={mutation.error ? householdErrorMessage(mutation.error) : null}
        onConfirm={confirm}
        onCancel={close}
      />
    </section>
  );
}

const ownerMessage =
  'Cette personne pourra, comme vous, renommer le foyer, retirer des membres et choisir les propriétaires. Vous restez propriétaire.';

const removeMessage = (name: string) =>
  `${name} ne verra plus le placard, la liste ni les recettes du foyer, qui restent ici. Son compte est gardé\u00a0: il retrouve un foyer vide, à son nom.`;
