import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_FUND,
  FUNDS,
  FUND_LABELS,
  LEDGER_MESSAGES,
  paths,
  REGULAR_PROGRAMME_WORDS,
  type Fund,
} from '@yayasan/contracts';
import { endOfDayUtcIso } from '@yayasan/format';
import { apiErrorMessage, loadFailure } from '@yayasan/store';
import {
  Button,
  Hint,
  Input,
  Label,
  LoadError,
  NotFound,
  notify,
  PageContainer,
  Spinner,
  TextArea,
  useImageUpload,
} from '@yayasan/ui';
import { checkCampaign, checkFund } from '@yayasan/validation';
import {
  useCreateCampaignMutation,
  useGetCampaignQuery,
  useUpdateCampaignMutation,
  type Campaign,
  type CampaignPayload,
} from '../api';
import { CampaignThumbnail } from '../components/CampaignThumbnail';
import { CharacterCount, CHARACTER_LIMIT } from '../components/CharacterCount';
import { RupiahInput } from '../components/RupiahInput';

export const REDIRECT_AFTER_SAVE_MS = 500;
export const INITIAL_UPDATE = { update_title: 'Initial Update', update_description: 'Donation created successfully.' };
const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

interface FormState {
  title: string;
  target: number | null;
  /** 'YYYY-MM-DD' as the date picker gives it. */
  endDate: string;
  thumbnail: string;
  description: string;
  content: string;
  /** The fund the campaign collects for; zakat is not offered. */
  fund: string;
  /** The foundation's regular programme (Program Donasi Rutin). */
  regularProgramme: boolean;
}

const EMPTY: FormState = {
  title: '',
  target: null,
  endDate: '',
  thumbnail: '',
  description: '',
  content: '',
  fund: DEFAULT_FUND,
  regularProgramme: false,
};
/** The note under the fund select: why there is no zakat. */
export const NO_ZAKAT_NOTE = `${LEDGER_MESSAGES.zakatRefused}.`;

/** Today as the browser's calendar day, the date picker's minimum. */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const fromCampaign = (c: Campaign): FormState => ({
  title: c.title,
  target: c.target_amount,
  // Stored as the end of the chosen day in UTC, so the UTC date is the chosen day.
  endDate: c.expiry_time.slice(0, 10),
  thumbnail: c.thumbnail,
  description: c.description,
  content: c.content,
  fund: c.fund ?? DEFAULT_FUND,
  regularProgramme: c.regular_programme ?? false,
});

/** /donation/create and /donation/edit/:id (administrators; the shell gates the route). */
export default function DonationFormPage() {
  const { id } = useParams();
  const { data, error, isLoading, refetch } = useGetCampaignQuery(id ?? '', {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });
  if (!id) return <CampaignForm />;
  if (isLoading) return <Spinner />;
  if (error && loadFailure(error) === 'not-found') return <NotFound />;
  // A later ask that fails never takes the form (and what was typed in it) off the screen.
  if (!data) return <LoadError message="Donasi tidak dapat dimuat." onRetry={() => refetch()} />;
  return <CampaignForm campaign={data} />;
}

