import { ScanBarcode } from 'lucide-react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useFocusOnStep } from '../hooks/useFocusOnStep';
import type { ScanFlow, ScanStep } from '../hooks/useScanFlow';
import type { ScanParts } from '../scan-parts';
import { LookupNotice } from './LookupNotice';
import { SavedProductPanel } from './SavedProductPanel';

interface ScanStepPanelProps {
  flow: ScanFlow;
  step: Exclude<ScanStep, { kind: 'scanning' }>;
  /** Where a product saved through the form goes (batch mode lists it and scans on). */
  onSaved: (product: Parameters<ScanFlow['showSaved']>[0]) => void;
  parts: Pick<ScanParts, 'KnownProduct' | 'CreateForm'>;
}

const TITLES: Record<ScanStepPanelProps['step']['kind'], string> = {
  'looking-up': 'Recherche du produit…',
  known: 'Déjà dans votre placard',
  create: 'Nouveau produit',
  saved: 'Produit ajouté',
  failed: 'Recherche impossible',
};

/** What follows a scan, one step at a time, under a heading that takes the focus. */
export function ScanStepPanel(props: ScanStepPanelProps) {
  const { flow, step } = props;
  const title =
    step.kind === 'create' && step.source.kind === 'custom' ? 'Produit sans code-barres' : TITLES[step.kind];
  const heading = useFocusOnStep<HTMLHeadingElement>(step.kind);
  return (
    <section
      aria-labelledby="etape-titre"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 ref={heading} id="etape-titre" tabIndex={-1} className="text-xl font-extrabold outline-none">
        {title}
      </h2>
      <StepBody {...props} />
      {step.kind !== 'create' && step.kind !== 'saved' && step.kind !== 'looking-up' && (
        <Button variant="secondary" onClick={flow.reset} className="self-start">
          <ScanBarcode aria-hidden="true" className="size-5" />
          Scanner un autre produit
        </Button>
      )}
    </section>
  );
}

function StepBody({ flow, step, onSaved, parts: { KnownProduct, CreateForm } }: ScanStepPanelProps) {
  switch (step.kind) {
    case 'looking-up':
      return <Spinner label={`Recherche du code ${step.code}…`} />;
    case 'known':
      return (
        <>
          {step.conflict && (
            <p className="font-semibold">Ce code-barres vient d’être enregistré&nbsp;: voici le produit.</p>
          )}
          <KnownProduct product={step.product} {...(step.pack && { pack: step.pack })} />
        </>
      );
    case 'create':
      return (
        <CreateForm
          // A new code is a new form, never the previous one's leftovers.
          key={step.source.kind === 'scanned' ? step.source.code : 'custom'}
          source={step.source}
          notice={
            step.source.kind === 'scanned' && step.source.failure && <LookupNotice failure={step.source.failure} />
          }
          initialUnits={step.initialUnits}
          onSaved={onSaved}
          onCancel={flow.reset}
          onConflict={() => step.source.kind === 'scanned' && flow.conflict(step.source.code)}
        />
      );
    case 'saved':
      return <SavedProductPanel product={step.product} onScanNext={flow.reset} />;
    case 'failed':
      return (
        <Alert>
          <p>{step.message}</p>
          <Button variant="secondary" className="mt-2" onClick={() => flow.retry(step.code)}>
            Réessayer
          </Button>
        </Alert>
      );
  }
}
