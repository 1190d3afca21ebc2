// Fills in practice pages as a student would and reports what the page says.
//
//   node run.js JOBS.json RESULTS.json
//
// JOBS is a list of {page, region, values, pruned, windows, keyboard}: `page` a file,
// `region` which tree on the page (0-based), `values` node name → text typed into `value of
// NODE`, `pruned` leaf numbers to tick (`leaf N pruned`), `windows` node name → [α, β]
// typed after ticking `enter windows`, `intervals` chance node name → [lo, hi] typed into
// `interval low of NODE` and `interval high of NODE` (Star1 and Star2 pages), and `keyboard` to do it all with Tab, typing, Space
// and Enter only, or `script` to set them through the DOM at once (batches). One browser serves every job. RESULTS gets, per job, the status text,
// the page's verdicts item by item (for comparing with `gametree check`), the total (on
// pages with several trees) and any script error. Optional, after Check: `hints` presses
// Hint that often, `solution` opens the solution (and reads the stepper's step), `collapse`
// folds a node's subtree, `zoom` zooms out that often, `screenshot` saves a PNG;
// `clickLeaves` and `clickEdges` mark leaves by clicking the drawing; `viewport` sets the
// window's size (a phone's), and `extra.overflow` says how far the page is wider.
// `check: false` leaves Check unpressed. After Check, `extra.state` says what the page
// shows (marks, why buttons, outlines, explanations); `why` presses `why: ITEM` for each
// item in turn and records the explanations list after each press; `clear` presses Clear
// last and records the state it leaves. `foldKeys` folds a node's subtree with Alt+↑ in its
// box, then opens it with Alt+↓, counting the leaf boxes in view each time.
// On a bank page (`gametree practice`, or `gametree quiz --html` with its bank): `levels`
// chooses levels (select name → value),
// `newTree` presses New tree that often before answering, and `walk` presses it that often
// after, recording each tree shown; `extra.tree` is the tree answered (its seed, the
// command that remakes it, where it is in the bank) and `extra.progress` the progress shown.
"use strict";
const fs = require("fs");
const { launch, open } = require("./lib.js");

async function byMouse(page, scope, job) {
  if (job.windows && Object.keys(job.windows).length) {
    await scope.getByRole("checkbox", { name: "enter windows", exact: true }).check();
  }
  for (const [name, text] of Object.entries(job.values || {})) {
    await scope.getByRole("textbox", { name: "value of " + name, exact: true }).fill(text);
  }
  for (const [name, [a, b]] of Object.entries(job.windows || {})) {
    await scope.getByRole("textbox", { name: "alpha of " + name, exact: true }).fill(a);
    await scope.getByRole("textbox", { name: "beta of " + name, exact: true }).fill(b);
  }
  for (const [name, [lo, hi]] of Object.entries(job.intervals || {})) {
    await scope.getByRole("textbox", { name: "interval low of " + name, exact: true }).fill(lo);
    await scope.getByRole("textbox", { name: "interval high of " + name, exact: true }).fill(hi);
  }
  for (const n of job.pruned || []) {
    await scope.getByRole("checkbox", { name: "leaf " + n + " pruned", exact: true }).check();
  }
  // Leaves marked by clicking the drawing: the leaf itself, or the edge into it.
  for (const n of job.clickLeaves || []) await scope.locator('g.node[data-leaf="' + n + '"]').click();
  for (const n of job.clickEdges || []) await scope.locator('g.edge[data-leaf="' + n + '"]').click();
  if (job.check !== false) await scope.getByRole("button", { name: "Check", exact: true }).click();
}

// What an exercise shows beyond its status: marks beside items, why buttons, outlined
// answers, explanations, hints, and what is typed or ticked.
async function shown(scope) {
  const explanations = scope.getByRole("list", { name: "explanations", exact: true });
  const hint = scope.getByRole("list", { name: "hint", exact: true });
  return {
    marks: await scope.locator(".inner .mark.ok, .inner .mark.bad").count(),
    signs: (await scope.locator(".inner .mark").allTextContents()).join(""),
    why: await scope.getByRole("button", { name: /^why: / }).evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label"))),
    invalid: await scope.locator("[aria-invalid], [data-verdict]").count(),
    explanations: await explanations.getByRole("listitem").allTextContents(),
    hints: await hint.getByRole("listitem").allTextContents(),
    typed: await scope.locator("input[type=text]").evaluateAll((es) => es.filter((e) => e.value !== "").length),
    ticked: await scope.locator("input[type=checkbox]:checked").count(),
    leafBoxes: await scope.getByRole("checkbox", { name: /^leaf \d+ pruned$/ }).count(),
    windowToggle: await scope.getByRole("checkbox", { name: "enter windows", exact: true }).count(),
    intervalBoxes: await scope.getByRole("textbox", { name: /^interval (low|high) of / }).count(),
    drawing: await scope.getByRole("group", { name: "the game tree", exact: true }).count(),
    solution: await scope.locator(".solution iframe").count(),
    status: await scope.getByRole("status").first().textContent(),
  };
}

