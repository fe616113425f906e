import {
  CAMPAIGN_CARD_DESCRIPTION_LENGTH,
  CAMPAIGN_LIST_TABS,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_PICTURE_TIMING,
  LEAD_IMAGE_SIZES,
  NO_DESCRIPTION,
  pageWords,
  paths,
  progressBarPercent,
  type BlogCard,
  type Campaign,
  type GalleryItem,
} from '@yayasan/contracts';
import { formatDayMonth, formatRp, initialOf, truncate } from '@yayasan/format';
import { ABOUT_TEASER, ARTICLE_CATEGORIES, SITE, youtubeId } from '@yayasan/site-config';
import { themes } from '@yayasan/ui/theme';
import { escapeHtml, voidElement } from './escape';
import { pictureSources, type Head } from './page-heads';

/** What a page's first view shows with its lead picture (`Head.leadImage`), if anything. */
export type FirstView =
  | { kind: 'home' }
  | { kind: 'article'; title: string }
  | { kind: 'campaign'; alt: string }
  | { kind: 'campaigns'; campaigns: Campaign[] }
  | { kind: 'articles'; articles: BlogCard[] }
  | { kind: 'gallery'; items: GalleryItem[] };

const theme = themes.light;
const { colors, breakpoints } = theme;

/**
 * The first view's styles: the same boxes as the app's top bar, home hero and about teaser, article
 * top (PageContainer, Article, Banner), campaign top (PageContainer, Layout, Main, CampaignThumbnail),
 * campaign list (its heading, tab buttons and CampaignCard), article list (its Layout, categories and
 * BlogCard) and gallery (its title, VideoFacade and GalleryGrid), so that nothing moves when the app
 * takes its place; an E2E compares the two.
 * A visitor's first page is always light: the chosen theme lives in the tab's session.
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${theme.font};background:${colors.bg};color:${colors.text};line-height:1.55}
#${FIRST_VIEW_ELEMENT_ID}{background:${colors.bg};color:${colors.text}}
:where(#${FIRST_VIEW_ELEMENT_ID}) a{color:inherit}
.fv-bar{position:sticky;top:0;display:flex;align-items:center;gap:14px;height:${theme.topBarHeight}px;padding:0 10px;background:${colors.bg};border-bottom:1px solid ${colors.border}}
.fv-menu{min-width:44px;min-height:44px}
.fv-logo{font-weight:800;font-size:1.15rem;text-decoration:none;color:${colors.primary};white-space:nowrap}
.fv-logo span[aria-hidden]{font-size:1.4rem}
@media (max-width:480px){.fv-name{display:none}}
@media (min-width:${breakpoints.search}px){.fv-bar{padding:0 16px}}
@media (min-width:${breakpoints.mainLinks}px){.fv-menu{display:none}}
.fv-main{min-height:100vh}
.fv-hero{min-height:420px;display:flex;align-items:center;padding:48px 16px;background:${theme.heroBackground};color:#fff}
.fv-hero>div{max-width:1200px;margin:0 auto;width:100%}
.fv-hero h1{font-size:clamp(1.8rem,4vw,3rem);max-width:720px;margin:0 0 12px}
.fv-hero p{font-size:1.15rem;max-width:640px;margin:0 0 24px}
.fv-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:8px 18px;border-radius:999px;border:1px solid transparent;font-weight:600;text-decoration:none;white-space:nowrap}
.fv-hero .fv-button{background:${colors.accent};color:${colors.text}}
.fv-section{max-width:1200px;margin:40px auto 0;padding:0 16px}
.fv-page{max-width:1200px;margin:0 auto;padding:24px 16px 48px}
.fv-article{max-width:900px;margin:0 auto}
.fv-article h1{font-size:clamp(1.7rem,4vw,2.4rem);line-height:1.25;margin:24px 0 16px}
.fv-article img{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:${theme.radius};background:${colors.surface}}
.fv-campaign{display:grid;gap:24px}
.fv-campaign>div{display:flex;flex-direction:column;gap:20px}
.fv-campaign img,.fv-card img,.fv-no-picture{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;background:${colors.surface}}
.fv-campaign img,.fv-campaign .fv-no-picture{border-radius:${theme.radius}}
.fv-no-picture{border:1px dashed ${colors.border}}
@media (min-width:900px){.fv-campaign{grid-template-columns:minmax(0,2fr) minmax(280px,1fr);align-items:start}}
.fv-list-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;margin-bottom:20px}
.fv-list-head h1{margin:0;font-size:1.6rem}
.fv-list-head>div{display:flex;gap:8px}
.fv-primary{background:${colors.primary};color:${colors.primaryText}}
.fv-secondary{background:${colors.surface};color:${colors.text};border-color:${colors.border}}
.fv-cards{display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.fv-card{display:flex;flex-direction:column;text-decoration:none;border-radius:${theme.radius};border:1px solid ${colors.border};background:${colors.bg};overflow:hidden}
.fv-card>div{display:flex;flex-direction:column;gap:10px;padding:12px 14px 16px;flex:1}
.fv-card h2{margin:0;font-size:1.05rem}
.fv-card p{margin:0;color:${colors.muted};font-size:.9rem;flex:1}
.fv-progress{height:10px;border-radius:999px;background:${colors.border};overflow:hidden}
.fv-progress>div{height:100%;background:${colors.primary}}
.fv-amounts{display:flex;justify-content:space-between;gap:8px}
.fv-amounts span{display:flex;flex-direction:column}
.fv-amounts span:last-child{text-align:right}
.fv-amounts small{color:${colors.muted}}
.fv-articles{display:grid;gap:28px;grid-template-columns:minmax(0,1fr);grid-template-areas:'categories' 'main'}
@media (min-width:1000px){.fv-articles{grid-template-columns:minmax(0,1fr) 340px;grid-template-rows:auto 1fr;grid-template-areas:'main categories' 'main trending';column-gap:40px}}
.fv-articles>section{grid-area:main;min-width:0}
.fv-articles h1{font-size:1.6rem;margin:0 0 8px}
.fv-articles>aside{grid-area:categories}
.fv-articles>aside h2{font-size:1.1rem;margin:0 0 12px}
.fv-articles>aside>div{display:flex;flex-wrap:wrap;gap:10px}
.fv-chip{padding:8px 16px;border-radius:999px;border:1px solid ${colors.border};background:${colors.surface};color:${colors.text};font-weight:600}
.fv-blog{display:flex;gap:16px;align-items:center;padding:18px 0;border-bottom:1px solid ${colors.border};text-decoration:none}
.fv-blog>div{flex:1;min-width:0}
.fv-blog h2{margin:8px 0 4px;font-size:1.25rem;line-height:1.3}
.fv-blog p{margin:0;color:${colors.muted};display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fv-meta,.fv-blog-foot{display:flex;align-items:center;font-size:.85rem;color:${colors.muted}}
.fv-meta{gap:8px}
.fv-meta span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fv-meta time{white-space:nowrap}
.fv-avatar{width:24px;height:24px;border-radius:50%;object-fit:cover;flex-shrink:0}
.fv-initial{display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:10.8px;background:${colors.primary};color:${colors.primaryText}}
.fv-blog-foot{gap:14px;margin-top:10px}
.fv-tag{padding:3px 12px;border-radius:999px;background:${colors.surface};border:1px solid ${colors.border};color:${colors.text}}
.fv-banner{width:110px;height:110px;border-radius:8px;flex-shrink:0;object-fit:cover;background:${colors.surface}}
@media (max-width:480px){.fv-banner{width:80px;height:80px}}
.fv-gallery h1{margin:0 0 16px}
.fv-video{max-width:860px;margin:0 auto 24px}
.fv-video>div{position:relative;aspect-ratio:16/9;border-radius:${theme.radius};overflow:hidden;background:linear-gradient(135deg,#0b4f3c,#13294b)}
.fv-video a{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;color:#fff;font-weight:600;text-decoration:none}
.fv-video a span:first-child{font-size:3rem}
.fv-grid{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(2,1fr)}
@media (min-width:600px){.fv-grid{grid-template-columns:repeat(3,1fr)}}
@media (min-width:1000px){.fv-grid{grid-template-columns:repeat(4,1fr)}}
.fv-grid li>span{display:block;border-radius:${theme.radius};overflow:hidden}
.fv-grid img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:${colors.surface}}
`.trim();

/** The first view's styles, for the head of a page that has one. */
export const FIRST_VIEW_STYLE = `<style>${STYLE}</style>`;

