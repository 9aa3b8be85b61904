import { Page } from '../../components/ui/Page';
import { PlanScreen } from '../../features/plan/components/PlanScreen';

/** `/plan`: « Semaine », the household's week plan (decision 0046). */
export default function PlanPage() {
  return (
    <div className="flex flex-col gap-5">
      <Page title="Semaine" />
      <PlanScreen />
    </div>
  );
}
