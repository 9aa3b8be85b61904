import { Link, useSearchParams } from 'react-router';
import { AuthScreen } from '../../features/auth/components/AuthScreen';
import { UnsubscribeForm } from '../../features/reminders/components/UnsubscribeForm';

/** `/unsubscribe?token=…` (public): the link at the bottom of the daily e-mail. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <AuthScreen
      title="Se désabonner"
      intro="Le rappel du jour ne vous sera plus envoyé par e-mail."
      switchPrompt={
        <Link to="/reminders" className="inline-block py-3 font-bold underline">
          Régler mes rappels
        </Link>
      }
    >
      <UnsubscribeForm token={params.get('token')} />
    </AuthScreen>
  );
}
