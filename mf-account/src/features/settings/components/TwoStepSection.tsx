import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SecondFactorSetup } from '@yayasan/contracts';
import { apiErrorMessage, sessionUpdated, useAppDispatch } from '@yayasan/store';
import { Button, Modal, notify, SecondFactorCodeField } from '@yayasan/ui';
import { checkSecondFactorCode, compactSecondFactorCode, SECOND_FACTOR_TEXT as T } from '@yayasan/validation';
import { RecoveryCodes, TotpSetup } from '../../../components/TotpSetup';
import {
  useConfirmSecondFactorMutation,
  useDisableSecondFactorMutation,
  useGetSecondFactorQuery,
  useStartSecondFactorSetupMutation,
} from '../api/security';
import { SettingsSection } from './SettingsSection';

/**
 * "Verifikasi dua langkah" in settings: anyone may turn it on (QR code, the secret, a first code, then
 * the recovery codes); turning it off asks for a code. An administrator for whom it is required sees
 * it on and locked.
 */
export function TwoStepSection() {
  const dispatch = useAppDispatch();
  const query = useGetSecondFactorQuery();
  const [start, starting] = useStartSecondFactorSetupMutation();
  const [confirm, confirming] = useConfirmSecondFactorMutation();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  const turnOn = async () => {
    try {
      setSetup(await start().unwrap());
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };

  const confirmCode = async (code: string) => {
    try {
      const answer = await confirm({ code }).unwrap();
      // The fresh token carries this check, so a step-up right after needs no second code.
      dispatch(sessionUpdated({ access_token: answer.access_token }));
      setSetup(null);
      setCodes(answer.recovery_codes);
      notify.success(T.turnedOn);
      return null;
    } catch (err) {
      return apiErrorMessage(err);
    }
  };

  return (
    <>
      <SettingsSection
        id="two-step-title"
        title={T.sectionTitle}
        query={query}
        loadFailed={T.loadFailed}
        retry={T.retry}
      >
        {(data) => (
          <>
            <p>{data.enabled ? T.statusOn : T.statusOff}</p>
            {data.enabled && <p>{T.recoveryLeft(data.recovery_codes_left)}</p>}
            {data.required && <p>{T.requiredNote}</p>}
            {data.enabled ? (
              !data.required && (
                <Button type="button" $variant="secondary" onClick={() => setTurningOff(true)}>
                  {T.turnOff}
                </Button>
              )
            ) : (
              <Button type="button" onClick={turnOn} disabled={starting.isLoading}>
                {T.turnOn}
              </Button>
            )}
          </>
        )}
      </SettingsSection>
      <Modal open={setup !== null} onClose={() => setSetup(null)} title={T.setupTitle}>
        {setup && (
          <TotpSetup setup={setup} busy={confirming.isLoading} confirm={confirmCode} onCancel={() => setSetup(null)} />
        )}
      </Modal>
      <Modal open={codes !== null} onClose={() => setCodes(null)} label={T.recoveryTitle}>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      </Modal>
      <TurnOffDialog open={turningOff} onClose={() => setTurningOff(false)} />
    </>
  );
}

function TurnOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [disable, { isLoading }] = useDisableSecondFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setCode('');
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    const problem = checkSecondFactorCode(code);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const { access_token } = await disable({ code: compactSecondFactorCode(code) }).unwrap();
      dispatch(sessionUpdated({ access_token }));
      notify.success(T.turnedOff);
      close();
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  return (
    <Modal open={open} onClose={close} title={T.turnOffTitle} width={420}>
      <form onSubmit={submit} noValidate>
        <SecondFactorCodeField value={code} onChange={setCode} error={error} autoFocus />
        <Actions>
          <Button type="button" $variant="secondary" onClick={close}>
            {T.cancel}
          </Button>
          <Button type="submit" $variant="danger" disabled={isLoading}>
            {T.turnOff}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 20px;
`;
