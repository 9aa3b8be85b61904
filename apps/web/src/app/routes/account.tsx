import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Page } from '../../components/ui/Page';
import { DataSection } from '../../features/account/components/DataSection';
import { DeleteAccountSection } from '../../features/account/components/DeleteAccount';
import { DisplayNameSection } from '../../features/account/components/DisplayNameForm';
import { PasswordSection } from '../../features/account/components/PasswordForm';
import { SessionsSection } from '../../features/account/components/SessionList';
import { forgetSessionHere } from '../../features/auth/api/logout';
import { useWrites } from '../../lib/writes/writes';

/**
 * `/account`: « Compte ». One section per concern, each its own component, in the order people need
 * them; the household's data (export, import) comes before the deletion.
 */
export default function AccountPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { queue } = useWrites();
  const deleted = () => {
    // The account is gone: its queued changes have no one to be sent for.
    queue.clear();
    void forgetSessionHere(queryClient).finally(() => navigate('/login', { replace: true }));
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
