import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DISBURSEMENT_CATEGORIES,
  DISBURSEMENT_CATEGORY_LABELS,
  GENERAL_FUND_LABEL,
  LEDGER_LIMITS,
  OFFLINE_METHODS,
  OFFLINE_METHOD_LABELS,
  type DisbursementCategory,
  type OfflineMethod,
} from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Hint, Input, Label, notify, TextArea } from '@yayasan/ui';
import { GENERAL_FUND_ROOM, checkDisbursement, checkOfflineDonation, isOneOf, jakartaToday } from '@yayasan/validation';
import {
  useRecordDisbursementMutation,
  useRecordGeneralFundGiftMutation,
  useRecordOfflineDonationMutation,
  type OfflineDonationAnswer,
} from '../../../lib/ledger-api';
import { RupiahInput } from './RupiahInput';
import { PictureUploads } from './PictureUploads';

/** The day (Jakarta, not in the future) and the rupiah amount, side by side: both forms start with them. */
function DayAndAmount({
  dayLabel,
  ids,
  day,
  onDay,
  amount,
  onAmount,
}: {
  dayLabel: string;
  ids: { date: string; amount: string };
  day: string;
  onDay: (day: string) => void;
  amount: number | null;
  onAmount: (amount: number | null) => void;
}) {
  return (
    <Row>
      <div>
        <Label htmlFor={ids.date}>{dayLabel}</Label>
        <Input id={ids.date} type="date" max={jakartaToday()} value={day} onChange={(e) => onDay(e.target.value)} />
      </div>
      <div>
        <Label htmlFor={ids.amount}>Jumlah</Label>
        <RupiahInput id={ids.amount} value={amount} onChange={onAmount} checkMinimum={false} />
      </div>
    </Row>
  );
}

/** The form's frame: its fields, the problem (a shared rule's or the server's message) and the buttons. */
function LedgerForm({
  label,
  problem,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  problem: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      <h3>{label}</h3>
      {children}
      {problem && <Problem role="alert">{problem}</Problem>}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Menyimpan...' : submitLabel}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
          Batal
        </Button>
      </Actions>
    </Form>
  );
}

