import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { paths, type SecondFactorChallenge } from '@yayasan/contracts';
import { apiErrorMessage, selectUser, signedIn, useAppDispatch, useAppSelector } from '@yayasan/store';
import { Button, formText, Input, Label, notify, useFormAction } from '@yayasan/ui';
import { checkResetEmail, isSignupPassword, MESSAGES } from '@yayasan/validation';
import { FormCard, Footnote } from '../../../components/Card';
import { PasswordInput } from '../../../components/PasswordInput';
import { isChallenge, useConfirmPasswordResetMutation, useRequestPasswordResetMutation } from '../api';
import { SecondFactorStep } from '../components/SecondFactorStep';
import { AUTH_TEXT } from '../messages';

/** /reset-password asks for the e-mail; /reset-password/:token sets the new password. */
export default function ResetPasswordPage() {
  const { token } = useParams<{ token?: string }>();
  const user = useAppSelector(selectUser);
  if (user) return <Navigate to={paths.home} replace />;
  return token ? <NewPasswordForm token={token} /> : <RequestForm />;
}

function RequestForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [request] = useRequestPasswordResetMutation();

  // Form actions here, as on the sign-in page: a submit made before hydration is not lost.
  const [submitAction, isLoading] = useFormAction(async (data: FormData) => {
    const entered = formText(data, 'email');
    setEmail(entered);
    const problem = checkResetEmail(entered);
    if (problem) {
      notify.error(problem);
      return;
    }
    try {
      const { status } = await request({ email: entered.trim() }).unwrap();
      setSent(status);
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  });

  if (sent) {
    return (
      <FormCard>
        <h1>{AUTH_TEXT.resetSentTitle}</h1>
        <p role="status">{sent}</p>
        <Footnote>
          <Link to={paths.signIn}>{AUTH_TEXT.backToSignIn}</Link>
        </Footnote>
      </FormCard>
    );
  }
  return (
    <FormCard>
      <h1>{AUTH_TEXT.resetTitle}</h1>
      <p>{AUTH_TEXT.resetIntro}</p>
      <form action={submitAction} noValidate>
        <Label htmlFor="reset-email">{AUTH_TEXT.email}</Label>
        <Input id="reset-email" name="email" type="email" autoComplete="email" defaultValue={email} />
        <Button type="submit" disabled={isLoading}>
          {AUTH_TEXT.resetSend}
        </Button>
      </form>
      <Footnote>
        <Link to={paths.signIn}>{AUTH_TEXT.backToSignIn}</Link>
      </Footnote>
    </FormCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [confirm] = useConfirmPasswordResetMutation();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const [submitAction, isLoading] = useFormAction(async (data: FormData) => {
    const [entered, again] = [formText(data, 'password'), formText(data, 'repeat')];
    setPassword(entered);
    setRepeat(again);
    if (!isSignupPassword(entered)) {
      notify.error(MESSAGES.signupPassword);
      return;
    }
    if (entered !== again) {
      notify.error(AUTH_TEXT.passwordsDiffer);
      return;
    }
    try {
      const answer = await confirm({ token, password: entered }).unwrap();
      notify.success(AUTH_TEXT.passwordReset);
      // The password is set either way; an account with a second factor signs in after its code.
      if (isChallenge(answer)) setChallenge(answer);
      else dispatch(signedIn(answer));
    } catch (err) {
      const message = apiErrorMessage(err);
      notify.error(message);
      if ((err as { status?: unknown }).status === 400 && message !== MESSAGES.signupPassword) setFailed(message);
    }
  });

  if (challenge)
    return (
      <FormCard>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={(session) => dispatch(signedIn(session))}
          onRestart={() => navigate(paths.signIn)}
        />
      </FormCard>
    );

  return (
    <FormCard>
      <h1>{AUTH_TEXT.newPasswordTitle}</h1>
      {failed && (
        <p role="alert">
          {failed}. <Link to={paths.resetPassword}>{AUTH_TEXT.requestNewLink}</Link>
        </p>
      )}
      <form action={submitAction} noValidate>
        <Label htmlFor="new-password">{AUTH_TEXT.newPassword}</Label>
        <PasswordInput id="new-password" name="password" autoComplete="new-password" defaultValue={password} />
        <Label htmlFor="repeat-password">{AUTH_TEXT.repeatPassword}</Label>
        <PasswordInput id="repeat-password" name="repeat" autoComplete="new-password" defaultValue={repeat} />
        <Button type="submit" disabled={isLoading}>
          {AUTH_TEXT.savePassword}
        </Button>
      </form>
    </FormCard>
  );
}