/** Where a campaign has no picture, the box the app's placeholder fills. */
const NO_PICTURE = '<div class="fv-no-picture"></div>';

/** The lead picture as its page's `<img>` shows it: the same source, variants and slot, fetched first. */
function leadImage(lead: Head['leadImage'], alt: string): string {
  if (!lead) return '';
  return voidElement('img', {
    src: lead.url,
    ...pictureSources(lead),
    alt,
    fetchpriority: 'high',
    decoding: 'async',
    elementtiming: FIRST_VIEW_PICTURE_TIMING,
  });
}

/** Any other picture: fetched only when it comes into view, as the app's. */
function lazyPicture(url: string, sizes: string, attributes: Record<string, string | number> = {}): string {
  return voidElement('img', {
    src: url,
    ...pictureSources({ url, sizes }),
    alt: '',
    loading: 'lazy',
    decoding: 'async',
    ...attributes,
  });
}

/** A later campaign card's picture: below the fold on a phone. */
const cardPicture = (url: string | null | undefined) =>
  url ? lazyPicture(url, LEAD_IMAGE_SIZES.campaignCard) : NO_PICTURE;

/** CampaignCard's markup; the first card's picture is the page's lead picture. */
function campaignCard(c: Campaign, picture: string): string {
  const percent = progressBarPercent(c.percentage_collected);
  const description = c.description
    ? `<p>${escapeHtml(truncate(c.description, CAMPAIGN_CARD_DESCRIPTION_LENGTH))}</p>`
    : '';
  return `<a class="fv-card" href="${escapeHtml(paths.donationDetail(c.donation_id))}">${picture}<div><h2>${escapeHtml(
    c.title,
  )}</h2>${description}<div class="fv-progress" role="progressbar" aria-valuenow="${percent}" aria-valuemin="0" aria-valuemax="100" aria-label="${escapeHtml(`Progress ${c.title}`)}"><div style="width:${percent}%"></div></div><div class="fv-amounts"><span><small>Terkumpul</small><strong>${escapeHtml(
    formatRp(c.total_collected),
  )}</strong></span><span><small>Target</small><strong>${escapeHtml(formatRp(c.target_amount))}</strong></span></div></div></a>`;
}

