// The review page in a real browser: headless Debian Chromium driven by playwright-core.
// Skipped, with the reason printed, only where /usr/bin/chromium is not installed.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_ID_HEADER } from "../../src/server/app.js";
import type { RunningServer } from "../../src/server/server.js";
import { exampleAnswer, exampleChunks, post, start } from "./helpers.js";

const CHROMIUM = "/usr/bin/chromium";
const installed = existsSync(CHROMIUM);
if (!installed) console.warn(`review-page.browser.test.ts skipped: ${CHROMIUM} is not installed (apt-get install chromium)`);

describe.skipIf(!installed)("review page in Chromium", () => {
  const folder = mkdtempSync(join(tmpdir(), "groundcheck-review-page-"));
  const profile = mkdtempSync(join(tmpdir(), "groundcheck-chromium-profile-"));
  let server: RunningServer;
  let context: BrowserContext;
  let runId: string;
  const requests: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    server = await start({ store: folder });
    const saved = await post(`${server.url}/v1/verify`, { answer: exampleAnswer, chunks: exampleChunks, options: { save: true, label: "browser" } });
    runId = saved.headers.get(RUN_ID_HEADER)!;
    // A fresh, empty profile: nothing from another run of the browser.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    context.on("request", (request) => void requests.push(request.url()));
    context.on("weberror", (error) => void errors.push(error.error().message));
    context.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await server?.close(0);
    rmSync(folder, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  });

  it("opens the list, opens a run, records 'disagree' on a claim, and the label survives a reload", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole("link", { name: runId }).click();
    await page.waitForURL(`${server.url}/runs/${runId}`);

    // The report is there, in its frame, with the claims marked.
    const report = page.frameLocator("iframe");
    await expect.poll(() => report.locator(".mark").count()).toBeGreaterThan(0);

    const row = page.locator('tr[data-claim="c4"]');
    await row.getByRole("button", { name: "disagree" }).click();
    await expect.poll(() => row.locator(".status").textContent()).toBe("saved");
    expect(await row.locator(".labels").textContent()).toBe("web: disagree");

    await page.reload();
    const reloaded = page.locator('tr[data-claim="c4"]');
    expect(await reloaded.locator(".labels").textContent()).toBe("web: disagree");
    expect(await reloaded.getByRole("button", { name: "disagree" }).getAttribute("aria-pressed")).toBe("true");
    expect(await reloaded.getByRole("button", { name: "agree", exact: true }).getAttribute("aria-pressed")).toBe("false");
    // Other claims are untouched.
    expect(await page.locator('tr[data-claim="c1"] .labels').textContent()).toBe("");

    // Changing one's mind replaces the label.
    await reloaded.getByRole("button", { name: "agree", exact: true }).click();
    await expect.poll(() => reloaded.locator(".labels").textContent()).toBe("web: agree");
    await page.reload();
    expect(await page.locator('tr[data-claim="c4"] .labels').textContent()).toBe("web: agree");

    // Self-contained: every request went to this server, and no script was refused or failed.
    expect(requests.filter((url) => !url.startsWith(server.url))).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});