/** "Catat Penyaluran Dana" (administrators): money leaving the campaign, with its proofs. */
export function DisbursementForm({ donationId, onDone }: { donationId: string; onDone: () => void }) {
  const ids = { date: useId(), amount: useId(), category: useId(), description: useId() };
  const [date, setDate] = useState(() => jakartaToday());
  const [amount, setAmount] = useState<number | null>(null);
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [proofs, setProofs] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [record, { isLoading }] = useRecordDisbursementMutation();

  const submit = async () => {
    const input = { date, amount, category, description, proofs };
    const rule = checkDisbursement(input);
    setProblem(rule);
    if (rule) return;
    try {
      await record({
        id: donationId,
        body: { date, amount: amount ?? 0, category, description: description.trim(), proofs },
      }).unwrap();
      notify.success('Penyaluran dana tercatat');
      onDone();
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };

  return (
    <LedgerForm
      label="Catat Penyaluran Dana"
      problem={problem}
      busy={isLoading || uploading}
      submitLabel="Simpan Penyaluran"
      onSubmit={submit}
      onCancel={onDone}
    >
      <DayAndAmount
        dayLabel="Tanggal penyaluran"
        ids={ids}
        day={date}
        onDay={setDate}
        amount={amount}
        onAmount={setAmount}
      />
      <Label htmlFor={ids.category}>Kategori</Label>
      <Select id={ids.category} value={category} onChange={(e) => setCategory(e.target.value)}>
        <option value="">Pilih kategori</option>
        {DISBURSEMENT_CATEGORIES.map((c: DisbursementCategory) => (
          <option key={c} value={c}>
            {DISBURSEMENT_CATEGORY_LABELS[c]}
          </option>
        ))}
      </Select>
      <Label htmlFor={ids.description}>Keterangan</Label>
      <TextArea
        id={ids.description}
        rows={4}
        maxLength={LEDGER_LIMITS.disbursementDescriptionMax}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <PictureUploads
        label="Foto bukti (kuitansi, foto kegiatan)"
        pictures={proofs}
        max={LEDGER_LIMITS.disbursementProofsMax}
        onChange={setProofs}
        onUploading={setUploading}
      />
    </LedgerForm>
  );
}

/** Where an offline gift is recorded: this campaign, or the foundation's general fund. */
const GIFT_DESTINATIONS = ['campaign', 'general'] as const;
export type GiftDestination = (typeof GIFT_DESTINATIONS)[number];

/**
 * "Catat Donasi Luring" (administrators): a gift received outside Midtrans. The campaign takes at most
 * its room (`available`: target − collected − unpaid online orders), checked here by the shared rule as
 * the server does; the rest is recorded to another campaign or to the general fund.
 */
export function OfflineDonationForm({
  donationId,
  available,
  onDone,
}: {
  donationId: string;
  available: number;
  /** Called with the stored gift and where it went after a save, with nothing after Batal. */
  onDone: (recorded?: OfflineDonationAnswer, destination?: GiftDestination) => void;
}) {
  const ids = {
    date: useId(),
    amount: useId(),
    destination: useId(),
    room: useId(),
    method: useId(),
    name: useId(),
    anonymous: useId(),
    email: useId(),
    emailHint: useId(),
    news: useId(),
    note: useId(),
    shown: useId(),
  };
  const [date, setDate] = useState(() => jakartaToday());
  const [amount, setAmount] = useState<number | null>(null);
  const [destination, setDestination] = useState<GiftDestination>('campaign');
  const [method, setMethod] = useState('');
  const [donorName, setDonorName] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [email, setEmail] = useState('');
  const [campaignNews, setCampaignNews] = useState(false);
  const [note, setNote] = useState('');
  const [proof, setProof] = useState<string[]>([]);
  const [shown, setShown] = useState(true);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [recordToCampaign, toCampaign] = useRecordOfflineDonationMutation();
  const [recordToGeneralFund, toGeneralFund] = useRecordGeneralFundGiftMutation();
  const isLoading = toCampaign.isLoading || toGeneralFund.isLoading;

  const submit = async () => {
    const room = destination === 'campaign' ? available : GENERAL_FUND_ROOM;
    // The general fund posts no news: the consent is only asked for a campaign's gift.
    const news = destination === 'campaign' && campaignNews;
    const rule = checkOfflineDonation(
      { date, amount, method, donor_name: donorName, email, note, campaign_news: news },
      room,
    );
    setProblem(rule);
    if (rule) return;
    const body = {
      date,
      amount: amount ?? 0,
      method,
      donor_name: donorName.trim() || undefined,
      anonymous,
      email: email.trim() || undefined,
      campaign_news: news,
      note: note.trim() || undefined,
      proof: proof[0],
      show_in_donor_list: shown,
    };
    try {
      const answer = await (
        destination === 'campaign' ? recordToCampaign({ id: donationId, body }) : recordToGeneralFund(body)
      ).unwrap();
      notify.success(`Donasi luring tercatat, kode tanda terima ${answer.receipt_code}`);
      onDone(answer, destination);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };

  return (
    <LedgerForm
      label="Catat Donasi Luring"
      problem={problem}
      busy={isLoading || uploading}
      submitLabel="Simpan Donasi"
      onSubmit={submit}
      onCancel={() => onDone()}
    >
      <DayAndAmount
        dayLabel="Tanggal diterima"
        ids={ids}
        day={date}
        onDay={setDate}
        amount={amount}
        onAmount={setAmount}
      />
      <Label htmlFor={ids.destination}>Dicatat ke</Label>
      <Select
        id={ids.destination}
        value={destination}
        aria-describedby={ids.room}
        onChange={(e) => {
          const chosen = e.target.value;
          if (isOneOf(GIFT_DESTINATIONS, chosen)) setDestination(chosen);
        }}
      >
        <option value="campaign">Kampanye ini</option>
        <option value="general">{GENERAL_FUND_LABEL}</option>
      </Select>
      <Hint id={ids.room} data-testid="offline-room">
        Sisa target kampanye ini {formatRp(available)}. Selebihnya dicatat ke kampanye lain atau ke {GENERAL_FUND_LABEL}
        .
      </Hint>
      <Label htmlFor={ids.method}>Cara penerimaan</Label>
      <Select id={ids.method} value={method} onChange={(e) => setMethod(e.target.value)}>
        <option value="">Pilih cara penerimaan</option>
        {OFFLINE_METHODS.map((m: OfflineMethod) => (
          <option key={m} value={m}>
            {OFFLINE_METHOD_LABELS[m]}
          </option>
        ))}
      </Select>
      <Label htmlFor={ids.name}>Nama donatur (opsional)</Label>
      <Input
        id={ids.name}
        value={donorName}
        maxLength={LEDGER_LIMITS.offlineDonorNameMax}
        placeholder="Kosongkan untuk Hamba Allah"
        onChange={(e) => setDonorName(e.target.value)}
      />
      <Check>
        <input
          id={ids.anonymous}
          type="checkbox"
          checked={anonymous}
          onChange={(e) => setAnonymous(e.target.checked)}
        />
        <label htmlFor={ids.anonymous}>Sembunyikan nama (Hamba Allah)</label>
      </Check>
      <Label htmlFor={ids.email}>Email donatur (opsional)</Label>
      <Input
        id={ids.email}
        type="email"
        value={email}
        aria-describedby={ids.emailHint}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Hint id={ids.emailHint}>Tanda terima (PDF dan kode verifikasi) dikirim ke email ini.</Hint>
      {destination === 'campaign' && (
        <Check>
          <input
            id={ids.news}
            type="checkbox"
            checked={campaignNews}
            onChange={(e) => setCampaignNews(e.target.checked)}
          />
          <label htmlFor={ids.news}>Donatur setuju menerima kabar kampanye ini lewat email</label>
        </Check>
      )}
      <Label htmlFor={ids.note}>Catatan (opsional)</Label>
      <TextArea
        id={ids.note}
        rows={3}
        maxLength={LEDGER_LIMITS.offlineNoteMax}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <PictureUploads
        label="Foto bukti (opsional)"
        pictures={proof}
        max={1}
        onChange={setProof}
        onUploading={setUploading}
      />
      <Check>
        <input id={ids.shown} type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        <label htmlFor={ids.shown}>Tampilkan di daftar donatur</label>
      </Check>
    </LedgerForm>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h3 {
    margin: 0;
  }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
`;
export const Select = styled.select`
  width: 100%;
  padding: 10px 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
`;
const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
`;
const Problem = styled.p`
  margin: 8px 0 0;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;
