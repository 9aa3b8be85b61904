import { Page } from '../../components/ui/Page';
import { HouseholdScreen } from '../../features/household/components/HouseholdScreen';
import { useMovedHousehold } from '../data/useMovedHousehold';

/** `/household`: « Foyer ». */
export default function HouseholdPage() {
  const moved = useMovedHousehold();
  return (
    <div className="flex flex-col gap-5">
      <Page title="Foyer" />
      <HouseholdScreen onMoved={moved} />
    </div>
  );
}
