import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/ui/FormKit';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { type AuthField, serverFieldErrors } from '../auth-errors';
import { type AuthSchema, useAuthSchema } from '../hooks/useAuthSchema';
import { useRedirectTarget } from '../hooks/useRedirectTarget';
import type { AuthSchemas } from '../load-schemas';
import { startSession } from '../session';
import { type AuthErrors, type AuthValues, validateAuth } from '../validation';
import { ServerErrorAlert } from './ServerErrorAlert';

interface AuthFormProps {
  /** Picks the form's core schema (login or register) once the schemas module has loaded. */
  pickSchema: (schemas: AuthSchemas) => AuthSchema;
  mutation: UseMutationResult<{ token: string }, Error, AuthValues>;
  submitLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  /** Where the "log in instead" link of the e-mail-taken error points. */
  loginHref: string;
}

const FIELDS = ['email', 'password'] as const;

/** The e-mail + password form shared by login and registration. */
export function AuthForm(props: AuthFormProps) {
  const { pickSchema, mutation, submitLabel, passwordAutoComplete, passwordHint, loginHref } = props;
  const navigate = useNavigate();
  const redirectTarget = useRedirectTarget();
  const schema = useAuthSchema(pickSchema);
  const [values, setValues] = useState<AuthValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<AuthErrors>({});
  // Errors appear at the first submit, then follow the typing so they vanish once fixed.
  const [submitted, setSubmitted] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const serverErrors = serverFieldErrors(mutation.error);
  const fieldErrors = { ...serverErrors, ...errors };
  const showAlert = mutation.error !== null && Object.keys(serverErrors).length === 0;

  const update = (field: AuthField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateAuth(schema.current, next));
    if (mutation.error) mutation.reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    const loaded = await schema.ensure();
    const found = validateAuth(loaded, values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    const body = loaded ? loaded.parse(values) : { ...values, email: values.email.trim().toLowerCase() };
    mutation.mutate(body, {
      onSuccess: ({ token }) => {
        startSession(token, body.email);
        navigate(redirectTarget, { replace: true });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} onFocusCapture={schema.prefetch} className="flex flex-col gap-5">
      {showAlert && <ServerErrorAlert error={mutation.error} loginHref={loginHref} />}
      <TextField
        ref={inputs.email}
        label="Adresse e-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={fieldErrors.email}
      />
      <PasswordField
        ref={inputs.password}
        label="Mot de passe"
        name="password"
        autoComplete={passwordAutoComplete}
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={fieldErrors.password}
        hint={passwordHint}
      />
      <FormActions pending={mutation.isPending} className="w-full">
        {submitLabel}
      </FormActions>
    </form>
  );
}