function CampaignForm({ campaign }: { campaign?: Campaign }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(() => (campaign ? fromCampaign(campaign) : EMPTY));
  const [saving, setSaving] = useState(false);
  const [createCampaign] = useCreateCampaignMutation();
  const [updateCampaign] = useUpdateCampaignMutation();
  const { upload, progress } = useImageUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const toastId = notify.loading('Uploading...');
    try {
      const url = await upload(file);
      set('thumbnail', url);
      notify.dismiss(toastId);
      notify.success('Uploaded 👍');
    } catch (err) {
      notify.dismiss(toastId);
      notify.error(err instanceof Error ? err.message : String(err));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const expiry = form.endDate ? endOfDayUtcIso(form.endDate) : '';
    const problem = checkCampaign({
      title: form.title,
      target_amount: form.target ?? 0,
      expiry_time: expiry,
      thumbnail: form.thumbnail,
      description: form.description,
      content: form.content,
    });
    const fundProblem = problem ?? checkFund(form.fund);
    if (fundProblem) {
      notify.error(fundProblem);
      return;
    }
    const payload: CampaignPayload = {
      title: form.title.trim(),
      description: form.description,
      content: form.content,
      thumbnail: form.thumbnail,
      target_amount: form.target ?? 0,
      expiry_time: expiry,
      fund: form.fund,
      // Only a change is sent: re-sending the mark would ask an ended campaign to be running again.
      ...(form.regularProgramme !== (campaign?.regular_programme ?? false) && {
        regular_programme: form.regularProgramme,
      }),
      updates: [{ ...INITIAL_UPDATE, update_thumbnail: form.thumbnail }],
    };
    setSaving(true);
    try {
      if (campaign) {
        await updateCampaign({ id: campaign.donation_id, ...payload }).unwrap();
        notify.success('Saved 👍');
      } else {
        await createCampaign(payload).unwrap();
        notify.success('Published 👍');
      }
      redirect.current = setTimeout(() => navigate(paths.donations), REDIRECT_AFTER_SAVE_MS);
    } catch (err) {
      notify.error(campaign ? apiErrorMessage(err) : `ERR SERVER: ${apiErrorMessage(err)}`);
      setSaving(false);
    }
  };

  const uploading = progress !== null;
  return (
    <PageContainer>
      <form onSubmit={submit} noValidate>
        <TopBar>
          <h1>{campaign ? `Edit ${campaign.title}` : 'Buat Donasi Baru'}</h1>
          <Button type="submit" disabled={saving || uploading}>
            {campaign ? 'Save Donation' : 'Create Donation'}
          </Button>
        </TopBar>

        <Upload>
          <CampaignThumbnail src={form.thumbnail} alt="Thumbnail donasi" />
          <Label htmlFor="campaign-thumbnail">Upload Thumbnail</Label>
          <input
            ref={fileInput}
            id="campaign-thumbnail"
            type="file"
            accept={ACCEPT}
            disabled={uploading || saving}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          {uploading && <Hint>Mengupload... {Math.round((progress ?? 0) * 100)}%</Hint>}
        </Upload>

        <Label htmlFor="campaign-title">Judul Donasi</Label>
        <Input id="campaign-title" value={form.title} maxLength={255} onChange={(e) => set('title', e.target.value)} />

        <Grid>
          <div>
            <Label htmlFor="campaign-target">Target Donasi</Label>
            <RupiahInput id="campaign-target" value={form.target} onChange={(v) => set('target', v)} />
          </div>
          <div>
            <Label htmlFor="campaign-end">Tanggal Berakhir</Label>
            <Input
              id="campaign-end"
              type="date"
              min={todayLocal()}
              value={form.endDate}
              onChange={(e) => set('endDate', e.target.value)}
            />
          </div>
        </Grid>

        <Label htmlFor="campaign-fund">Dana</Label>
        <FundSelect
          id="campaign-fund"
          value={form.fund}
          aria-describedby="campaign-fund-note"
          onChange={(e) => set('fund', e.target.value)}
        >
          {FUNDS.map((f: Fund) => (
            <option key={f} value={f}>
              {FUND_LABELS[f]}
            </option>
          ))}
        </FundSelect>
        <Hint id="campaign-fund-note">{NO_ZAKAT_NOTE}</Hint>

        <Checkbox>
          <input
            id="campaign-regular-programme"
            type="checkbox"
            checked={form.regularProgramme}
            aria-describedby="campaign-regular-programme-note"
            onChange={(e) => set('regularProgramme', e.target.checked)}
          />
          <label htmlFor="campaign-regular-programme">{REGULAR_PROGRAMME_WORDS.formCheckbox}</label>
        </Checkbox>
        <Hint id="campaign-regular-programme-note">{REGULAR_PROGRAMME_WORDS.formHint}</Hint>

        <Label htmlFor="campaign-description">Deskripsi Kartu</Label>
        <TextArea
          id="campaign-description"
          value={form.description}
          maxLength={CHARACTER_LIMIT}
          aria-describedby="campaign-description-count"
          onChange={(e) => set('description', e.target.value)}
        />
        <CharacterCount id="campaign-description-count" length={form.description.length} />

        <Label htmlFor="campaign-content">Konten</Label>
        <TextArea
          id="campaign-content"
          value={form.content}
          rows={8}
          maxLength={CHARACTER_LIMIT}
          aria-describedby="campaign-content-count"
          onChange={(e) => set('content', e.target.value)}
        />
        <CharacterCount id="campaign-content-count" length={form.content.length} />
      </form>
    </PageContainer>
  );
}

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
`;
const Upload = styled.div`
  max-width: 640px;
  img,
  [data-testid='thumbnail-placeholder'] {
    border-radius: ${(p) => p.theme.radius};
  }
`;
const Grid = styled.div`
  display: grid;
  gap: 0 16px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;
const Checkbox = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 16px;
  input {
    width: 18px;
    height: 18px;
  }
`;
const FundSelect = styled.select`
  width: 100%;
  max-width: 360px;
  padding: 10px 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
`;
