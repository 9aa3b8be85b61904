import { Page } from '../../components/ui/Page';
import { PlanScreen } from '../../features/plan/components/PlanScreen';
import { CookSheet } from '../../features/recipes/components/cook/CookSheet';

/**
 * `/plan`: « Semaine », the household's week plan (decision 0046). A meal is cooked through the recipe's
 * own sheet (decision 0045), which names the slot it fills.
 */
export default function PlanPage() {
  return (
    <div className="flex flex-col gap-5">
      <Page title="Semaine" />
      <PlanScreen cookSheet={(props) => <CookSheet open {...props} />} />
    </div>
  );
}
