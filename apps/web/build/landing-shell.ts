import type { Plugin } from "vite";
import { FONT_FAMILY, palettes } from "../src/app/palettes.ts";
import { LANDING_HEADING, landingPromise } from "../src/features/landing/landing-text.ts";
import { STORAGE_KEYS } from "../src/lib/storage.ts";

// The landing's first paint from the HTML itself (issue 18): index.html gets a static copy of the top
// bar and the landing hero inside #root, so a phone on a slow network sees the page before the
// JavaScript has run. React replaces the copy in its first commit (main.tsx waits for the page's
// chunks, so that commit is the real page). The copy must look exactly like the React page at every
// width: its sizes restate app-shell.tsx, top-bar.tsx, routes/landing.tsx, landing-hero.tsx and the
// MUI theme (MUI's Container, Typography variants and CssBaseline included); the words and colours
// come from the same modules as the React page's.

export interface LandingShellOptions {
  /** The web env's APP_NAME, as the top bar and the hero show it. */
  appName: string;
  /** `@hg/shared/config` DISCLAIMER. */
  disclaimer: string;
  /** The web env's SHOW_ALERT_BANNER: the banner's 40 px then sit above the top bar. */
  alertBanner: boolean;
}

type Palette = (typeof palettes)["light" | "dark"];

