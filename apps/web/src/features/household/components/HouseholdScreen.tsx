import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { viewOf } from '../../../lib/query-view';
import { isOwner, useHousehold } from '../api/get-household';
import { HouseholdName } from './HouseholdName';
import { InviteSection } from './InviteSection';
import { JoinByCode } from './JoinByCode';
import { LeaveHousehold } from './LeaveHousehold';
import { MealTimes } from './MealTimes';
import { MemberList } from './MemberList';
import { PlacesSection } from './PlacesSection';

/**
 * « Foyer » : its name, its members, inviting someone, joining another one, leaving. `onMoved`: the
 * person is in another household now (the app drops what it knew of this one), with what to tell them.
 */
export function HouseholdScreen({ onMoved }: { onMoved: (notice: string) => void }) {
  const query = useHousehold();
  const view = viewOf(query);
  if (view.show === 'loading') {
    return (
      <LoadingRegion label="Chargement du foyer…">
        <Skeleton className="h-40 w-full" />
      </LoadingRegion>
    );
  }
  if (view.show === 'offline') return <OfflineEmpty missing="Le foyer n’a pas encore été chargé sur cet appareil." />;
  if (view.show === 'error') {
    return (
      <RetryAlert
        what="Le foyer n’a pas pu être chargé."
        message={view.error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  const household = view.data;
  const owner = isOwner(household);
  return (
    <div className="flex flex-col gap-8">
      <HouseholdName name={household.name} owner={owner} />
      <MemberList household={household} owner={owner} />
      <MealTimes lunchTime={household.lunchTime} dinnerTime={household.dinnerTime} />
      <PlacesSection />
      <InviteSection you={household.you} />
      <JoinByCode />
      <LeaveHousehold householdName={household.name} onMoved={onMoved} />
    </div>
  );
}
