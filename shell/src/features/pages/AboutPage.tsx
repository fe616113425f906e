import { SITE } from '@yayasan/site-config';
import { PageContainer } from '@yayasan/ui';

export function AboutPage() {
  return (
    <PageContainer>
      <h1>Tentang Kami</h1>
      <section>
        <h2>Sejarah</h2>
        <p>
          {SITE.name} didirikan pada {SITE.foundedLabel} oleh sekelompok warga yang prihatin terhadap nasib anak yatim
          dan dhuafa di sekitarnya. Berawal dari sebuah rumah kontrakan dengan belasan anak, kini yayasan merawat
          sekitar {SITE.residentStudents} santri yang tinggal dan belajar di asrama kami.
        </p>
      </section>
      <section>
        <h2>Visi</h2>
        <p>
          Menjadi rumah yang aman dan penuh kasih bagi anak yatim dan dhuafa, tempat mereka tumbuh menjadi generasi yang
          berilmu, mandiri dan berakhlak mulia.
        </p>
      </section>
      <section>
        <h2>Misi</h2>
        <ul>
          <li>Menyediakan tempat tinggal, makanan bergizi dan layanan kesehatan yang layak.</li>
          <li>Memberikan pendidikan formal, keagamaan dan keterampilan hidup.</li>
          <li>Mendampingi setiap anak hingga mampu mandiri dan bermanfaat bagi masyarakat.</li>
          <li>Mengelola amanah donatur secara transparan dan bertanggung jawab.</li>
        </ul>
      </section>
    </PageContainer>
  );
}
