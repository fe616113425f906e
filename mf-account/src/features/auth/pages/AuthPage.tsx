import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, paths, safeNextPath, withNext } from '@yayasan/contracts';
import { apiErrorMessage, selectUser, signedIn, useAppDispatch, useAppSelector } from '@yayasan/store';
import { Button, Input, Label, notify } from '@yayasan/ui';
import { checkAuthForm } from '@yayasan/validation';
import { Divider, FormCard, Footnote } from '../../../components/Card';
import { PasswordInput } from '../../../components/PasswordInput';
import { useGoogleAuthMutation, useSignInMutation, useSignUpMutation } from '../api';
import { GoogleButton } from '../components/GoogleButton';
import type { GoogleSignInError } from '../google';
import { AUTH_TEXT } from '../messages';

/** Server refusals that explain themselves (wrong sign-in method) are shown as they are. */
const EXPLAINED_STATUSES = [403, 409];

/** /signin and /signup: one page, the mode read from the path. */
export default function AuthPage() {
  const signUpMode = useLocation().pathname.startsWith(paths.signUp);
  // Back to where the visitor was: only a same-site path is followed.
  const next = safeNextPath(useSearchParams()[0].get(NEXT_PARAM));
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [form, setForm] = useState({ fullname: '', email: '', password: '' });
  const [signIn, signInState] = useSignInMutation();
  const [signUp, signUpState] = useSignUpMutation();
  const [googleAuth, googleState] = useGoogleAuthMutation();
  const busy = signInState.isLoading || signUpState.isLoading || googleState.isLoading;

  if (user) return <Navigate to={next ?? paths.home} replace />;

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = checkAuthForm(signUpMode ? form : { email: form.email, password: form.password });
    if (problem) {
      notify.error(problem);
      return;
    }
    try {
      const session = signUpMode
        ? await signUp({ fullname: form.fullname.trim(), email: form.email.trim(), password: form.password }).unwrap()
        : await signIn({ email: form.email.trim(), password: form.password }).unwrap();
      dispatch(signedIn(session));
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };

  const withGoogle = async (accessToken: string) => {
    try {
      dispatch(signedIn(await googleAuth({ access_token: accessToken }).unwrap()));
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      notify.error(
        typeof status === 'number' && EXPLAINED_STATUSES.includes(status)
          ? apiErrorMessage(err)
          : AUTH_TEXT.googleFailed,
      );
    }
  };
  const googleFailed = (err: GoogleSignInError) => {
    if (!err.cancelled) notify.error(AUTH_TEXT.googleFailed);
  };

  return (
    <FormCard>
      <h1>{signUpMode ? AUTH_TEXT.signUpTitle : AUTH_TEXT.signInTitle}</h1>
      <form onSubmit={submit} noValidate>
        {signUpMode && (
          <>
            <Label htmlFor="auth-fullname">{AUTH_TEXT.fullname}</Label>
            <Input
              id="auth-fullname"
              name="fullname"
              autoComplete="name"
              value={form.fullname}
              onChange={set('fullname')}
            />
          </>
        )}
        <Label htmlFor="auth-email">{AUTH_TEXT.email}</Label>
        <Input
          id="auth-email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
        />
        <Label htmlFor="auth-password">{AUTH_TEXT.password}</Label>
        <PasswordInput
          id="auth-password"
          name="password"
          autoComplete={signUpMode ? 'new-password' : 'current-password'}
          value={form.password}
          onChange={set('password')}
        />
        {!signUpMode && (
          <Footnote style={{ textAlign: 'right', marginTop: 10 }}>
            <Link to={paths.resetPassword}>{AUTH_TEXT.forgot}</Link>
          </Footnote>
        )}
        <Button type="submit" disabled={busy}>
          {signUpMode ? AUTH_TEXT.signUpButton : AUTH_TEXT.signInButton}
        </Button>
      </form>
      <Divider>{AUTH_TEXT.or}</Divider>
      <GoogleButton onToken={withGoogle} onError={googleFailed} busy={busy} />
      <Footnote>
        {signUpMode ? (
          <>
            {AUTH_TEXT.haveAccount} <Link to={withNext(paths.signIn, next)}>{AUTH_TEXT.signInButton}</Link>
          </>
        ) : (
          <>
            {AUTH_TEXT.noAccount} <Link to={withNext(paths.signUp, next)}>{AUTH_TEXT.signUpButton}</Link>
          </>
        )}
      </Footnote>
    </FormCard>
  );
}
