// Shared by the browser tests: one headless Chromium (the system's), fresh profile, no
// network, and a way to open a page from a file.
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { chromium } = require("playwright-core");

const EXECUTABLE = process.env.CHROMIUM || "/usr/bin/chromium";

async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "gametree-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: EXECUTABLE,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
    viewport: { width: 1200, height: 900 },
  });
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

async function open(context, file) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("file://" + path.resolve(file));
  page.errors = errors;
  return page;
}

function assert(cond, message) {
  if (!cond) throw new Error("assertion failed: " + message);
}

module.exports = { launch, open, assert };
