/**
 * The site's route table: which remote renders which path, and in which frame.
 * The shell builds its router from it; remotes use `paths` for their links.
 */
export type RemoteName = 'blog' | 'donation' | 'gallery' | 'account';
export const REMOTE_NAMES: RemoteName[] = ['blog', 'donation', 'gallery', 'account'];

/** main: top bar + footer; bare: nothing around; dashboard: the account remote's dashboard frame. */
export type Layout = 'main' | 'bare' | 'dashboard';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. './ArticlePage'. */
  module: string;
  layout: Layout;
  adminOnly?: boolean;
  /**
   * Another remote's area the shell renders inside the page (its `children`), with the route's
   * params as props: a part of the page that another remote owns, e.g. the campaigns a search finds.
   */
  slot?: RemoteModule;
}

/** One exposed module of a remote. */
export interface RemoteModule {
  remote: RemoteName;
  module: string;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/signin', remote: 'account', module: './AuthPage', layout: 'main' },
  { path: '/signup', remote: 'account', module: './AuthPage', layout: 'main' },
  { path: '/reset-password', remote: 'account', module: './ResetPasswordPage', layout: 'main' },
  { path: '/reset-password/:token', remote: 'account', module: './ResetPasswordPage', layout: 'main' },
  { path: '/user/:username', remote: 'account', module: './ProfilePage', layout: 'main' },
  { path: '/dashboard/notifications', remote: 'account', module: './NotificationsPage', layout: 'dashboard' },
  { path: '/dashboard/audit', remote: 'account', module: './AuditPage', layout: 'dashboard', adminOnly: true },
  { path: '/dashboard/rilis', remote: 'account', module: './ReleaseHealthPage', layout: 'dashboard', adminOnly: true },
  { path: '/settings/edit-profile', remote: 'account', module: './EditProfilePage', layout: 'dashboard' },
  { path: '/settings/change-password', remote: 'account', module: './ChangePasswordPage', layout: 'dashboard' },

  { path: '/artikel', remote: 'blog', module: './ArticlesPage', layout: 'main' },
  { path: '/blog/:blog_id', remote: 'blog', module: './ArticlePage', layout: 'main' },
  {
    path: '/search/:query',
    remote: 'blog',
    module: './SearchPage',
    layout: 'main',
    slot: { remote: 'donation', module: './CampaignSearchResults' },
  },
  { path: '/editor', remote: 'blog', module: './EditorPage', layout: 'bare' },
  { path: '/editor/:blog_id', remote: 'blog', module: './EditorPage', layout: 'bare' },
  { path: '/dashboard/blogs', remote: 'blog', module: './DashboardBlogsPage', layout: 'dashboard' },

  { path: '/donation', remote: 'donation', module: './DonationListPage', layout: 'main' },
  { path: '/donation/create', remote: 'donation', module: './DonationFormPage', layout: 'main', adminOnly: true },
  { path: '/donation/edit/:id', remote: 'donation', module: './DonationFormPage', layout: 'main', adminOnly: true },
  { path: '/donation/:id', remote: 'donation', module: './DonationDetailPage', layout: 'main' },
  { path: '/donation/detail/:id', remote: 'donation', module: './DonationDetailPage', layout: 'main' },
  { path: '/donation/detail/:id/donate', remote: 'donation', module: './DonatePage', layout: 'main' },
  // The administrators' overview; a member sees their own summary there. Below either, the blog's
  // summary of the signed-in user's own articles.
  {
    path: '/dashboard',
    remote: 'donation',
    module: './OverviewPage',
    layout: 'dashboard',
    slot: { remote: 'blog', module: './MyArticlesSummary' },
  },
  {
    path: '/dashboard/donations',
    remote: 'donation',
    module: './DonationManagementPage',
    layout: 'dashboard',
    adminOnly: true,
  },
  { path: '/dashboard/riwayat-donasi', remote: 'donation', module: './DonationHistoryPage', layout: 'dashboard' },
  { path: '/dashboard/riwayat-donasi/:trx_id', remote: 'donation', module: './ReceiptPage', layout: 'dashboard' },
  { path: '/dashboard/donasi-rutin', remote: 'donation', module: './PledgesPage', layout: 'dashboard' },
  { path: '/donasi-rutin', remote: 'donation', module: './RegularProgrammePage', layout: 'main' },
  { path: '/clean', remote: 'donation', module: './CleanPaymentPage', layout: 'bare' },
  { path: '/laporan', remote: 'donation', module: './LedgerReportPage', layout: 'main' },
  { path: '/verifikasi', remote: 'donation', module: './VerificationPage', layout: 'main' },
  { path: '/verifikasi/:code', remote: 'donation', module: './VerificationPage', layout: 'main' },
  {
    path: '/dashboard/laporan',
    remote: 'donation',
    module: './AdminReportsPage',
    layout: 'dashboard',
    adminOnly: true,
  },

