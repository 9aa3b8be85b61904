import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { Switch } from '../../components/ui/Switch';
import type { ScanResult } from '../../features/scanner';
import { WITHOUT_BARCODE_PARAM } from '../../lib/scan-links';
import { BatchPanel } from './scan/BatchPanel';
import { ScanReaders } from './scan/ScanReaders';
import { ScanStepPanel } from './scan/ScanStepPanel';
import { useBatchScan } from './scan/useBatchScan';
import { useScanFlow } from './scan/useScanFlow';

export default function ScanPage() {
  const flow = useScanFlow();
  const batch = useBatchScan(flow);
  const [batchMode, setBatchMode] = useState(false);
  const [params, setParams] = useSearchParams();

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
  const onDetected = ({ code }: ScanResult) => {
    if (paused) return;
    if (batchMode) batch.detect(code);
    else flow.detect(code);
  };

  return (
    <div className="flex flex-col gap-5">
      <Page title="Scanner un produit" />
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
          onSaved={(product) => {
            if (!batchMode) return flow.showSaved(product);
            batch.addCreated(product);
            flow.reset();
          }}
        />
      )}
      {/* Kept mounted (paused) under a form, so the typed digits and the camera choice survive. */}
      <div hidden={step.kind !== 'scanning'} className="flex flex-col gap-5">
        <ScanReaders onDetected={onDetected} paused={paused} />
        <Button variant="secondary" onClick={flow.addWithoutBarcode} className="self-start">
          <Plus aria-hidden="true" className="size-5" />
          Ajouter sans code-barres
        </Button>
      </div>
    </div>
  );
}