/** BlogCard's markup: author, date, title, description, first tag, likes, banner. */
function articleCard(blog: BlogCard): string {
  const author = blog.author.personal_info;
  const avatar = author.profile_img
    ? lazyPicture(author.profile_img, '24px', { class: 'fv-avatar', width: 24, height: 24 })
    : `<span class="fv-avatar fv-initial" aria-hidden="true">${escapeHtml(initialOf(author.fullname))}</span>`;
  const date = blog.publishedAt
    ? `<time datetime="${escapeHtml(blog.publishedAt)}">${escapeHtml(formatDayMonth(blog.publishedAt))}</time>`
    : '';
  const tag = blog.tags[0] ? `<span class="fv-tag">${escapeHtml(blog.tags[0])}</span>` : '';
  const likes = blog.activity.total_likes;
  const banner = blog.banner
    ? lazyPicture(blog.banner, LEAD_IMAGE_SIZES.articleCard, { class: 'fv-banner' })
    : '<div class="fv-banner"></div>';
  return `<a class="fv-blog" href="${escapeHtml(paths.article(blog.blog_id))}"><div><div class="fv-meta">${avatar}<span>${escapeHtml(
    `${author.fullname} @${author.username}`,
  )}</span>${date}</div><h2>${escapeHtml(blog.title)}</h2><p>${escapeHtml(blog.des || NO_DESCRIPTION)}</p><div class="fv-blog-foot">${tag}<span aria-label="${likes} suka">♥ ${likes}</span></div></div>${banner}</a>`;
}

