import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Page } from '../../components/ui/Page';
import { useToast } from '../../components/ui/Toast';
import { DataSection } from '../../features/account/components/DataSection';
import { DeleteAccountSection } from '../../features/account/components/DeleteAccount';
import { DisplayNameSection } from '../../features/account/components/DisplayNameForm';
import { PasswordSection } from '../../features/account/components/PasswordForm';
import { SessionsSection } from '../../features/account/components/SessionList';
import { accountDeletedMessage } from '../../features/account/deletion-message';
import { forgetSessionHere } from '../../features/auth/api/logout';
import { householdQueryOptions } from '../../features/household/api/get-household';
import { useWrites } from '../../lib/writes/writes';
import { NEXT_SCREEN_NOTICE_MS } from '../data/next-screen-notice';

/**
 * `/account`: « Compte ». One section per concern, each its own component, in the order people need
 * them; the household's data (export, import) comes before the deletion.
 */
export default function AccountPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { queue } = useWrites();
  const toast = useToast();
  // What becomes of the household with the account (gone with its last member, or kept): /login says it.
  const household = useQuery(householdQueryOptions());
  const deleted = () => {
    // Read before the cache is dropped below.
    const notice = accountDeletedMessage(household.data);
    // The account is gone: its queued changes have no one to be sent for.
    queue.clear();
    void forgetSessionHere(queryClient).finally(() => {
      navigate('/login', { replace: true });
      toast.show({ message: notice, durationMs: NEXT_SCREEN_NOTICE_MS });
    });
  };
  return (
    <div className="flex flex-col gap-8">
      <Page title="Compte" />
      <DisplayNameSection />
      <PasswordSection />
      <SessionsSection />
      <DataSection />
      <DeleteAccountSection onDeleted={deleted} />
    </div>
  );
}
