import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '../../features/account/api/me';
import { accountOf, rememberSessionAccount } from '../../features/auth/session';
import { getAccount, getToken, useAccount, useToken } from '../../lib/storage';
import { useWrites } from '../../lib/writes/writes';

/**
 * A token stored without its account (a session opened before the device remembered accounts, or
 * restored from a backup) would never keep a copy on the device nor a queue of its own: the account is
 * asked of the server (`/api/me`, waiting for the network if there is none) and stored, and the changes
 * queued under no account become its own.
 */
export function useSessionAccount(): string {
  const token = useToken();
  const account = useAccount();
  const { queue } = useWrites();
  const me = useQuery({ ...meQueryOptions(), enabled: token !== '' && account === '' });
  const email = me.data?.user.email;
  useEffect(() => {
    // The answer is the session's that asked: not stored if another one started meanwhile.
    if (!email || getAccount() !== '' || getToken() !== token) return;
    queue.adopt(accountOf(email));
    rememberSessionAccount(email);
  }, [email, token, queue]);
  return account;
}
