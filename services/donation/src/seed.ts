import type { FastifyInstance } from 'fastify';
import { isNoSuchTableError, type Db } from '@yayasan/service-kit';
import { createCampaign, findCampaignByDonationId } from './repositories/donations';
import { sitePublicUrl } from './config';
import { userIdByEmail } from './repositories/user-contacts';
import { firstAdminId } from './repositories/user-standings';
import { seedDemoDonations } from './domain/payments-seed';
import { seedDemoPledges } from './domain/pledges-seed';

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_EMAIL = 'admin@yayasan.test';

export interface DemoCampaign {
  donation_id: string;
  title: string;
  description: string;
  content: string;
  photo: number;
  target_amount: number;
  /** Days from seeding to the end date (negative: already ended). */
  endsInDays: number;
  draft: boolean;
  /**
   * Share of the target the demo's settled transactions should reach. Campaigns are seeded with
   * nothing collected: the payments seed settles transactions through the ledger to get there.
   */
  progress: number;
  /** The foundation's regular programme (`/donasi-rutin`): one campaign at most. */
  regularProgramme?: true;
}

/** Fixed public ids, so the seed is idempotent and the payments seed can find the campaigns. */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    donation_id: 'demo-beasiswa-anak-yatim',
    title: 'Beasiswa Pendidikan Anak Yatim',
    description: 'Bantu 40 anak yatim binaan yayasan melanjutkan sekolah tahun ini: biaya sekolah, seragam dan buku.',
    content:
      'Setiap tahun banyak anak yatim terancam putus sekolah karena biaya. Donasi Anda membiayai uang sekolah, seragam, buku dan transportasi bagi 40 anak binaan yayasan selama satu tahun ajaran. Laporan penyaluran dikirim setiap semester.',
    photo: 1,
    target_amount: 50_000_000,
    endsInDays: 30,
    draft: false,
    progress: 0.72,
    regularProgramme: true,
  },
  {
    donation_id: 'demo-renovasi-asrama',
    title: 'Renovasi Asrama Panti Asuhan',
    description: 'Atap asrama putra bocor dan kamar mandi rusak. Mari bantu anak-anak tinggal di tempat yang layak.',
    content:
      'Asrama putra yang dihuni 25 anak sudah berusia lebih dari 20 tahun. Dana dipakai untuk mengganti atap, memperbaiki kamar mandi dan instalasi listrik, serta mengecat ulang seluruh ruangan.',
    photo: 2,
    target_amount: 120_000_000,
    endsInDays: 60,
    draft: false,
    progress: 0.35,
  },
  {
    donation_id: 'demo-paket-sembako',
    title: 'Paket Sembako untuk Keluarga Dhuafa',
    description: 'Satu paket sembako berisi beras, minyak, gula dan telur untuk keluarga dhuafa di sekitar yayasan.',
    content:
      'Kenaikan harga kebutuhan pokok sangat terasa bagi keluarga dhuafa. Setiap Rp 150.000 menjadi satu paket sembako yang dibagikan langsung oleh relawan yayasan kepada keluarga yang membutuhkan.',
    photo: 3,
    target_amount: 25_000_000,
    endsInDays: 14,
    draft: false,
    progress: 0.9,
  },
  {
    donation_id: 'demo-perlengkapan-sekolah',
    title: 'Perlengkapan Sekolah Tahun Ajaran Baru',
    description: 'Tas, sepatu dan alat tulis baru untuk anak-anak binaan menyambut tahun ajaran baru.',
    content:
      'Menjelang tahun ajaran baru, anak-anak binaan membutuhkan tas, sepatu dan alat tulis. Donasi Anda membuat mereka berangkat sekolah dengan percaya diri.',
    photo: 4,
    target_amount: 15_000_000,
    endsInDays: 45,
    draft: false,
    progress: 0.1,
  },
  {
    donation_id: 'demo-kursi-roda',
    title: 'Kursi Roda untuk Anak Disabilitas',
    description: 'Lima anak binaan membutuhkan kursi roda agar bisa bersekolah dan bermain bersama teman-temannya.',
    content:
      'Kursi roda yang sesuai ukuran tubuh membantu anak disabilitas bergerak mandiri. Dana dipakai untuk membeli lima kursi roda anak beserta perawatannya selama satu tahun.',
    photo: 7,
    target_amount: 10_000_000,
    endsInDays: 21,
    draft: false,
    progress: 0,
  },
  {
    donation_id: 'demo-santunan-ramadhan',
    title: 'Santunan Ramadhan Anak Yatim',
    description: 'Santunan dan buka puasa bersama anak yatim di bulan Ramadhan. Program ini sudah selesai.',
    content:
      'Alhamdulillah, santunan Ramadhan telah disalurkan kepada 120 anak yatim beserta acara buka puasa bersama. Terima kasih kepada seluruh donatur.',
    photo: 5,
    target_amount: 30_000_000,
    endsInDays: -10,
    draft: false,
    progress: 0.6,
  },
  {
    donation_id: 'demo-sumur-bor',
    title: 'Sumur Bor Air Bersih untuk Desa Binaan',
    description: 'Pembangunan sumur bor dan tandon air bersih untuk desa binaan yayasan (masih disiapkan).',
    content:
      'Warga desa binaan harus berjalan jauh untuk mendapatkan air bersih. Program ini membangun sumur bor, pompa dan tandon air yang dapat dipakai bersama.',
    photo: 6,
    target_amount: 40_000_000,
    endsInDays: 90,
    draft: true,
    progress: 0,
  },
];

async function findAdminId(db: Db): Promise<number | undefined> {
  try {
    return (await userIdByEmail(db, ADMIN_EMAIL)) ?? (await firstAdminId(db));
  } catch (err) {
    if (isNoSuchTableError(err)) return undefined;
    throw err;
  }
}

/** Demo campaigns, created through the same repository code as `POST /donation`; nothing collected yet. */
export async function seedDemoCampaigns(db: Db, log?: FastifyInstance['log']): Promise<void> {
  const adminId = await findAdminId(db);
  if (adminId === undefined) {
    log?.warn('demo campaigns skipped: no administrator account yet');
    return;
  }
  const now = Date.now();
  for (const [index, demo] of DEMO_CAMPAIGNS.entries()) {
    if (await findCampaignByDonationId(db, demo.donation_id)) continue;
    await createCampaign(
      db,
      {
        title: demo.title,
        description: demo.description,
        content: demo.content,
        thumbnail: `${sitePublicUrl()}/media/demo/photo-${demo.photo}.png`,
        target_amount: demo.target_amount,
        // Stored as the end of that day (UTC), as the form does.
        expiry_time: new Date(Math.floor((now + demo.endsInDays * DAY) / DAY) * DAY + DAY - 1),
        draft: demo.draft,
        regular_programme: demo.regularProgramme ?? false,
      },
      {
        createdBy: adminId,
        donationId: demo.donation_id,
        // Earlier entries are newer, so the list order follows this file.
        now: new Date(now - (index + 1) * 60 * 60 * 1000),
      },
    );
  }
}

/** Demo data for development. */
export async function seedDemo(db: Db, fastify?: FastifyInstance): Promise<void> {
  await seedDemoCampaigns(db, fastify?.log);
  await seedDemoDonations(db, DEMO_CAMPAIGNS, fastify?.log);
  await seedDemoPledges(db, fastify?.log);
}