// MUI's `alpha()`, for the Beta label's border (secondary at 70 %).
function alpha(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r},${g},${b},${opacity})`;
}

function colourVariables(p: Palette): string {
  return (
    `--ls-bg:${p.background.default};--ls-paper:${p.background.paper};--ls-text:${p.text.primary};--ls-text2:${p.text.secondary};` +
    `--ls-primary:${p.primary.main};--ls-secondary:${p.secondary.main};--ls-beta:${alpha(p.secondary.main, 0.7)};--ls-divider:${p.divider}`
  );
}

// Light by default; dark when the inline script says so, or (no script ran) when the system prefers it.
// The `html` rules stay after React has mounted (ColorModeProvider keeps data-color-mode current), and
// everything else is scoped to the copy's `.ls` root, so none of it touches the React page.
const STYLE = [
  `:root{${colourVariables(palettes.light)};color-scheme:light}`,
  `:root[data-color-mode=dark]{${colourVariables(palettes.dark)};color-scheme:dark}`,
  `@media (prefers-color-scheme:dark){:root:not([data-color-mode]){${colourVariables(palettes.dark)};color-scheme:dark}}`,
  "html{background:var(--ls-bg);-webkit-text-size-adjust:100%}",
  "body{margin:0}",
  // Only `/` shows the landing: the script marks every other path before the first paint.
  "[data-landing-shell=off] .ls{display:none}",
  // CssBaseline's body (MUI body1: no letter-spacing with a font stack other than Roboto) and AppShell's frame.
  `.ls{box-sizing:border-box;min-height:100dvh;display:flex;flex-direction:column;background:var(--ls-bg);color:var(--ls-text);font-family:${FONT_FAMILY};font-size:1rem;font-weight:400;line-height:1.5;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}`,
  ".ls *{box-sizing:inherit}",
  ".ls-banner{height:40px;flex-shrink:0;background:var(--ls-secondary)}",
  // TopBar: 80 px, name and a small outlined chip.
  ".ls-bar{position:sticky;top:0;flex-shrink:0;border-bottom:1px solid var(--ls-divider);background:var(--ls-paper)}",
  ".ls-bar>div{display:flex;align-items:center;height:80px;gap:4px;padding:0 8px}",
  ".ls-name{color:var(--ls-text);text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:700;font-size:1rem;letter-spacing:-.01em;border-radius:12px;min-width:0;flex-shrink:0;padding-left:4px}",
  ".ls-beta{flex-shrink:0;display:inline-flex;align-items:center;height:24px;padding:0 6px;border:1px solid var(--ls-beta);border-radius:48px;color:var(--ls-secondary);font-size:.8125rem;font-weight:700;line-height:1.5;white-space:nowrap}",
  // The landing route: Container lg, its grid, and the hero.
  ".ls-main{flex:1;position:relative}",
  ".ls-container{width:100%;margin:0 auto;padding:24px 16px}",
  ".ls-grid{display:grid;gap:24px;grid-template-columns:minmax(0,1fr);align-items:start}",
  ".ls h1{margin:0;font-size:1.875rem;font-weight:700;line-height:1.2;letter-spacing:-.01em}",
  ".ls-promise{margin:12px 0 0;max-width:560px;color:var(--ls-text2);font-size:1.0625rem}",
  ".ls-note{margin-top:24px;display:flex;gap:12px;padding:16px;border-radius:24px;border:1px solid var(--ls-divider);background:var(--ls-paper);max-width:560px}",
  ".ls-note svg{width:1em;height:1em;flex-shrink:0;margin-top:2px;font-size:1.5rem;fill:currentColor;color:var(--ls-primary);user-select:none}",
  ".ls-note p{margin:0;font-size:.875rem;line-height:1.43}",
  // MUI's breakpoints: sm 600, md 900, lg 1200.
  "@media (min-width:600px){.ls-bar>div{gap:12px;padding:0 16px}.ls-name{font-size:1.25rem;padding-left:0}.ls-beta{padding:0 8px}.ls-container{padding-left:24px;padding-right:24px}}",
  "@media (min-width:900px){.ls-container{padding-top:56px;padding-bottom:56px}.ls-grid{gap:48px;grid-template-columns:minmax(0,1.1fr) minmax(0,1fr)}.ls h1{font-size:2.25rem}}",
  "@media (min-width:1200px){.ls-container{max-width:1200px}}",
].join("");

/**
 * Runs in <head>, before anything paints: applies the stored theme (lib/storage.ts's config key and
 * its readThemePreference rule: "light" or "dark", anything else follows the system), and hides the
 * copy on every path but `/` (index.html is every route's fallback). The server allows exactly this
 * script by its sha256 in the Content-Security-Policy (apps/server/src/plugins/web-app.ts).
 */
export const COLOR_MODE_SCRIPT =
  "(function(){var d=document.documentElement,t;" +
  `try{t=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.config)})).theme}catch(e){}` +
  'if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'd.setAttribute("data-color-mode",t);' +
  'if(location.pathname!=="/")d.setAttribute("data-landing-shell","off")})()';

// MUI's InfoOutlined icon, as the hero's note draws it.
const INFO_ICON_PATH =
  "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The static copy: the top bar (a `header`, the banner landmark, without its buttons) and the hero in
 * `main`, as on the React page. No ids (React's page brings its own), one h1, and it is never in the
 * document together with the React page: React's first commit replaces it.
 */
export function landingShellMarkup({ appName, disclaimer, alertBanner }: LandingShellOptions): string {
  const name = escapeHtml(appName);
  return (
    '<div class="ls">' +
    (alertBanner ? '<div class="ls-banner" aria-hidden="true"></div>' : "") +
    `<header class="ls-bar"><div><a class="ls-name" href="/">${name}</a><span class="ls-beta">Beta</span></div></header>` +
    '<main class="ls-main"><div class="ls-container"><div class="ls-grid"><div><header>' +
    `<h1>${escapeHtml(LANDING_HEADING)}</h1>` +
    `<p class="ls-promise">${escapeHtml(landingPromise(appName))}</p>` +
    '<div class="ls-note" role="note" aria-label="Disclaimer">' +
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${INFO_ICON_PATH}"></path></svg>` +
    `<p>${escapeHtml(disclaimer)}</p>` +
    "</div></header></div></div></div></main></div>"
  );
}

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with the copy inside #root and its style and colour-mode script in <head>. */
export function renderLandingShell(html: string, options: LandingShellOptions): string {
  if (!html.includes(EMPTY_ROOT) || !html.includes("</head>")) throw new Error(`landing-shell: index.html needs <head> and an empty ${EMPTY_ROOT}`);
  return html
    .replace("</head>", `<style>${STYLE}</style><script>${COLOR_MODE_SCRIPT}</script></head>`)
    .replace(EMPTY_ROOT, `<div id="root">${landingShellMarkup(options)}</div>`);
}

/** Vite plugin writing the landing's static first paint into index.html (dev server and build). */
export function landingShell(options: LandingShellOptions): Plugin {
  return { name: "hg-landing-shell", transformIndexHtml: (html) => renderLandingShell(html, options) };
}