/** The site video's frame as VideoFacade draws it; before any script, its button is a link to the video. */
function videoFrame(): string {
  if (!youtubeId(SITE.videoUrl)) return '';
  return `<div class="fv-video"><div><a href="${escapeHtml(SITE.videoUrl)}" aria-label="${escapeHtml(
    `Putar Video ${SITE.name}`,
  )}"><span aria-hidden="true">▶</span><span>Putar Video</span></a></div></div>`;
}

function content(view: FirstView, lead: Head['leadImage']): string {
  switch (view.kind) {
    case 'home':
      return `<section class="fv-hero"><div><h1>${escapeHtml(pageWords(paths.home).heading ?? '')}</h1><p>${escapeHtml(
        SITE.tagline,
      )}</p><a class="fv-button" href="${paths.donations}">Donasi Sekarang</a></div></section><section class="fv-section"><h2>Tentang ${escapeHtml(
        SITE.name,
      )}</h2><p>${escapeHtml(ABOUT_TEASER)}</p><a href="${paths.about}">Selengkapnya tentang kami →</a></section>`;
    case 'article':
      return `<div class="fv-page"><article class="fv-article">${leadImage(lead, '')}<h1>${escapeHtml(
        view.title,
      )}</h1></article></div>`;
    case 'campaign':
      return `<div class="fv-page"><h1>${escapeHtml(
        pageWords('/donation/detail/:id').heading ?? '',
      )}</h1><div class="fv-campaign"><div>${leadImage(lead, view.alt) || NO_PICTURE}</div></div></div>`;
    case 'campaigns':
      return `<div class="fv-page"><div class="fv-list-head"><h1>${escapeHtml(
        pageWords(paths.donations).title,
      )}</h1><div><a class="fv-button fv-primary" href="${paths.donations}">${CAMPAIGN_LIST_TABS.running}</a><a class="fv-button fv-secondary" href="${paths.donations}?tab=${CAMPAIGN_LIST_TABS.completedQuery}">${CAMPAIGN_LIST_TABS.completed}</a></div></div><div class="fv-cards">${view.campaigns
        .map((c, i) => campaignCard(c, (i === 0 && leadImage(lead, '')) || cardPicture(c.thumbnail)))
        .join('')}</div></div>`;
    case 'articles':
      // The categories come first: on a phone they sit above the list, and the browser may paint
      // the page before the rest of it has arrived.
      return `<div class="fv-page"><div class="fv-articles"><aside><h2>Kategori</h2><div>${ARTICLE_CATEGORIES.map(
        (c) => `<span class="fv-chip">${escapeHtml(c)}</span>`,
      ).join(
        '',
      )}</div></aside><section><h1>${escapeHtml(pageWords(paths.articles).heading ?? '')}</h1><div>${view.articles
        .map(articleCard)
        .join('')}</div></section></div></div>`;
    case 'gallery':
      // The grid's cells; the first picture is the page's lead picture.
      return `<div class="fv-page fv-gallery"><h1>${escapeHtml(pageWords(paths.gallery).title)}</h1>${videoFrame()}<ul class="fv-grid">${view.items
        .map(
          (item, i) =>
            `<li><span>${
              (i === 0 && leadImage(lead, item.title)) ||
              lazyPicture(item.image_url, LEAD_IMAGE_SIZES.galleryCell, { alt: item.title, width: 400, height: 300 })
            }</span></li>`,
        )
        .join('')}</ul></div>`;
  }
}

/**
 * The page's first view (see FIRST_VIEW_ELEMENT_ID), written before the app's root: the bar with the
 * site's name and the top of the page, from what the page head already read. Empty for pages without
 * one. Every value is escaped.
 */
export function renderFirstView(head: Head): string {
  if (!head.firstView) return '';
  return `<div id="${FIRST_VIEW_ELEMENT_ID}"><header class="fv-bar"><span class="fv-menu"></span><a class="fv-logo" href="${paths.home}" aria-label="${escapeHtml(
    `${SITE.name} — Beranda`,
  )}"><span aria-hidden="true">❤</span> <span class="fv-name">${escapeHtml(SITE.shortName)}</span></a></header><main class="fv-main">${content(
    head.firstView,
    head.leadImage,
  )}</main></div>`;
}
