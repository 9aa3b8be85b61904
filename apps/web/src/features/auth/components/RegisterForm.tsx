import { useLocation } from 'react-router';
import { useRegister } from '../api/register';
import type { AuthSchemas } from '../load-schemas';
import { AuthForm } from './AuthForm';

const pickSchema = (schemas: AuthSchemas) => schemas.registerBodySchema;

/**
 * Core's PASSWORD_MIN_LENGTH, written out because importing it would pull zod into the first load
 * (a test keeps the two equal).
 */
export const PASSWORD_HINT = 'Au moins 8 caractères.';

export function RegisterForm() {
  const mutation = useRegister();
  // The redirect target survives the trip to the login screen when the address is already taken.
  const { search } = useLocation();
  return (
    <AuthForm
      pickSchema={pickSchema}
      mutation={mutation}
      submitLabel="Créer mon compte"
      passwordAutoComplete="new-password"
      passwordHint={PASSWORD_HINT}
      loginHref={`/login${search}`}
    />
  );
}
