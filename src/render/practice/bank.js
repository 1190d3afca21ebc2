// The bank page of `gametree practice`: many trees, one shown at a time, `New tree`, the
// levels chosen in the page and the progress kept in the browser; and the same for a quiz
// page (`gametree quiz --html`) with a bank, which shows its own trees first and then as
// many at a time from its bank. Part of the page's script (before `practice.js`, which
// calls it with what it shares: `ctx`); every verdict is still `practice.js`'s, from the
// facts the engine wrote for each tree.
var gametreeBank = function (ctx) {
  "use strict";
  var data = ctx.data;
  var X = ctx.texts;
  var html = ctx.html;
  var words = ctx.words;
  var main = ctx.main;
  var exercises = ctx.exercises;
  var setTitle = ctx.setTitle;
  var exercise = ctx.exercise;
  // Trees shown at once: a quiz's own count, one on a bank page.
  var size = Math.max(1, data.trees.length);

  // The trees come packed (see the engine's `practice/bank.rs`): grouped field by field,
  // as JSON, deflated, in base64. Unpacked they are the engine's data for each tree.
  var ABSENT = "absent ";
  function unpack(text) {
    var bin = atob(text);
    var bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Response(stream).text().then(function (json) {
      return rows(JSON.parse(json));
    });
  }
  function rows(packed) {
    var items = [];
    for (var i = 0; i < packed.count; i++) items.push({});
    Object.keys(packed).forEach(function (k) {
      if (k === "count" || k.indexOf(ABSENT) === 0) return;
      var column = packed[k];
      var values;
      if (Array.isArray(column)) values = column;
      else if (column.columns) values = rows(column.columns);
      else {
        var flat = rows(column.rows);
        var at = 0;
        values = column.lengths.map(function (n) {
          at += n;
          return flat.slice(at - n, at);
        });
      }
      var absent = packed[ABSENT + k] || "";
      for (var j = 0; j < packed.count; j++) if (absent.charAt(j) !== "1") items[j][k] = values[j];
    });
    return items;
  }

  // Progress kept in the browser: each tree checked (by the command that remakes it) with
  // 1 right at its first Check, 2 right later, 0 not right yet; and the streak of trees
  // right at their first Check.
  var STORE = "gametree-practice-progress";
  function loadProgress() {
    try {
      var p = JSON.parse(window.localStorage.getItem(STORE) || "null");
      if (p && typeof p.trees === "object" && p.trees !== null && typeof p.streak === "number") return p;
    } catch (e) {
      // No storage (a private window, a file the browser keeps apart): progress lasts the visit.
    }
    return { trees: {}, streak: 0 };
  }
  function saveProgress(p) {
    try {
      window.localStorage.setItem(STORE, JSON.stringify(p));
    } catch (e) {
      // As above.
    }
  }

  function startBank(packed) {
    // A quiz's own trees first, then its bank's.
    var trees = data.trees.concat(packed);
    setTitle(ctx.title || words(X.bankTitle, { n: trees.length, command: data.title }));
    var bar = html("div", { class: "bankbar" }, main);
    var levels = html("div", { class: "levels", role: "group", "aria-label": "level" }, bar);
    html("span", { class: "levelword" }, levels, X.level);
    // The levels offered: each fact of the trees that differs between them.
    var facts = trees.map(function (t) {
      return t.level || {};
    });
    function distinct(key) {
      var seen = [];
      facts.forEach(function (f) {
        if (f[key] !== undefined && seen.indexOf(f[key]) < 0) seen.push(f[key]);
      });
      return seen.sort(function (a, b) {
        return a - b;
      });
    }
    var most = Math.max.apply(null, distinct("cutoffs").concat([0]));
    var cut = [];
    for (var c = 1; c <= Math.min(most, 4); c++) cut.push([String(c), words(X.atLeast, { n: c })]);
    var yesNo = [
      ["yes", X.levelWith],
      ["no", X.levelWithout],
    ];
    var filters = [
      { key: "depth", name: X.levelDepth, options: distinct("depth").map(function (d) {
        return [String(d), String(d)];
      }), test: function (f, v) {
        return String(f.depth) === v;
      } },
      { key: "branching", name: X.levelBranching, options: distinct("branching").map(function (d) {
        return [String(d), String(d)];
      }), test: function (f, v) {
        return String(f.branching) === v;
      } },
      { key: "cutoffs", name: X.levelCutoffs, options: cut, test: function (f, v) {
        return f.cutoffs >= Number(v);
      } },
      { key: "deep", name: X.levelDeep, options: distinct("deep").length > 1 ? yesNo : [], test: function (f, v) {
        return f.deep === (v === "yes");
      } },
      { key: "chance", name: X.levelChance, options: distinct("chance").length > 1 ? yesNo : [], test: function (f, v) {
        return f.chance === (v === "yes");
      } },
    ];
    var chosen = {};
    filters.forEach(function (f) {
      // A fact with one value in the whole bank is no choice.
      if (f.options.length < (f.key === "cutoffs" ? 1 : 2)) return;
      var lab = html("label", { class: "level" }, levels, f.name + " ");
      var sel = html("select", { "aria-label": f.key }, lab);
      html("option", { value: "" }, sel, X.levelAny);
      f.options.forEach(function (o) {
        html("option", { value: o[0] }, sel, o[1]);
      });
      sel.addEventListener("change", function () {
        if (sel.value === "") delete chosen[f.key];
        else chosen[f.key] = sel.value;
        if (!current.every(fits)) next();
        else note.textContent = "";
      });
    });
    function fits(i) {
      return filters.every(function (f) {
        return chosen[f.key] === undefined || f.test(facts[i], chosen[f.key]);
      });
    }
    var newBtn = html("button", { type: "button", class: "primary", "aria-label": "New tree" }, bar, size > 1 ? X.newTrees : X.newTree);
    var where = html("span", { class: "where" }, bar);
    var note = html("p", { class: "levelnote", "aria-live": "polite" }, bar);
    var progress = html("p", { class: "progress", "aria-label": "progress", "aria-live": "polite" }, bar);
    if (ctx.after) main.appendChild(ctx.after);
    var line = html("p", { class: "conventions small levelline" }, main);
    var holder = html("div", { class: "holder" }, main);
    // The trees shown, by their place in `trees`.
    var current = [];
    function show(list) {
      current = list;
      holder.textContent = "";
      exercises.length = 0;
      list.forEach(function (i) {
        exercises.push(exercise(trees[i], i, holder));
      });
      var numbers = list.map(function (i) {
        return i + 1;
      });
      where.textContent = words(list.length === 1 ? X.treeOf : X.treesOf, { k: numbers.join(data.wording.listSeparator), n: trees.length });
      var f = list.length === 1 ? facts[list[0]] : {};
      line.textContent = f.depth === undefined ? "" : words(X.levelLine, { depth: f.depth, branching: f.branching, leaves: f.leaves, cutoffs: f.cutoffs, deep: f.deep ? X.levelLineDeep : "" });
      note.textContent = "";
      if (ctx.shown) ctx.shown();
    }
    // The next trees of the level chosen, after the last one shown (round the bank): as
    // many as the page shows at once, or as many as there are at that level.
    function next() {
      var last = current.length ? current[current.length - 1] : -1;
      var list = [];
      for (var step = 1; step <= trees.length && list.length < size; step++) {
        var i = (last + step + trees.length) % trees.length;
        if (fits(i)) list.push(i);
      }
      if (list.length) show(list);
      else note.textContent = X.noTreeAtLevel;
    }
    newBtn.addEventListener("click", next);

    var kept = loadProgress();
    function showProgress() {
      var done = 0;
      var first = 0;
      Object.keys(kept.trees).forEach(function (k) {
        if (kept.trees[k] > 0) done++;
        if (kept.trees[k] === 1) first++;
      });
      progress.textContent = words(X.progress, { done: done, first: first, streak: kept.streak });
      progress.setAttribute("data-done", done);
      progress.setAttribute("data-first", first);
      progress.setAttribute("data-streak", kept.streak);
    }
    ctx.onChecked(function (tree, allRight) {
      kept = loadProgress();
      var key = tree.remake || String(tree.seed);
      var before = kept.trees[key];
      if (before === undefined) {
        kept.trees[key] = allRight ? 1 : 0;
        kept.streak = allRight ? kept.streak + 1 : 0;
      } else if (before === 0 && allRight) kept.trees[key] = 2;
      saveProgress(kept);
      showProgress();
    });
    showProgress();
    next();
    document.body.setAttribute("data-ready", "");
  }

  return {
    start: function () {
      return unpack(data.bank).then(startBank);
    },
  };
};
