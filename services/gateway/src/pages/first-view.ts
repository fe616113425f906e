import { FIRST_VIEW_ELEMENT_ID, pageWords, paths } from '@yayasan/contracts';
import { ABOUT_TEASER, SITE } from '@yayasan/site-config';
import { themes } from '@yayasan/ui/theme';
import { escapeHtml, voidElement } from './escape';
import { leadImageSources, type Head } from './page-heads';

/** What a page's first view shows above its lead picture (`Head.leadImage`), if anything. */
export type FirstView = { kind: 'home' } | { kind: 'article'; title: string } | { kind: 'campaign'; alt: string };

const theme = themes.light;
const { colors, breakpoints } = theme;

/**
 * The first view's styles: the same boxes as the app's top bar, home hero and about teaser, article
 * top (PageContainer, Article, Banner) and campaign top (PageContainer, Layout, Main,
 * CampaignThumbnail), so that nothing moves when the app takes its place; an E2E compares the two.
 * A visitor's first page is always light: the chosen theme lives in the tab's session.
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${theme.font};background:${colors.bg};color:${colors.text};line-height:1.55}
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
.fv-hero a{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:8px 18px;border-radius:999px;border:1px solid transparent;font-weight:600;text-decoration:none;white-space:nowrap;background:${colors.accent};color:${colors.text}}
.fv-section{max-width:1200px;margin:40px auto 0;padding:0 16px}
.fv-page{max-width:1200px;margin:0 auto;padding:24px 16px 48px}
.fv-article{max-width:900px;margin:0 auto}
.fv-article h1{font-size:clamp(1.7rem,4vw,2.4rem);line-height:1.25;margin:24px 0 16px}
.fv-article img{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:${theme.radius};background:${colors.surface}}
.fv-campaign{display:grid;gap:24px}
.fv-campaign>div{display:flex;flex-direction:column;gap:20px}
.fv-campaign img,.fv-campaign .fv-no-picture{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:${theme.radius};background:${colors.surface}}
@media (min-width:900px){.fv-campaign{grid-template-columns:minmax(0,2fr) minmax(280px,1fr);align-items:start}}
`.trim();

/** The first view's styles, for the head of a page that has one. */
export const FIRST_VIEW_STYLE = `<style>${STYLE}</style>`;

/** The lead picture as its page's `<img>` shows it: the same source, variants and slot, fetched first. */
function leadImage(lead: Head['leadImage'], alt: string): string {
  if (!lead) return '';
  return voidElement('img', {
    src: lead.url,
    ...leadImageSources(lead),
    alt,
    fetchpriority: 'high',
    decoding: 'async',
  });
}

function content(view: FirstView, lead: Head['leadImage']): string {
  switch (view.kind) {
    case 'home':
      return `<section class="fv-hero"><div><h1>${escapeHtml(pageWords(paths.home).heading ?? '')}</h1><p>${escapeHtml(
        SITE.tagline,
      )}</p><a href="${paths.donations}">Donasi Sekarang</a></div></section><section class="fv-section"><h2>Tentang ${escapeHtml(
        SITE.name,
      )}</h2><p>${escapeHtml(ABOUT_TEASER)}</p><a href="${paths.about}">Selengkapnya tentang kami →</a></section>`;
    case 'article':
      return `<div class="fv-page"><article class="fv-article">${leadImage(lead, '')}<h1>${escapeHtml(
        view.title,
      )}</h1></article></div>`;
    case 'campaign':
      return `<div class="fv-page"><h1>${escapeHtml(
        pageWords('/donation/detail/:id').heading ?? '',
      )}</h1><div class="fv-campaign"><div>${leadImage(lead, view.alt) || '<div class="fv-no-picture"></div>'}</div></div></div>`;
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
