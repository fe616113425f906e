import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type DataRightsState, type ErasureBody } from '@yayasan/contracts';
import { formatDayMonthYear, formatJakartaTime } from '@yayasan/format';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Label, notify } from '@yayasan/ui';
import { checkErasureContent, DATA_RIGHTS_MESSAGES, type ErasureContentChoice } from '@yayasan/validation';
import { PasswordInput } from '../../../components/PasswordInput';
import { requestGoogleAccessToken } from '../../../lib/google';
import {
  useCancelErasureMutation,
  useGetDataRightsQuery,
  useGoogleConfirmationConfigQuery,
  useRequestErasureMutation,
  useRequestExportMutation,
} from '../api/data-rights';
import { DATA_RIGHTS_TEXT as T } from '../data-rights-text';
import { SettingsSection } from './SettingsSection';

/**
 * "Data saya" on the settings page: a copy of everything the site holds of the person ("Unduh data
 * saya", mailed as a link) and the erasure of the account ("Hapus akun"), which can be cancelled during
 * its grace period.
 */
export function DataRightsSection() {
  const query = useGetDataRightsQuery();
  return (
    <SettingsSection id="data-rights-title" title={T.title} query={query} loadFailed={T.loadFailed} retry={T.retry}>
      {(data) => (
        <>
          <ExportPart state={data} />
          <ErasurePart state={data} />
          <p>
            <Link to={paths.privacy}>{T.privacyLink}</Link>
          </p>
        </>
      )}
    </SettingsSection>
  );
}

function exportStatus(state: DataRightsState): string | null {
  const exp = state.export;
  if (!exp) return null;
  if (exp.status === 'queued') return T.exportQueued;
  if (exp.status === 'ready' && exp.expires_at && new Date(exp.expires_at).getTime() > Date.now())
    return T.exportReady(`${formatJakartaTime(exp.expires_at)} WIB`);
  return exp.status === 'failed' ? T.exportFailed : null;
}

function ExportPart({ state }: { state: DataRightsState }) {
  const [request, { isLoading }] = useRequestExportMutation();
  const status = exportStatus(state);
  const ask = async () => {
    try {
      notify.success((await request().unwrap()).status);
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };
  return (
    <Part aria-labelledby="data-export-title">
      <h3 id="data-export-title">{T.exportTitle}</h3>
      <p>{T.exportIntro}</p>
      <p role="status">{status}</p>
      <Button type="button" onClick={ask} disabled={isLoading || state.export?.status === 'queued'}>
        {T.exportButton}
      </Button>
    </Part>
  );
}

function ErasurePart({ state }: { state: DataRightsState }) {
  const [content, setContent] = useState<ErasureContentChoice | ''>('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [erase, { isLoading: erasing }] = useRequestErasureMutation();
  const [cancel, { isLoading: cancelling }] = useCancelErasureMutation();
  const google = useGoogleConfirmationConfigQuery(undefined, { skip: state.confirm_with !== 'google' });

  if (state.erasure) {
    const undo = async () => {
      try {
        notify.success((await cancel().unwrap()).status);
      } catch (err) {
        notify.error(apiErrorMessage(err));
      }
    };
    return (
      <Part aria-labelledby="erasure-title">
        <h3 id="erasure-title">{T.erasureTitle}</h3>
        <p role="status">{T.scheduled(formatDayMonthYear(state.erasure.due_at))}</p>
        <Button type="button" $variant="secondary" onClick={undo} disabled={cancelling}>
          {T.cancelButton}
        </Button>
      </Part>
    );
  }

  const send = async (body: ErasureBody) => {
    try {
      notify.success((await erase(body).unwrap()).status);
      setPassword('');
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  const problem = () =>
    checkErasureContent(content) ??
    (state.confirm_with === 'password' && !password ? DATA_RIGHTS_MESSAGES.erasurePasswordRequired : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = problem();
    setError(p);
    if (p || erasing) return;
    if (state.confirm_with === 'password') {
      void send({ content, password });
      return;
    }
    // The popup opens straight from the click, before any await, or the browser blocks it.
    if (!google.data) return;
    requestGoogleAccessToken(google.data).then(
      (google_access_token) => send({ content, google_access_token }),
      () => setError(DATA_RIGHTS_MESSAGES.erasureGoogleRequired),
    );
  };

  return (
    <Part aria-labelledby="erasure-title">
      <h3 id="erasure-title">{T.erasureTitle}</h3>
      <p>{T.erasureIntro}</p>
      <form onSubmit={submit} noValidate>
        <fieldset>
          <legend>{T.contentLegend}</legend>
          {(['keep', 'delete'] as const).map((choice) => (
            <Choice key={choice}>
              <input
                type="radio"
                name="erasure-content"
                value={choice}
                checked={content === choice}
                onChange={() => setContent(choice)}
              />
              {choice === 'keep' ? T.keep : T.remove}
            </Choice>
          ))}
        </fieldset>
        {state.confirm_with === 'password' ? (
          <>
            <Label htmlFor="erasure-password">{T.password}</Label>
            <PasswordInput
              id="erasure-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </>
        ) : (
          <p>{T.googleHint}</p>
        )}
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Button type="submit" $variant="danger" disabled={erasing}>
          {state.confirm_with === 'password' ? T.erasureButton : T.erasureGoogleButton}
        </Button>
      </form>
    </Part>
  );
}

const Part = styled.section`
  margin-top: 24px;
  h3 {
    font-size: 1.05rem;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 12px 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
  form > button {
    margin-top: 16px;
  }
`;
const Choice = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 8px 0;
  min-height: 24px;
  cursor: pointer;
`;
const ErrorText = styled.p`
  color: ${(p) => p.theme.colors.danger};
  margin: 8px 0 0;
`;
