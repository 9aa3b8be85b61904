import { Info } from 'lucide-react';
import type { LookupFailure } from '../api/lookup-barcode';
import { LOOKUP_MESSAGES } from '../lookup-messages';

/** Why the form is not prefilled. Informative, not an error: the person can carry on by hand. */
export function LookupNotice({ failure }: { failure: Exclude<LookupFailure, 'invalid-barcode'> }) {
  const message = LOOKUP_MESSAGES[failure];
  return (
    <div role="status" className="flex items-start gap-2 rounded-xl border border-line bg-canvas px-3 py-2.5">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
      <div>
        <p className="font-bold">{message.title}</p>
        <p>{message.body}</p>
      </div>
    </div>
  );
}
