import type { Plugin } from "vite";
import { EARLY_GLOBAL } from "../src/lib/early-response.ts";

// A head start for the data a protected page waits on (issue 18, decision 016). On a slow phone the
// session check, the conversation list and a conversation's history were asked for only after
// every script had loaded and run; this inline script asks for them while the scripts are still
// downloading. The app's own clients (lib/early-response.ts) take each answer once, if it is
// fresh, instead of asking again.
// Plain ES5-era JavaScript: it runs before any bundle, in every browser the app supports.

export const EARLY_DATA_SCRIPT =
  "(function(){var p=location.pathname;" +
  'if(!/^\\/(?:intake|chat|settings|diary)(?:\\/|$)/.test(p)||typeof fetch!=="function")return;' +
  `var e=window.${EARLY_GLOBAL}={};` +
  "function get(u){var r=fetch(u,{credentials:\"same-origin\",headers:{Accept:\"application/json\"}});r.catch(function(){});e[u]={at:Date.now(),response:r};return r}" +
  // The server's public settings (streaming, password rules) are read by the chat pages and settings.
  'var s=get("/api/auth/get-session"),m=/^\\/chat(?:\\/([^/]+))?$/.exec(p);if(m||/^\\/settings(?:\\/|$)/.test(p))get("/api/config");if(!m)return;' +
  "s.then(function(r){return r.ok?r.clone().json():null}).then(function(j){" +
  'if(!j||!j.user||typeof j.user.id!=="string")return;var i=encodeURIComponent(j.user.id),u="/api/get-conversation/user/"+i;' +
  // The chat pages' list panel and heading (the open conversation's title) read the list; a
  // conversation page its history and the rating already given.
  "get(u);if(m[1]){get(u+\"/conversation/\"+m[1]);get(\"/api/user-feedback/user/\"+i+\"/conversation/\"+m[1])}" +
  "}).catch(function(){})})()";

/** index.html with the head-start script in <head>. */
export function renderEarlyData(html: string): string {
  if (!html.includes("</head>")) throw new Error("early-data: index.html needs a <head>");
  return html.replace("</head>", `<script>${EARLY_DATA_SCRIPT}</script></head>`);
}

/** Vite plugin writing the head-start script into index.html (dev server and build). */
export function earlyData(): Plugin {
  return { name: "hg-early-data", transformIndexHtml: (html) => renderEarlyData(html) };
}
