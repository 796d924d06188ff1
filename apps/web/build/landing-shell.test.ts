import { readFileSync } from "node:fs";
import path from "node:path";
import { DISCLAIMER } from "@hg/shared/config";
import { describe, expect, it } from "vitest";
import { LANDING_HEADING, landingPromise } from "../src/features/landing/landing-text.ts";
import { COLOR_MODE_SCRIPT, renderLandingShell } from "./landing-shell.ts";

const source = readFileSync(path.join(import.meta.dirname, "../index.html"), "utf8");
const options = { appName: "Headache Guide", disclaimer: DISCLAIMER, alertBanner: false };

describe("landing shell", () => {
  const html = renderLandingShell(source, options);
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? "";

  it("writes the hero's words, the disclaimer and the app bar into #root, with nothing undefined", () => {
    expect(root).toContain(`<h1>${LANDING_HEADING}</h1>`);
    expect(root).toContain(landingPromise("Headache Guide"));
    expect(root).toContain(DISCLAIMER);
    expect(root).toContain('<a class="ls-name" href="/">Headache Guide</a><span class="ls-beta">Beta</span>');
    expect(html).not.toMatch(/undefined|NaN|\[object/);
  });

  it("has the page's landmarks, one h1 and no ids of its own", () => {
    expect(root.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(root.match(/<main[\s>]/g)).toHaveLength(1);
    expect(root).toMatch(/^<div class="ls"><header class="ls-bar">/);
    expect(root).toContain('role="note" aria-label="Disclaimer"');
    expect(root).not.toMatch(/\sid=/);
  });

  it("adds the style and the colour-mode script to <head>, before anything in the body", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<script>${COLOR_MODE_SCRIPT}</script>`);
    expect(head).toMatch(/<style>[^<]*\.ls\{/);
    expect(COLOR_MODE_SCRIPT).toContain('"headache_config"');
  });

  it("escapes the words it writes", () => {
    const escaped = renderLandingShell(source, { ...options, appName: "A & <B>" });
    expect(escaped).toContain("A &#38; &#60;B&#62;</a>");
    expect(escaped).not.toContain("<B>");
  });

  it("holds the alert banner's space when the banner shows from the start", () => {
    expect(renderLandingShell(source, { ...options, alertBanner: true })).toContain('<div class="ls-banner" aria-hidden="true"></div>');
    expect(root).not.toContain("ls-banner");
  });

  it("fails the build when index.html has no empty #root", () => {
    expect(() => renderLandingShell("<html><head></head><body></body></html>", options)).toThrow(/#root|root/);
  });
});

describe("colour-mode script", () => {
  // Runs the script as the browser would, against a stored config and a system preference.
  function run(stored: string | null, systemDark: boolean, pathname = "/") {
    const attributes = new Map<string, string>();
    const globals = {
      document: { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } },
      localStorage: { getItem: () => stored },
      matchMedia: () => ({ matches: systemDark }),
      location: { pathname },
    };
    new Function(...Object.keys(globals), COLOR_MODE_SCRIPT)(...Object.values(globals));
    return Object.fromEntries(attributes);
  }

  it("applies the stored light or dark choice, else the system's", () => {
    expect(run('{"theme":"dark"}', false)).toEqual({ "data-color-mode": "dark" });
    expect(run('{"theme":"light"}', true)).toEqual({ "data-color-mode": "light" });
    expect(run('{"theme":"system"}', true)).toEqual({ "data-color-mode": "dark" });
    expect(run(null, false)).toEqual({ "data-color-mode": "light" });
    expect(run("not json", true)).toEqual({ "data-color-mode": "dark" });
  });

  it("hides the copy on every path but /", () => {
    expect(run(null, false, "/chat/abc")).toEqual({ "data-color-mode": "light", "data-landing-shell": "off" });
  });
});
