// The README's picture of a checked practice page with mistakes, the reason for one shown:
//   gametree html trees/aima-fig5-2.yaml --practice -o /tmp/p.html
//   node tests/browser/screenshot.js /tmp/p.html trees/aima-fig5-2-practice.png
"use strict";
const { launch, open } = require("./lib.js");

(async () => {
  const [file, out] = process.argv.slice(2);
  const { context, close } = await launch();
  try {
    const page = await open(context, file);
    await page.setViewportSize({ width: 820, height: 700 });
    const answers = { A: "3", B: "3", C: "4", D: "2" };
    for (const [name, text] of Object.entries(answers)) {
      await page.getByRole("textbox", { name: "value of " + name, exact: true }).fill(text);
    }
    await page.getByRole("checkbox", { name: "leaf 5 pruned", exact: true }).check();
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.getByRole("button", { name: "why: C", exact: true }).click();
    const box = await page.locator("section.exercise").boundingBox();
    const list = await page.getByRole("list", { name: "explanations", exact: true }).boundingBox();
    await page.screenshot({
      path: out,
      fullPage: true,
      clip: { x: 0, y: box.y - 4, width: 820, height: list.y + list.height - box.y + 12 },
    });
  } finally {
    await close();
  }
})();