// The same answers set through the DOM in one go (for batches of many pages): each
// control found by its accessible name, its value set, and the events a user's typing or
// clicking fires.
async function byScript(page, region, job) {
  const missing = await page.evaluate(
    ({ region, job }) => {
      const regions = document.querySelectorAll("[role=region]");
      const root = regions.length > 1 ? regions[region] : document;
      const missing = [];
      const q = (label) => {
        const e = root.querySelector('[aria-label="' + CSS.escape(label) + '"]');
        if (!e) missing.push(label);
        return e;
      };
      const tick = (label) => {
        const e = q(label);
        if (e && !e.checked) e.click();
      };
      const type = (label, text) => {
        const e = q(label);
        if (!e) return;
        e.value = text;
        e.dispatchEvent(new Event("input", { bubbles: true }));
        e.dispatchEvent(new Event("change", { bubbles: true }));
      };
      if (job.windows && Object.keys(job.windows).length) tick("enter windows");
      for (const [name, text] of Object.entries(job.values || {})) type("value of " + name, text);
      for (const [name, ab] of Object.entries(job.windows || {})) {
        type("alpha of " + name, ab[0]);
        type("beta of " + name, ab[1]);
      }
      for (const [name, iv] of Object.entries(job.intervals || {})) {
        type("interval low of " + name, iv[0]);
        type("interval high of " + name, iv[1]);
      }
      for (const n of job.pruned || []) tick("leaf " + n + " pruned");
      const check = q("Check");
      if (check) check.click();
      return missing;
    },
    { region, job }
  );
  if (missing.length) throw new Error(job.page + ": no control named " + missing.join(", "));
}

// Tab through the page; act on each focused control by its accessible name.
async function byKeyboard(page, job) {
  const pruned = new Set((job.pruned || []).map(Number));
  const seen = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const e = document.activeElement;
      return e ? e.getAttribute("aria-label") || "" : "";
    });
    seen.push(label);
    let m;
    if ((m = /^value of (.*)$/.exec(label))) {
      const text = (job.values || {})[m[1]];
      if (text !== undefined) await page.keyboard.type(text);
    } else if ((m = /^leaf (\d+) pruned$/.exec(label))) {
      if (pruned.has(Number(m[1]))) await page.keyboard.press("Space");
    } else if (label === "Check") {
      await page.keyboard.press("Enter");
      return seen;
    }
  }
  throw new Error("Tab never reached the Check button: " + seen.join(" | "));
}

