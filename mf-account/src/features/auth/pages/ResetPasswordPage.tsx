import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '@yayasan/contracts';
import { apiErrorMessage, selectUser, signedIn, useAppDispatch, useAppSelector } from '@yayasan/store';
import { Button, Input, Label, notify } from '@yayasan/ui';
import { checkResetEmail, isSignupPassword, MESSAGES } from '@yayasan/validation';
import { FormCard, Footnote } from '../../../components/Card';
import { PasswordInput } from '../../../components/PasswordInput';
import { useConfirmPasswordResetMutation, useRequestPasswordResetMutation } from '../api';
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
  const [request, { isLoading }] = useRequestPasswordResetMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    const problem = checkResetEmail(email);
    if (problem) {
      notify.error(problem);
      return;
    }
    try {
      const { status } = await request({ email: email.trim() }).unwrap();
      setSent(status);
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };

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
      <form onSubmit={submit} noValidate>
        <Label htmlFor="reset-email">{AUTH_TEXT.email}</Label>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
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
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    if (!isSignupPassword(password)) {
      notify.error(MESSAGES.signupPassword);
      return;
    }
    if (password !== repeat) {
      notify.error(AUTH_TEXT.passwordsDiffer);
      return;
    }
    try {
      const session = await confirm({ token, password }).unwrap();
      notify.success(AUTH_TEXT.passwordReset);
      dispatch(signedIn(session));
    } catch (err) {
      const message = apiErrorMessage(err);
      notify.error(message);
      if ((err as { status?: unknown }).status === 400 && message !== MESSAGES.signupPassword) setFailed(message);
    }
  };

  return (
    <FormCard>
      <h1>{AUTH_TEXT.newPasswordTitle}</h1>
      {failed && (
        <p role="alert">
          {failed}. <Link to={paths.resetPassword}>{AUTH_TEXT.requestNewLink}</Link>
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <Label htmlFor="new-password">{AUTH_TEXT.newPassword}</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Label htmlFor="repeat-password">{AUTH_TEXT.repeatPassword}</Label>
        <PasswordInput
          id="repeat-password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <Button type="submit" disabled={isLoading}>
          {AUTH_TEXT.savePassword}
        </Button>
      </form>
    </FormCard>
  );
}
