// Opens a stepper page (`gametree html`) at a window's size and reports what is in view:
//
//   node stepper.js PAGE WIDTH HEIGHT RESULT.json [SCREENSHOT.png]
//
// RESULT gets the zoom it opens at, how many nodes there are and how many lie wholly in the
// window (and whether the root is in view across), then the zoom after `zoom in` twice, how far a drag of the drawing pans it, and the
// zoom after `fit`.
"use strict";
const fs = require("fs");
const { launch, open } = require("./lib.js");

async function inView(page) {
  return page.evaluate(() => {
    const nodes = Array.from(document.querySelectorAll("#tree g.node"));
    const inside = nodes.filter((n) => {
      const r = n.getBoundingClientRect();
      return r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
    });
    const root = document.querySelector('#tree g.node[data-path="root"]').getBoundingClientRect();
    const rootInView = root.left >= 0 && root.right <= window.innerWidth;
    return { nodes: nodes.length, inView: inside.length, rootInView };
  });
}

(async () => {
  const [file, width, height, out, shot] = process.argv.slice(2);
  const { context, close } = await launch();
  const result = {};
  try {
    const page = await open(context, file);
    await page.setViewportSize({ width: Number(width), height: Number(height) });
    await page.reload();
    const zoom = () => page.locator("#tree").getAttribute("data-zoom").then(Number);
    result.opened = { zoom: await zoom(), ...(await inView(page)) };
    if (shot) await page.screenshot({ path: shot });
    await page.getByRole("button", { name: "zoom in", exact: true }).click();
    await page.getByRole("button", { name: "zoom in", exact: true }).click();
    result.zoomedIn = await zoom();
    const box = await page.locator(".figure .scroll").boundingBox();
    const before = await page.locator(".figure .scroll").evaluate((e) => e.scrollLeft);
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + 40, { steps: 5 });
    await page.mouse.up();
    result.panned = (await page.locator(".figure .scroll").evaluate((e) => e.scrollLeft)) - before;
    await page.getByRole("button", { name: "fit", exact: true }).click();
    result.fitted = { zoom: await zoom(), ...(await inView(page)) };
    result.errors = page.errors;
  } finally {
    await close();
  }
  fs.writeFileSync(out, JSON.stringify(result));
})().catch((e) => {
  console.error(e && e.stack ? e.stack : String(e));
  process.exit(1);
});
