import { useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { startRegistration } from '@simplewebauthn/browser';
import type { Passkey } from '@yayasan/contracts';
import { formatDayMonthYear, formatDonorDate } from '@yayasan/format';
import { Button, ConfirmDialog, fieldA11y, FieldMessage, Input, Label, Modal, notify } from '@yayasan/ui';
import { checkPasskeyName, PASSKEY_NAME_MAX, PASSKEY_TEXT as T } from '@yayasan/validation';
import { passkeyErrorMessage, useWebAuthnSupport } from '../../../lib/passkeys';
import {
  useAddPasskeyMutation,
  useGetPasskeysQuery,
  usePasskeyOptionsMutation,
  useRemovePasskeyMutation,
} from '../api/passkeys';
import { SettingsItem, SettingsList, SettingsMeta, SettingsSection } from './SettingsSection';

/**
 * "Passkey" in settings: the account's passkeys with when each was added and last used; adding one
 * (a name, then the browser's own dialog) and removing one. A browser without WebAuthn is told so
 * instead of being offered the button.
 */
export function PasskeySection() {
  const supported = useWebAuthnSupport();
  const query = useGetPasskeysQuery();
  const [remove, removing] = useRemovePasskeyMutation();
  const [adding, setAdding] = useState(false);
  const [removal, setRemoval] = useState<Passkey | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const confirmRemoval = async () => {
    if (!removal) return;
    try {
      await remove({ id: removal.id }).unwrap();
      notify.success(T.removed);
      setRemoval(null);
    } catch (err) {
      notify.error(passkeyErrorMessage(err, T.loadFailed));
    }
  };

  return (
    <>
      <SettingsSection
        id="passkey-title"
        title={T.sectionTitle}
        query={query}
        loadFailed={T.loadFailed}
        retry={T.retry}
      >
        {(data) => (
          <>
            <p>{T.intro}</p>
            {data.passkeys.length === 0 ? (
              <p>{T.empty}</p>
            ) : (
              <SettingsList aria-labelledby="passkey-title">
                {data.passkeys.map((p) => (
                  <SettingsItem key={p.id}>
                    <div>
                      <strong>{p.name}</strong>
                      <SettingsMeta>
                        {T.createdAt}: {formatDayMonthYear(p.created_at)} ·{' '}
                        {p.last_used_at ? `${T.lastUsed}: ${formatDonorDate(p.last_used_at)} WIB` : T.neverUsed}
                      </SettingsMeta>
                    </div>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => setRemoval(p)}
                      aria-label={`${T.remove} ${p.name}`}
                    >
                      {T.remove}
                    </Button>
                  </SettingsItem>
                ))}
              </SettingsList>
            )}
            {supported === false ? (
              <p role="note">{T.unsupported}</p>
            ) : (
              <Button ref={addButton} type="button" onClick={() => setAdding(true)} disabled={supported === null}>
                {T.add}
              </Button>
            )}
          </>
        )}
      </SettingsSection>
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} returnFocus={addButton} />
      <ConfirmDialog
        open={removal !== null}
        message={removal ? T.removeConfirm(removal.name) : ''}
        confirmLabel={T.remove}
        cancelLabel={T.cancel}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoval(null)}
        busy={removing.isLoading}
      />
    </>
  );
}

/** The name first, then the browser's dialog; the server checks the answer and keeps the passkey. */
function AddPasskeyDialog({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const [options, gettingOptions] = usePasskeyOptionsMutation();
  const [add, saving] = useAddPasskeyMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const busy = waiting || gettingOptions.isLoading || saving.isLoading;

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = checkPasskeyName(name);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setWaiting(true);
    try {
      const optionsJSON = await options().unwrap();
      const credential = await startRegistration({ optionsJSON });
      await add({ name: name.trim(), credential }).unwrap();
      notify.success(T.added);
      close();
    } catch (err) {
      setError(passkeyErrorMessage(err, T.cancelled));
    } finally {
      setWaiting(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={T.addTitle} width={420} returnFocus={returnFocus}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Label htmlFor="passkey-name">{T.nameLabel}</Label>
        <Input
          id="passkey-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          autoFocus
          {...fieldA11y('passkey-name-message', error)}
        />
        <FieldMessage id="passkey-name-message" error={error} hint={T.nameHint} />
        <Actions>
          <Button type="button" $variant="secondary" onClick={close}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {T.save}
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
