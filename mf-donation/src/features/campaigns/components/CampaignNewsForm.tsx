import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { countBlocks, documentToText, imagesOf, textToDocument } from '@yayasan/blocks';
import type { LedgerEntry } from '@yayasan/contracts';
import { formatDayMonthYear, formatRp } from '@yayasan/format';
import { apiErrorMessage } from '@yayasan/store';
import { Button, Hint, Input, Label, notify, TextArea } from '@yayasan/ui';
import { LIMITS, MESSAGES, checkCampaignNews } from '@yayasan/validation';
import { useGetLedgerEntriesQuery } from '../../../lib/ledger-api';
import { useCreateCampaignNewsMutation, useUpdateCampaignNewsMutation, type CampaignNews } from '../api/news';
import { PictureUploads } from './PictureUploads';
import { Select } from './LedgerForms';

export const BODY_HINT =
  'Pisahkan paragraf dengan baris kosong. "## " judul bagian, "- " atau "1. " daftar, "> " kutipan, dan tautan YouTube/Vimeo/Instagram/X/Facebook di baris sendiri menjadi sematan.';

/** A time's calendar day in the browser, as the date picker reads and writes it ('YYYY-MM-DD'). */
function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
const localDay = (iso: string) => todayLocal(new Date(iso));

/**
 * The publish time to send: now for today (a post goes out the moment it is saved), the start of an
 * earlier chosen day otherwise, and the stored time when the day was left as it was.
 */
function publishTime(day: string, news: CampaignNews | undefined): string {
  if (news && day === localDay(news.published_at)) return news.published_at;
  if (day === todayLocal()) return new Date().toISOString();
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toISOString();
}

/** How a disbursement reads in the choice: its date, amount and what it was for. */
export const disbursementChoice = (d: {
  seq: number;
  amount: number;
  occurred_at: string;
  description: string | null;
}) =>
  `${formatDayMonthYear(d.occurred_at)} · ${formatRp(d.amount)}${d.description ? ` · ${d.description}` : ''} (catatan #${d.seq})`;

/**
 * The campaign's disbursements a post may report: the newest that no reversal undid, and the one the
 * post already links (kept even when reversed since, as the server allows).
 */
function disbursementOptions(entries: LedgerEntry[] | undefined, news: CampaignNews | undefined) {
  const open = (entries ?? []).filter((e) => e.reversed_by_seq === null);
  const linked = news?.disbursement;
  return linked && !open.some((e) => e.seq === linked.seq) ? [linked, ...open] : open;
}

/** Writes a news post or edits one (administrators); `onDone(true)` after a new post is saved. */
export function CampaignNewsForm({
  donationId,
  news,
  onDone,
}: {
  donationId: string;
  news?: CampaignNews;
  onDone: (created: boolean) => void;
}) {
  const ids = { title: useId(), body: useId(), bodyHint: useId(), amount: useId(), amountHint: useId(), date: useId() };
  const [title, setTitle] = useState(news?.title ?? '');
  const [body, setBody] = useState(() => (news ? documentToText(news.content) : ''));
  const [pictures, setPictures] = useState<string[]>(() =>
    news ? [...news.pictures, ...imagesOf(news.content)].slice(0, LIMITS.campaignNewsPicturesMax) : [],
  );
  const [disbursementSeq, setDisbursementSeq] = useState<number | null>(news?.disbursement?.seq ?? null);
  const disbursements = useGetLedgerEntriesQuery({ id: donationId, kind: 'disbursement', page: 1 });
  const options = disbursementOptions(disbursements.data?.entries, news);
  const [day, setDay] = useState(news ? localDay(news.published_at) : todayLocal());
  const [create, { isLoading: creating }] = useCreateCampaignNewsMutation();
  const [update, { isLoading: updating }] = useUpdateCampaignNewsMutation();
  const [uploading, setUploading] = useState(false);
  const saving = creating || updating;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const content = textToDocument(body);
    const problem = checkCampaignNews({
      title,
      blocks: countBlocks(content),
      disbursement_seq: disbursementSeq,
      pictures,
    });
    if (problem) return notify.error(problem);
    if (!day || day > todayLocal()) return notify.error(MESSAGES.newsPublishDateFuture);
    const payload = {
      title: title.trim(),
      content,
      pictures,
      disbursement_seq: disbursementSeq,
      published_at: publishTime(day, news),
    };
    try {
      if (news) await update({ id: donationId, updateId: news.update_id, body: payload }).unwrap();
      else await create({ id: donationId, body: payload }).unwrap();
      notify.success(news ? 'Kabar terbaru disimpan' : 'Kabar terbaru terbit 👍');
      onDone(!news);
    } catch (err) {
      notify.error(apiErrorMessage(err));
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={news ? 'Edit kabar terbaru' : 'Tulis kabar terbaru'}>
      <Label htmlFor={ids.title}>Judul Kabar</Label>
      <Input
        id={ids.title}
        value={title}
        maxLength={LIMITS.campaignNewsTitleMax}
        onChange={(e) => setTitle(e.target.value)}
      />

      <Label htmlFor={ids.body}>Isi Kabar</Label>
      <TextArea
        id={ids.body}
        rows={8}
        value={body}
        aria-describedby={ids.bodyHint}
        onChange={(e) => setBody(e.target.value)}
      />
      <Hint id={ids.bodyHint}>{BODY_HINT}</Hint>

      <Row>
        <div>
          <Label htmlFor={ids.amount}>Dana disalurkan (opsional)</Label>
          <Select
            id={ids.amount}
            aria-describedby={ids.amountHint}
            value={disbursementSeq === null ? '' : String(disbursementSeq)}
            onChange={(e) => setDisbursementSeq(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">Tidak ada penyaluran</option>
            {options.map((d) => (
              <option key={d.seq} value={String(d.seq)}>
                {disbursementChoice(d)}
              </option>
            ))}
          </Select>
          <Hint id={ids.amountHint} $error={Boolean(disbursements.error)}>
            {disbursements.error
              ? 'Daftar penyaluran tidak dapat dimuat; kabar tetap dapat disimpan tanpa penyaluran.'
              : disbursements.isLoading
                ? 'Memuat penyaluran dana...'
                : 'Jumlahnya diambil dari Laporan Dana kampanye (catat penyaluran di sana lebih dulu).'}
          </Hint>
        </div>
        <div>
          <Label htmlFor={ids.date}>Tanggal terbit</Label>
          <Input id={ids.date} type="date" max={todayLocal()} value={day} onChange={(e) => setDay(e.target.value)} />
        </div>
      </Row>

      <PictureUploads
        label="Gambar (opsional)"
        noun="Gambar"
        pictures={pictures}
        max={LIMITS.campaignNewsPicturesMax}
        disabled={saving}
        onChange={setPictures}
        onUploading={setUploading}
      />

      <Actions>
        <Button type="submit" disabled={saving || uploading}>
          {news ? 'Simpan Kabar' : 'Terbitkan Kabar'}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => onDone(false)} disabled={saving}>
          Batal
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
`;
