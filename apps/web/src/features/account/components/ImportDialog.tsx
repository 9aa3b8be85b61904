import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

interface ImportDialogProps {
  fileName: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  /** Why the last try failed, when trying again may work (the network). */
  error: string | null;
}

/**
 * Says what an import does before it is sent: it adds and merges, never replaces, and a file from this
 * same household comes in a second time (decision 0034 leaves telling them apart to this screen).
 * « Annuler » has the focus: Enter sends nothing.
 */
export function ImportDialog({ fileName, onConfirm, onCancel, pending, error }: ImportDialogProps) {
  return (
    <ConfirmDialog
      open
      tone="default"
      title="Ajouter ce fichier à votre foyer&nbsp;?"
      confirmLabel="Importer"
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
      error={error}
      message={
        <div className="flex flex-col gap-2">
          <p>
            Le contenu de <span className="break-all font-bold text-fg">{fileName}</span> est ajouté à ce que votre
            foyer a déjà&nbsp;: rien n’est remplacé ni supprimé.
          </p>
          <ul className="list-disc pl-5">
            <li>Un produit dont vous avez déjà le code-barres est fusionné avec le vôtre, ses unités s’ajoutent.</li>
            <li>Les quantités de la liste de courses s’additionnent.</li>
            <li>Une recette que vous avez déjà, avec les mêmes ingrédients, n’est pas ajoutée deux fois.</li>
            <li>Un repas que votre planning prévoit déjà ce jour-là est gardé, celui du fichier n’est pas ajouté.</li>
          </ul>
          <p className="font-bold text-fg">
            Si ce fichier a été exporté depuis ce foyer-ci, tout son contenu sera ajouté une deuxième fois (unités en
            double, quantités augmentées).
          </p>
        </div>
      }
    />
  );
}
