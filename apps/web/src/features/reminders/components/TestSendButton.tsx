import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useSendReminderTest } from '../api/reminder-preview';
import { reminderErrorMessage, testSentMessage } from '../reminder-messages';

/**
 * « M'envoyer maintenant » for one channel, and what it did, said where the person looks. `label` starts
 * with the words shown (« M’envoyer maintenant le rappel du jour par e-mail »): a screen reader and voice
 * control name the button as the eye reads it.
 */
export function TestSendButton({ channel, label }: { channel: 'push' | 'email'; label: string }) {
  const send = useSendReminderTest();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" pending={send.isPending} onClick={() => send.mutate(channel)} aria-label={label}>
        <Send aria-hidden="true" className="size-5" />
        M’envoyer maintenant
      </Button>
      <p role="status" className={send.isSuccess || send.isError ? 'text-sm font-bold' : 'sr-only'}>
        {send.data && testSentMessage(send.data)}
        {send.error && reminderErrorMessage(send.error)}
      </p>
    </div>
  );
}
