import { Link } from 'react-router-dom';
import { paths } from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';
import { PageContainer } from '@yayasan/ui';
import { ERASED_USER_NAME, ERASURE_GRACE_DAYS, EXPORT_LINK_DAYS } from '@yayasan/validation';

/** Days a backup is kept before it is removed (the deployment's BACKUP_RETENTION_DAYS). */
const BACKUP_DAYS = 35;

/**
 * /privasi: what the foundation keeps of a person, why, for how long, and how to obtain it or have it
 * erased (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi).
 */
export function PrivacyPage() {
  return (
    <PageContainer>
      <h1>Kebijakan Privasi</h1>
      <p>
        {SITE.name} menjaga data pribadi Anda sesuai Undang-Undang No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.
        Halaman ini menjelaskan data apa yang kami simpan, untuk apa, berapa lama, dan bagaimana Anda dapat memperoleh
        atau menghapusnya.
      </p>
      <section>
        <h2>Data yang kami simpan dan untuk apa</h2>
        <ul>
          <li>
            <strong>Akun</strong>: nama, email, username, password (tersandi, tidak dapat dibaca siapa pun), foto
            profil, bio dan tautan media sosial: agar Anda dapat masuk dan menampilkan profil Anda.
          </li>
          <li>
            <strong>Tulisan dan interaksi</strong>: artikel, komentar, suka dan notifikasi: agar tulisan Anda tampil dan
            Anda mendapat kabar.
          </li>
          <li>
            <strong>Donasi</strong>: jumlah, program, metode pembayaran, waktu, doa dan kode verifikasi bukti donasi:
            untuk mengirim bukti donasi dan mempertanggungjawabkan setiap rupiah dalam laporan keuangan terbuka.
          </li>
          <li>
            <strong>Pengaturan email</strong>: apakah Anda ingin menerima kabar program donasi.
          </li>
        </ul>
        <p>
          Pembayaran diproses oleh Midtrans; kami tidak menyimpan nomor kartu atau data rekening Anda. Kami tidak
          menjual atau membagikan data Anda kepada pihak lain.
        </p>
      </section>
      <section>
        <h2>Berapa lama</h2>
        <p>
          Data akun dan tulisan disimpan selama akun Anda ada. Catatan donasi disimpan selamanya karena menjadi bagian
          dari laporan keuangan yayasan; setelah akun dihapus, donasi itu tidak lagi terhubung dengan nama Anda.
          Cadangan basis data disimpan {BACKUP_DAYS} hari lalu dihapus.
        </p>
      </section>
      <section>
        <h2>Meminta salinan data Anda</h2>
        <p>
          Masuk, buka <Link to={paths.editProfile}>pengaturan akun</Link>, lalu pilih &quot;Unduh data saya&quot;. Kami
          menyiapkan berkas ZIP berisi file JSON (akun, sesi, artikel, komentar, suka, notifikasi, donasi beserta kode
          verifikasi bukti donasinya) dan mengirim tautan unduhannya ke email Anda. Tautan itu berlaku{' '}
          {EXPORT_LINK_DAYS} hari.
        </p>
      </section>
      <section>
        <h2>Menghapus akun dan data Anda</h2>
        <p>
          Di <Link to={paths.editProfile}>pengaturan akun</Link>, pilih &quot;Hapus akun&quot; dan konfirmasi dengan
          password Anda (atau akun Google Anda bila akun dibuat dengan Google). Penghapusan dijalankan{' '}
          {ERASURE_GRACE_DAYS} hari kemudian; sampai saat itu Anda dapat membatalkannya.
        </p>
        <ul>
          <li>Nama, email, foto, bio, tautan media sosial dan semua sesi masuk Anda dihapus.</li>
          <li>Suka dan notifikasi Anda dihapus.</li>
          <li>
            Artikel dan komentar Anda dihapus, atau tetap tampil atas nama &quot;{ERASED_USER_NAME}&quot;, sesuai
            pilihan Anda.
          </li>
          <li>
            Donasi Anda tetap tercatat dalam laporan keuangan dan total program sebagai &quot;Hamba Allah&quot;, tanpa
            nama atau email Anda.
          </li>
        </ul>
        <p>
          Data yang terhapus masih ada di cadangan yang dibuat sebelumnya sampai cadangan itu dihapus, paling lama{' '}
          {BACKUP_DAYS} hari setelah penghapusan.
        </p>
      </section>
      <section>
        <h2>Pertanyaan</h2>
        <p>
          Untuk pertanyaan atau permintaan lain tentang data pribadi Anda, hubungi kami di{' '}
          <a href={`mailto:${SITE.contact.email}`}>{SITE.contact.email}</a>.
        </p>
      </section>
    </PageContainer>
  );
}
