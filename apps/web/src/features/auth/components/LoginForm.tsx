import { useLocation } from 'react-router';
import { useLogin } from '../api/login';
import type { AuthSchemas } from '../load-schemas';
import { AuthForm } from './AuthForm';

const pickSchema = (schemas: AuthSchemas) => schemas.loginBodySchema;

export function LoginForm() {
  const mutation = useLogin();
  const { search } = useLocation();
  return (
    <AuthForm
      pickSchema={pickSchema}
      mutation={mutation}
      submitLabel="Se connecter"
      passwordAutoComplete="current-password"
      loginHref={`/login${search}`}
    />
  );
}
