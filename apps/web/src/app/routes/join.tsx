import { normaliseInvitationCode } from '@glouton/core/domain';
import type { InvitationPreview } from '@glouton/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Page } from '../../components/ui/Page';
import { useInvitationPreview } from '../../features/household/api/invitation-preview';
import { JoinForm } from '../../features/household/components/JoinForm';
import { JoinLoggedOut } from '../../features/household/components/JoinLoggedOut';
import { INVITATION_INVALID } from '../../features/household/household-errors';
import { anyProductQueryOptions } from '../../features/products/api/list-products';
import { useShoppingListItems } from '../../features/shopping-list/api/list';
import { ApiError } from '../../lib/api-client';
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
      {code === null ? <DeadInvitation signedIn={Boolean(token)} /> : <Invitation code={code} path={pathname} />}
    </div>
  );
}

/** A code that cannot be one, or that opens nothing any more (used, expired, revoked). */
function DeadInvitation({ signedIn }: { signedIn: boolean }) {
  return (
    <Alert>
      <p>{INVITATION_INVALID}</p>
      {signedIn && (
        <p>
          <Link to="/household" className="font-bold underline">
            Saisir un code sur la page Foyer
          </Link>
        </p>
      )}
    </Alert>
  );
}

function Invitation({ code, path }: { code: string; path: string }) {
  const token = useToken();
  // Asked signed in or not: the link names the household and who invited before anyone signs in.
  const preview = useInvitationPreview(code);
  if (preview.error instanceof ApiError && preview.error.code === 'invitation-not-found') {
    return <DeadInvitation signedIn={Boolean(token)} />;
  }
  return token ? (
    <SignedInJoin code={code} preview={preview.data} />
  ) : (
    <JoinLoggedOut path={path} preview={preview.data} />
  );
}

function SignedInJoin({ code, preview }: { code: string; preview: InvitationPreview | undefined }) {
  const moved = useMovedHousehold();
  // Whether there is anything to bring: any product, or a line on the list. Unknown (no answer yet,
  // or a failure) counts as « yes »: the choice is then asked rather than data lost without asking.
  const products = useQuery(anyProductQueryOptions());
  const lines = useShoppingListItems();
  const empty = products.data === false && lines.data?.length === 0;
  return <JoinForm code={code} preview={preview} hasData={!empty} onJoined={moved} />;
}
