import { expect, test } from "../support/fixtures.ts";

// Delivery for a phone on a poor connection (issue 18): precompressed assets, long-lived caching of
// hashed files, a revalidated index.html, and an installable app whose service worker caches the
// app shell only, never an API answer.
test.describe("delivery", () => {
  test("serves hashed assets precompressed with immutable caching, and index.html revalidated", async ({ request }) => {
    const index = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(index.headers()["cache-control"]).toBe("no-cache");
    const html = await index.text();
    // The scripts the first paint needs: the entry and what index.html preloads. The entry itself may
    // be a stub of a few bytes (too small to be worth compressing); the largest one carries the app.
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = await Promise.all(scripts.map(async (path) => ({ path, bytes: (await (await request.get(path, { headers: { "accept-encoding": "identity" } })).body()).length })));
    const main = sizes.sort((a, b) => b.bytes - a.bytes)[0]!.path;
    const brotli = await request.get(main, { headers: { "accept-encoding": "br" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["cache-control"]).toContain("immutable");
    const gzip = await request.get(main, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    for (const path of scripts) expect((await request.get(path)).headers()["cache-control"], path).toContain("immutable");
  });

  test("is installable: a manifest with icons, and a service worker that precaches no API address", async ({ page, request }) => {
    await page.goto("/");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ name: "Headache Guide (beta)", display: "standalone", start_url: "/" });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    const worker = await (await request.get("/sw.js")).text();
    expect(worker).not.toMatch(/["']\/?api\//);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none")).toBe("activated");
  });

  test("never answers an API call from the service worker's cache", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none")).toBe("activated");
    const fromWorker = await page.evaluate(async () => {
      const res = await fetch("/api/health", { cache: "no-store" });
      return { ok: res.ok, cacheControl: res.headers.get("cache-control") };
    });
    expect(fromWorker.ok).toBe(true);
    await page.context().setOffline(true);
    const offline = await page.evaluate(async () => {
      try {
        await fetch("/api/health", { cache: "no-store" });
        return "answered";
      } catch {
        return "failed";
      }
    });
    await page.context().setOffline(false);
    expect(offline).toBe("failed");
  });
});
