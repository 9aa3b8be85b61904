import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormActions } from '../../../components/ui/FormKit';
import { PasswordField } from '../../../components/ui/PasswordField';
import { accountErrorMessage } from '../account-errors';
import { useDeleteAccount } from '../api/delete-account';

/**
 * « Supprimer mon compte »: a dialog says what happens to the household and asks for the password.
 * `onDeleted`: the account is gone; the app forgets it on this device.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="supprimer-titre" className="flex flex-col gap-3">
      <h2 id="supprimer-titre" className="text-xl font-extrabold">
        Supprimer mon compte
      </h2>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        Supprimer mon compte
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = useDeleteAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMissing(true);
    remove.mutate(password, { onSuccess: onDeleted });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Supprimer votre compte&nbsp;?"
      role="alertdialog"
      description={
        <>
          Votre compte et vos connexions sont supprimés, sans retour possible. Si vous êtes le dernier membre du foyer,
          le foyer et toutes ses données (produits, placard, liste, recettes) sont supprimés aussi. Sinon, le foyer
          garde ses données et ce que vous y avez fait apparaîtra au nom de «&nbsp;ancien membre&nbsp;».
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label="Votre mot de passe, pour confirmer"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(false);
            remove.reset();
          }}
          error={
            missing ? 'Saisissez votre mot de passe.' : remove.error ? accountErrorMessage(remove.error) : undefined
          }
        />
        <FormActions variant="danger" pending={remove.isPending} cancel={onClose}>
          Supprimer définitivement
        </FormActions>
      </form>
    </Dialog>
  );
}
