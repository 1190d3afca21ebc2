// Clicks through the stepper of `gametree html` and reports what it shows after each click.
//
//   node stepper.js PAGE CLICKS RESULTS.json [SCREENSHOT.png [AFTER]]
//
// Presses the forward button CLICKS times; after each press it reads what a reader sees:
// the panel's counter, iteration, node, action and note, the UCB1 table's rows (a Monte
// Carlo page), each node's text on the drawing with its path, and the step's data-
// attributes. Then, from the start, PageDown twice and PageUp once (reading after each
// pair), and End. A SCREENSHOT is taken after AFTER
// presses (default: all of them).
"use strict";
const fs = require("fs");
const { launch, open } = require("./lib.js");

async function read(page) {
  return page.evaluate(() => {
    const text = (id) => {
      const e = document.getElementById(id);
      return e ? e.textContent : null;
    };
    const box = document.getElementById("state");
    const attrs = {};
    for (const a of box.attributes) if (a.name.startsWith("data-")) attrs[a.name.slice(5)] = a.value;
    const cands = document.getElementById("cands");
    const rows = cands
      ? Array.from(cands.tBodies[0].rows).map((r) => ({
          path: r.getAttribute("data-path"),
          chosen: r.classList.contains("chosen"),
          cells: Array.from(r.cells).map((c) => c.textContent),
        }))
      : [];
    const nodes = {};
    document.querySelectorAll("#tree g.node").forEach((g) => {
      const t = g.querySelector("text.value, text.visits");
      nodes[g.getAttribute("data-path")] = {
        text: t ? t.textContent : "",
        status: g.getAttribute("data-status"),
      };
    });
    return {
      counter: text("counter"),
      iteration: text("iteration"),
      node: text("node"),
      action: text("action"),
      note: text("note"),
      summary: text("summary"),
      candidatesShown: cands ? !cands.classList.contains("hidden") : false,
      candidates: rows,
      nodes,
      attrs,
    };
  });
}

(async () => {
  const [file, clicks, out, shot, after] = process.argv.slice(2);
  const { context, close } = await launch();
  try {
    const page = await open(context, file);
    const forward = page.locator("#forward");
    const seen = [await read(page)];
    const n = Number(clicks);
    const shotAt = after === undefined ? n : Number(after);
    for (let i = 0; i < n; i++) {
      await forward.click();
      seen.push(await read(page));
      if (shot && i + 1 === shotAt) await page.screenshot({ path: shot, fullPage: true });
    }
    // A whole iteration at a time (a Monte Carlo page): from the start, PageDown twice,
    // then PageUp once.
    await page.locator("#first").click();
    await page.locator("body").press("PageDown");
    await page.locator("body").press("PageDown");
    const pageDown = await read(page);
    await page.locator("body").press("PageUp");
    const pageUp = await read(page);
    await page.locator("#last").click();
    const end = await read(page);
    fs.writeFileSync(out, JSON.stringify({ steps: seen, pageDown, pageUp, end, errors: page.errors }));
  } finally {
    await close();
  }
})().catch((e) => {
  console.error(e && e.stack ? e.stack : String(e));
  process.exit(1);
});
