// Screenshots of the Chronofact guide as a person sees it in Neo4j Browser: log in, apply the
// style, play the guide, screenshot every slide, then run each slide's parameter block and
// queries and screenshot the results. Headless Chromium from Debian, driven by playwright-core.
//
//   node guide_screenshots.mjs GUIDE_URL OUT_DIR
// Environment: BROWSER_URL (http://127.0.0.1:7474/browser/), NEO4J_USER, NEO4J_PASSWORD,
// CHROMIUM (/usr/bin/chromium). run.sh starts the API, seeds a namespace and calls this.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [guideUrl, outDir] = process.argv.slice(2);
if (!guideUrl || !outDir) {
  console.error('usage: node guide_screenshots.mjs GUIDE_URL OUT_DIR');
  process.exit(2);
}
const browserUrl = process.env.BROWSER_URL ?? 'http://127.0.0.1:7474/browser/';
const styleUrl = new URL('/guide/style.grass', guideUrl).href;
fs.mkdirSync(outDir, { recursive: true });

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chronofact-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 860 },
  args: [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ],
});
const page = context.pages()[0] ?? (await context.newPage());
const problems = [];
page.on('console', (m) => {
  if (m.type() === 'error' && m.text().includes('localhost')) problems.push(m.text());
});

const frames = page.locator('[data-testid=stream] article[data-testid=frame]');

async function shot(locator, name) {
  await locator.screenshot({ path: path.join(outDir, name) });
  console.log('wrote', name);
}

async function run(command) {
  await page.click('[data-testid=activeEditor]');
  await page.keyboard.insertText(command);
  await page.click('[data-testid=editor-Run]');
  await page.waitForTimeout(1500);
}

async function waitForIdle() {
  // a frame is done when its status bar is drawn and no spinner is left
  await page.waitForTimeout(800);
  await page.waitForFunction(() => !document.querySelector('[data-testid=stream] .fa-spin'), null,
    { timeout: 30000 }).catch(() => undefined);
  await page.waitForTimeout(1200);
}

// ---- log in --------------------------------------------------------------------------------
await page.goto(browserUrl);
await page.fill('[data-testid=username]', process.env.NEO4J_USER ?? 'neo4j');
await page.fill('[data-testid=password]', process.env.NEO4J_PASSWORD ?? 'chronofact-dev');
await page.click('[data-testid=connect]');
await page.waitForSelector('[data-testid=frame] >> text=/connected/i', { timeout: 30000 })
  .catch(() => undefined);
await run(':clear');
await run(`:style ${styleUrl}`);
await run(':clear');

// ---- the slides ------------------------------------------------------------------------------
await run(`:play ${guideUrl}`);
await page.waitForSelector('[data-testid=carousel]', { timeout: 30000 });
const guide = frames.first();
const titles = [];
for (let i = 0; ; i++) {
  const title = (await guide.locator('h3:visible').first().textContent())?.trim() ?? `slide ${i}`;
  titles.push(title);
  await shot(guide, `guide-${String(i + 1).padStart(2, '0')}-slide.png`);
  const next = guide.locator('[data-testid=nextSlide]');
  if ((await next.count()) === 0 || !(await next.isEnabled())) break;
  await next.click();
  await page.waitForTimeout(500);
  if (i > 40) break;
}
console.log(`slides: ${titles.length}`);

// ---- run each slide's blocks and keep the results ----------------------------------------------
// back to the first slide, then per slide: the parameter block, then each query block
await run(':clear');
const guideFrame = () =>
  page.locator('article[data-testid=frame]').filter({ has: page.locator('[data-testid=carousel]') }).first();
for (let i = 0; i < titles.length; i++) {
  await run(`:play ${guideUrl.replace(/#.*$/, '')}#slide-${i + 1}`); // 1-based
  await page.waitForTimeout(800);
  const texts = await guideFrame().locator('pre.runnable:visible').allTextContents();
  let queries = 0;
  for (let b = 0; b < texts.length; b++) {
    if (texts[b].trim().startsWith(':style')) continue;
    await guideFrame().locator('pre.runnable:visible').nth(b).click();
    await page.click('[data-testid=editor-Run]');
    await waitForIdle();
    if (!texts[b].trim().startsWith(':param')) queries += 1;
  }
  // the newest frames are on top: the last query's result first. Tables of rows with a large
  // map column (the service's `fact`) show one row per screen; the Text view shows them all.
  for (let q = 0; q < queries; q++) {
    const frame = frames.nth(q);
    const isGraph = (await frame.getByText('Graph', { exact: true }).count()) > 0;
    if (!isGraph && (await frame.getByText('Text', { exact: true }).count()) > 0) {
      await frame.getByText('Text', { exact: true }).first().click();
      await page.waitForTimeout(500);
    }
    await shot(frame, `guide-${String(i + 1).padStart(2, '0')}-result-${queries - q}.png`);
  }
  await run(':clear');
}

fs.writeFileSync(path.join(outDir, 'slides.json'), JSON.stringify({ titles, problems }, null, 2));
if (problems.length) console.log('console errors:', problems);
await context.close();
fs.rmSync(profile, { recursive: true, force: true });
