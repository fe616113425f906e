import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, paths, safeNextPath, withNext } from '@yayasan/contracts';
import { apiErrorMessage, selectUser, signedIn, useAppDispatch, useAppSelector } from '@yayasan/store';
import { Button, formText, Input, Label, notify, useFormAction } from '@yayasan/ui';
import { checkAuthForm } from '@yayasan/validation';
import { Divider, FormCard, Footnote } from '../../../components/Card';
import { PasswordInput } from '../../../components/PasswordInput';
import type { SecondFactorChallenge, SessionUser } from '@yayasan/contracts';
import { isChallenge, useGoogleAuthMutation, useSignInMutation, useSignUpMutation, type SignInAnswer } from '../api';
import { SecondFactorStep } from '../components/SecondFactorStep';
import { GoogleButton } from '../components/GoogleButton';
import { PasskeyButton } from '../components/PasskeyButton';
import type { GoogleSignInError } from '../../../lib/google';
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
  // Set when the password (or Google) was right and the account asks for its second factor.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const answered = (answer: SignInAnswer) => {
    if (isChallenge(answer)) setChallenge(answer);
    else dispatch(signedIn(answer));
  };

  // A form action, not a submit handler: on a page rendered on the server, React holds a submit made
  // before the page is hydrated and hands it here once it is (never a native submit of the password).
  // The fields are the browser's own (uncontrolled): what was typed before hydration stays, where a
  // controlled field would be emptied by the first render after it. The values are read from the form;
  // they become the fields' defaults, so the form React resets after the action shows them again.
  const submit = async (data: FormData) => {
    if (busy) return;
    const entered = {
      fullname: formText(data, 'fullname'),
      email: formText(data, 'email'),
      password: formText(data, 'password'),
    };
    setForm(entered);
    const problem = checkAuthForm(signUpMode ? entered : { email: entered.email, password: entered.password });
    if (problem) {
      notify.error(problem);
      return;
    }
    try {
      answered(
        signUpMode
          ? await signUp({
              fullname: entered.fullname.trim(),
              email: entered.email.trim(),
              password: entered.password,
            }).unwrap()
          : await signIn({ email: entered.email.trim(), password: entered.password }).unwrap(),
      );
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };

  const [submitAction, submitting] = useFormAction(submit);
  const busy = submitting || signInState.isLoading || signUpState.isLoading || googleState.isLoading;

  const withGoogle = async (accessToken: string) => {
    try {
      answered(await googleAuth({ access_token: accessToken }).unwrap());
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

  if (user) return <Navigate to={next ?? paths.home} replace />;

  if (challenge)
    return (
      <FormCard>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={(session: SessionUser) => dispatch(signedIn(session))}
          onRestart={() => setChallenge(null)}
        />
      </FormCard>
    );

  return (
    <FormCard>
      <h1>{signUpMode ? AUTH_TEXT.signUpTitle : AUTH_TEXT.signInTitle}</h1>
      <form action={submitAction} noValidate>
        {signUpMode && (
          <>
            <Label htmlFor="auth-fullname">{AUTH_TEXT.fullname}</Label>
            <Input id="auth-fullname" name="fullname" autoComplete="name" defaultValue={form.fullname} />
          </>
        )}
        <Label htmlFor="auth-email">{AUTH_TEXT.email}</Label>
        <Input id="auth-email" name="email" type="email" autoComplete="email" defaultValue={form.email} />
        <Label htmlFor="auth-password">{AUTH_TEXT.password}</Label>
        <PasswordInput
          id="auth-password"
          name="password"
          autoComplete={signUpMode ? 'new-password' : 'current-password'}
          defaultValue={form.password}
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
      {!signUpMode && <PasskeyButton onSignedIn={(session) => dispatch(signedIn(session))} busy={busy} />}
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
