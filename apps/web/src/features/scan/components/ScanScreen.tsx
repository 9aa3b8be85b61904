import { Plus, ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Page } from '../../../components/ui/Page';
import { Switch } from '../../../components/ui/Switch';
import { WITHOUT_BARCODE_PARAM } from '../../../lib/scan-links';
import { useBatchScan } from '../hooks/useBatchScan';
import { useScanFlow } from '../hooks/useScanFlow';
import type { Detected, ScanParts, ScanWrites } from '../scan-parts';
import { BatchPanel } from './BatchPanel';
import { ScanStepPanel } from './ScanStepPanel';

/** « Scanner un produit »: the readers, then what follows a code, one product at a time or in a batch. */
export function ScanScreen({ parts, writes }: { parts: ScanParts; writes: ScanWrites }) {
  const flow = useScanFlow(writes);
  const batch = useBatchScan(flow, writes);
  const [batchMode, setBatchMode] = useState(false);
  const [params, setParams] = useSearchParams();
  const { Readers } = parts;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the URL the screen was opened with counts
  useEffect(() => {
    if (!params.has(WITHOUT_BARCODE_PARAM)) return;
    flow.addWithoutBarcode();
    setParams({}, { replace: true });
  }, []);

  const { step } = flow;
  // The camera is released while a step (form, product, and the dialogs they open) or the batch date
  // dialog is on screen, and no code can sneak in meanwhile.
  const paused = step.kind !== 'scanning' || batch.asking !== null;
  const onDetected = (detected: Detected) => {
    if (paused) return;
    if (batchMode) batch.detect(detected);
    else flow.detect(detected);
  };

  return (
    <div className="flex flex-col gap-5">
      <Page title="Scanner un produit" />
      {/* A whole trip at once: the receipt's lines go to the cupboard after the person's check (decision 0071). */}
      <Link to="/receipt" className={buttonClasses('secondary', 'self-start no-underline')}>
        <ReceiptText aria-hidden="true" className="size-5" />
        Ticket de caisse
      </Link>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3">
        <Switch
          label="Mode rafale"
          description="Chaque article scanné est ajouté aussitôt, avec la date choisie."
          checked={batchMode}
          onChange={setBatchMode}
        />
        {batchMode && <BatchPanel batch={batch} />}
      </div>
      {step.kind !== 'scanning' && (
        <ScanStepPanel
          flow={flow}
          step={step}
          parts={parts}
          onSaved={(product) => {
            if (!batchMode) return flow.showSaved(product);
            batch.addCreated(product);
            flow.reset();
          }}
        />
      )}
      {/* Kept mounted (paused) under a form, so the typed digits and the camera choice survive. */}
      <div hidden={step.kind !== 'scanning'} className="flex flex-col gap-5">
        <Readers onDetected={onDetected} paused={paused} />
        <Button variant="secondary" onClick={flow.addWithoutBarcode} className="self-start">
          <Plus aria-hidden="true" className="size-5" />
          Ajouter sans code-barres
        </Button>
      </div>
    </div>
  );
}
