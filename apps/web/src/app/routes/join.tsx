import { normaliseInvitationCode } from '@glouton/core/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Page } from '../../components/ui/Page';
import { JoinForm } from '../../features/household/components/JoinForm';
import { JoinLoggedOut } from '../../features/household/components/JoinLoggedOut';
import { INVITATION_INVALID } from '../../features/household/household-errors';
import { anyProductQueryOptions } from '../../features/products/api/list-products';
import { useShoppingListItems } from '../../features/shopping-list/api/list';
import { useToken } from '../../lib/storage';
import { useMovedHousehold } from '../data/useMovedHousehold';

/** `/join/:code`: public, so that the link works before signing in (it explains, then comes back). */
export default function JoinPage() {
  const token = useToken();
  const { pathname } = useLocation();
  const code = normaliseInvitationCode(useParams().code ?? '');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 pt-4">
      <Page title="Rejoindre un foyer" />
      {code === null ? (
        <Alert>
          <p>{INVITATION_INVALID}</p>
          {token && (
            <p>
              <Link to="/household" className="font-bold underline">
                Saisir un code sur la page Foyer
              </Link>
            </p>
          )}
        </Alert>
      ) : token ? (
        <SignedInJoin code={code} />
      ) : (
        <JoinLoggedOut path={pathname} />
      )}
    </div>
  );
}

function SignedInJoin({ code }: { code: string }) {
  const moved = useMovedHousehold();
  // Whether there is anything to bring: any product, or a line on the list. Unknown (no answer yet,
  // or a failure) counts as « yes »: the choice is then asked rather than data lost without asking.
  const products = useQuery(anyProductQueryOptions());
  const lines = useShoppingListItems();
  const empty = products.data === false && lines.data?.length === 0;
  return <JoinForm code={code} hasData={!empty} onJoined={moved} />;
}