  { path: '/galeri', remote: 'gallery', module: './GalleryPage', layout: 'main' },
  {
    path: '/dashboard/galleries',
    remote: 'gallery',
    module: './GalleryManagementPage',
    layout: 'dashboard',
    adminOnly: true,
  },
  { path: '/gallery/create', remote: 'gallery', module: './GalleryEditorPage', layout: 'main', adminOnly: true },
  { path: '/gallery/edit/:id', remote: 'gallery', module: './GalleryEditorPage', layout: 'main', adminOnly: true },
];

/**
 * The routes whose page the renderer writes on the server: those a signed-out visitor opens (the
 * `main` frame, not for administrators), besides the shell's own pages and the not-found page. The
 * dashboard, the editor and administrators' pages are rendered in the browser only, with the
 * visitor's session: written for an anonymous visitor they would send a signed-in one to sign in.
 */
export const isServerRendered = (route: RemoteRoute) => route.layout === 'main' && !route.adminOnly;

/** Widgets on the home page, in the order they appear. */
export const HOME_WIDGETS: { remote: RemoteName; module: string; label: string }[] = [
  { remote: 'donation', module: './HomeWidget', label: 'Donasi yang sedang berjalan' },
  { remote: 'blog', module: './HomeWidget', label: 'Artikel terbaru' },
  { remote: 'gallery', module: './HomeWidget', label: 'Galeri' },
];

/** The account remote's dashboard frame, wrapping every `dashboard` page. */
export const DASHBOARD_FRAME: RemoteModule = { remote: 'account', module: './DashboardLayout' };

const enc = encodeURIComponent;

/** Links, built one way everywhere. */
export const paths = {
  home: '/',
  contact: '/kontak',
  about: '/tentang-kami',
  /** What the foundation keeps of a person, why, how long, and how to get it or have it erased. */
  privacy: '/privasi',
  gallery: '/galeri',
  donations: '/donation',
  articles: '/artikel',
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/reset-password',
  notFound: '/404',
  article: (blogId: string) => `/blog/${enc(blogId)}`,
  profile: (username: string) => `/user/${enc(username)}`,
  search: (query: string) => `/search/${enc(query)}`,
  editor: (blogId?: string) => (blogId ? `/editor/${enc(blogId)}` : '/editor'),
  dashboardBlogs: (draft = false) => (draft ? '/dashboard/blogs?tab=draft' : '/dashboard/blogs'),
  /** The dashboard's first page: the foundation's overview, or a member's own summary. */
  overview: '/dashboard',
  notifications: '/dashboard/notifications',
  editProfile: '/settings/edit-profile',
  changePassword: '/settings/change-password',
  donationCreate: '/donation/create',
  donationEdit: (id: string | number) => `/donation/edit/${enc(String(id))}`,
  donationDetail: (id: string | number) => `/donation/detail/${enc(String(id))}`,
  /** A campaign page opened on its news tab (notifications and news e-mails link here). */
  donationNews: (id: string | number) => `/donation/detail/${enc(String(id))}?tab=kabar`,
  /** A campaign page opened on its accounts tab ("Laporan Dana"). */
  donationReport: (id: string | number) => `/donation/detail/${enc(String(id))}?tab=laporan`,
  /** The foundation's accounts, all campaigns. */
  ledgerReport: '/laporan',
  /** The foundation's regular programme, offered for monthly pledges. */
  regularProgramme: '/donasi-rutin',
  /** The receipt-code check, empty or for one code. */
  verify: (code?: string) => (code ? `/verifikasi/${enc(code)}` : '/verifikasi'),
  adminReports: '/dashboard/laporan',
  /** The administrators' audit trail ("Jejak Audit"). */
  auditTrail: '/dashboard/audit',
  /** How each remote's releases fare with visitors, and the canary verdicts ("Kesehatan Rilis"). */
  releaseHealth: '/dashboard/rilis',
  donate: (id: string | number) => `/donation/detail/${enc(String(id))}/donate`,
  donationManagement: '/dashboard/donations',
  donationHistory: '/dashboard/riwayat-donasi',
  receipt: (trxId: string) => `/dashboard/riwayat-donasi/${enc(trxId)}`,
  galleryManagement: '/dashboard/galleries',
  galleryCreate: '/gallery/create',
  galleryEdit: (id: string | number) => `/gallery/edit/${enc(String(id))}`,
};

/** The six main links of the top bar, drawer and footer. */
/** The open ledger's public page, linked from the footer and the drawer (not the top bar: the spec fixes it). */
export const LEDGER_LINK = { label: 'Laporan Keuangan', to: paths.ledgerReport } as const;
/** The regular programme's public page, linked from the footer. */
export const REGULAR_PROGRAMME_LINK = { label: 'Donasi Rutin', to: paths.regularProgramme } as const;

export const MAIN_LINKS = [
  { label: 'Beranda', to: paths.home },
  { label: 'Kontak', to: paths.contact },
  { label: 'Tentang Kami', to: paths.about },
  { label: 'Galeri', to: paths.gallery },
  { label: 'Donasi', to: paths.donations },
  { label: 'Artikel', to: paths.articles },
];