async function main() {
  const [jobsFile, outFile] = process.argv.slice(2);
  const jobs = JSON.parse(fs.readFileSync(jobsFile, "utf8"));
  const { context, close } = await launch();
  const results = [];
  try {
    let page = null;
    for (const job of jobs) {
      // Every job loads its page afresh: answers never leak between jobs.
      if (page === null) page = await open(context, job.page);
      await page.setViewportSize(job.viewport || { width: 1200, height: 900 });
      await page.goto("file://" + require("path").resolve(job.page));
      // A bank page unpacks its trees first.
      await page.locator("body[data-ready]").waitFor({ state: "attached" });
      for (const [name, value] of Object.entries(job.levels || {})) {
        await page.getByRole("combobox", { name, exact: true }).selectOption(value);
      }
      for (let n = 0; n < (job.newTree || 0); n++) await page.getByRole("button", { name: "New tree", exact: true }).click();
      const region = job.region || 0;
      const regions = page.getByRole("region");
      const scope = (await regions.count()) > 1 ? regions.nth(region) : page;
      let tabbed = null;
      if (job.keyboard) tabbed = await byKeyboard(page, job);
      else if (job.script) await byScript(page, region, job);
      else await byMouse(page, scope, job);
      const status = await scope.getByRole("status").first().textContent();
      const extra = {};
      const bank = (await page.getByRole("button", { name: "New tree", exact: true }).count()) > 0;
      const treeShown = () =>
        page.evaluate(() => {
          const sec = document.querySelector("section.exercise");
          const remake = sec.querySelector(".remake");
          const where = document.querySelector(".where");
          const line = document.querySelector(".levelline");
          return {
            seed: sec.getAttribute("data-seed"),
            label: sec.getAttribute("aria-label"),
            remake: remake ? remake.textContent : null,
            where: where ? where.textContent : null,
            level: line ? line.textContent : null,
            leaves: sec.querySelectorAll("g.node.k-leaf").length,
            chance: sec.querySelectorAll("g.node.k-chance").length,
          };
        });
      const progress = () =>
        page.evaluate(() => {
          const p = document.querySelector(".progress");
          return p ? { text: p.textContent, done: Number(p.dataset.done), first: Number(p.dataset.first), streak: Number(p.dataset.streak) } : null;
        });
      if (bank) {
        extra.tree = await treeShown();
        extra.progress = await progress();
      }
      extra.state = await shown(scope);
      if (job.why) {
        extra.why = [];
        for (const item of job.why) {
          await scope.getByRole("button", { name: "why: " + item, exact: true }).click();
          extra.why.push(await scope.getByRole("list", { name: "explanations", exact: true }).getByRole("listitem").allTextContents());
        }
      }
      for (let h = 0; h < (job.hints || 0); h++) await scope.getByRole("button", { name: "Hint", exact: true }).click();
      if (job.hints) extra.hints = await scope.getByRole("list", { name: "hint", exact: true }).getByRole("listitem").allTextContents();
      if (job.solution) {
        await scope.getByRole("button", { name: "Show solution", exact: true }).click();
        const frame = page.frameLocator("iframe").first();
        await frame.locator("#state[data-step]").waitFor();
        extra.solutionStep = await frame.locator("#state").getAttribute("data-step");
        extra.solutionNote = await frame.locator("#state").getAttribute("data-note");
      }
      if (job.collapse) {
        const width = () => scope.locator(".inner").evaluate((e) => parseFloat(e.style.width));
        const w0 = await width();
        const before = await scope.locator("input.value:visible").count();
        await scope.getByRole("button", { name: "collapse " + job.collapse, exact: true }).click();
        const after = await scope.locator("input.value:visible").count();
        const expanded = await scope.getByRole("button", { name: "expand " + job.collapse, exact: true }).getAttribute("aria-expanded");
        extra.collapse = { before, after, expanded, widths: [w0, await width()] };
      }
      if (job.foldKeys) {
        const leaves = () => scope.locator("input.pruned:visible").count();
        await scope.getByRole("textbox", { name: "value of " + job.foldKeys, exact: true }).focus();
        const before = await leaves();
        await page.keyboard.press("Alt+ArrowUp");
        const folded = await leaves();
        const label = await scope.locator("button.collapse").evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
        await page.keyboard.press("Alt+ArrowDown");
        extra.foldKeys = { before, folded, after: await leaves(), label };
      }
      if (job.zoom) {
        const z0 = await scope.locator(".viewport").getAttribute("data-zoom");
        for (let z = 0; z < job.zoom; z++) await scope.getByRole("button", { name: "zoom out", exact: true }).click();
        extra.zoom = [Number(z0), Number(await scope.locator(".viewport").getAttribute("data-zoom"))];
      }
      extra.overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      // Elements a hostile name could inject (the page itself has none).
      extra.injected = await page.locator("img, #injected").count();
      if (job.screenshot) await page.screenshot({ path: job.screenshot, fullPage: job.fullPage !== false });
      const verdicts = await page.evaluate((r) => window.gametreePractice.verdicts()[r], region);
      const total = (await page.locator(".total").count()) ? await page.locator(".total").textContent() : null;
      if (job.clear) {
        await scope.getByRole("button", { name: "Clear", exact: true }).click();
        extra.cleared = await shown(scope);
      }
      if (job.walk) {
        extra.walk = [];
        for (let n = 0; n < job.walk; n++) {
          await page.getByRole("button", { name: "New tree", exact: true }).click();
          extra.walk.push(await treeShown());
        }
      }
      results.push({
        status,
        verdicts,
        total,
        regions: await regions.count(),
        tabbed,
        extra,
        errors: page.errors.splice(0),
      });
    }
  } finally {
    await close();
  }
  fs.writeFileSync(outFile, JSON.stringify(results));
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : String(e));
  process.exit(1);
});
