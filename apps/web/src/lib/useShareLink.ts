import { useState } from 'react';

/**
 * What a screen showing a link to pass on needs (an invitation, a calendar address): copy it, with
 * whether that worked — no clipboard on plain http on a home network or in an old browser, where the
 * link stays selectable on screen — and the phone's share sheet where there is one.
 */
export function useShareLink(url: string) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  const share = (data: Omit<ShareData, 'url'>) =>
    navigator
      .share({ ...data, url })
      // The person closed the share sheet: nothing to say.
      .catch(() => undefined);

  return { copied, copy, canShare, share };
}
