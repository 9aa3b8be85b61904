import { Page } from '../../components/ui/Page';
import { cookSlot } from '../../features/plan/api/plan';
import { PlanScreen } from '../../features/plan/components/PlanScreen';
import { CookSheet } from '../../features/recipes/components/cook/CookSheet';
import { StaplesEditor } from '../../features/recipes/components/staples/StaplesEditor';

/**
 * `/plan`: « Semaine », the household's week plan (decision 0046). A meal is cooked through the recipe's
 * own sheet (decision 0045), sent as the plan's cook of that slot (decision 0054); the recipes'
 * « Toujours à la maison », which the week's shopping leaves out, is edited here (decision 0057).
 */
export default function PlanPage() {
  return (
    <div className="flex flex-col gap-5">
      <Page title="Semaine" />
      <PlanScreen
        cookSheet={({ slot, ...props }) => <CookSheet open {...props} send={cookSlot(slot)} />}
        staples={<StaplesEditor />}
      />
    </div>
  );
}
