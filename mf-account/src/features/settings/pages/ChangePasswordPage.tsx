import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, sessionUpdated, useAppDispatch } from '@yayasan/store';
import { Button, Label, notify } from '@yayasan/ui';
import { checkChangePassword } from '@yayasan/validation';
import { PasswordInput } from '../../../components/PasswordInput';
import { useChangePasswordMutation } from '../api';
import { SETTINGS_TEXT } from '../messages';
import { PasskeySection } from '../components/PasskeySection';
import { SessionsSection } from '../components/SessionsSection';
import { TwoStepSection } from '../components/TwoStepSection';

/** /settings/change-password: current and new password, two-step verification and signed-in devices (inside the dashboard frame). */
export default function ChangePasswordPage() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [change, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    const problem = checkChangePassword(currentPassword, newPassword);
    if (problem) {
      notify.error(problem);
      return;
    }
    const toast = notify.loading(SETTINGS_TEXT.changing);
    try {
      // Every earlier token is revoked by the change; this device carries on with the fresh one.
      const { access_token } = await change({ currentPassword, newPassword }).unwrap();
      dispatch(sessionUpdated({ access_token }));
      notify.dismiss(toast);
      notify.success(SETTINGS_TEXT.changed);
      setCurrent('');
      setNew('');
    } catch (err) {
      notify.dismiss(toast);
      notify.error(apiErrorMessage(err));
    }
  };

  return (
    <Section>
      <h1>{SETTINGS_TEXT.changePasswordTitle}</h1>
      <form onSubmit={submit} noValidate>
        <Label htmlFor="current-password">{SETTINGS_TEXT.currentPassword}</Label>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <Label htmlFor="new-password">{SETTINGS_TEXT.newPassword}</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
        />
        <Button type="submit" disabled={isLoading}>
          {SETTINGS_TEXT.changePassword}
        </Button>
      </form>
      <TwoStepSection />
      <PasskeySection />
      <SessionsSection />
    </Section>
  );
}

const Section = styled.section`
  max-width: 480px;
  form {
    display: flex;
    flex-direction: column;
  }
  button[type='submit'] {
    margin-top: 24px;
    align-self: flex-start;
  }
`;
