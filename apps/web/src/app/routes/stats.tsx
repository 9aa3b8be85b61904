import { Page } from '../../components/ui/Page';
import { useHousehold } from '../../features/household/api/get-household';
import { StatsScreen } from '../../features/stats/components/StatsScreen';

/** `/stats`: « Bilan ». The household's size gives the national reference for as many people. */
export default function StatsPage() {
  const household = useHousehold();
  return (
    <div className="flex flex-col gap-5">
      <Page title="Bilan" />
      <StatsScreen people={household.data?.members.length ?? null} />
    </div>
  );
}
