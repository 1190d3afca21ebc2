// The practice page of `gametree html --practice` and `gametree quiz --html`. It draws
// each tree with an input per inner node and a pruned checkbox per leaf, and on Check
// judges what was typed by the checker's own rules, written into the data by Rust: for
// each form written (3, ≥ 3, ≤ 3) an ordered list of [test, right?, line, note], the first
// rule whose test passes deciding. The script only reads the answer, compares numbers with
// the ones in the data, and fills the written number into the line (and the checker's
// rounding wording, and the line for several missing leaves one cut prunes, both from the
// data). It knows nothing about pruning. `numbers.js` (numbers compared exactly and
// printed as the checker prints them) and `bank.js` (a bank of trees shown one at a time) come before it in the page.
(function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";
  // Numbers compared exactly and printed as the checker prints them (`practice/numbers.js`).
  var isExactly = gametreeNumbers.isExactly;
  var fmtValue = gametreeNumbers.fmtValue;
  var data = JSON.parse(document.getElementById("data").textContent);
  var WORDS = data.wording;

  // Every visible word of the page, in one table (a translation replaces these). The
  // accessible names of inputs and buttons (`value of C`, `leaf 6 pruned`, `Check`) and
  // the phrase `all right` are part of the page's contract and stay as they are.
  // The page's own words, in the page's language, from the message catalogue; `{name}`
  // marks where a value goes.
  var X = data.texts;
  function words(text, args) {
    return text.replace(/\{(\w+)\}/g, function (m, k) {
      return Object.prototype.hasOwnProperty.call(args, k) ? String(args[k]) : m;
    });
  }
  var T = {
    practiceTitle: function (name) {
      return words(X.practiceTitle, { name: name });
    },
    quizTitle: function (n, command) {
      return words(n === 1 ? X.quizTitleOne : X.quizTitleMany, { n: n, command: command });
    },
    seed: X.seedWord,
    untitled: X.untitled,
    tree: X.tree,
    conventions: function (t) {
      if (!t.prunes) return words(X.conventionsNone, { order: t.order });
      return words(X.conventions, {
        rule: t.rule,
        soft: t.soft ? "fail-soft" : "fail-hard",
        deep: t.deep ? "" : X.noDeep,
        order: t.order,
      });
    },
    instructions: X.instructions,
    check: X.check,
    checkAll: X.checkAll,
    hint: X.hint,
    solution: X.solution,
    closeSolution: X.closeSolution,
    clear: X.clear,
    windows: X.windows,
    zoomIn: X.zoomIn,
    zoomOut: X.zoomOut,
    fit: X.fit,
    right: X.right,
    wrong: X.wrong,
    total: X.total,
    noHints: X.noHints,
    step: X.step,
    windowOf: X.windowOf,
    intervalOf: X.intervalOf,
    intervals: X.intervals,
    notIntervalEnd: X.notIntervalEnd,
    leafName: X.leafName,
    stop: X.stop,
    notChecked: X.notChecked,
    collapsed: X.collapsed,
    solutionTitle: X.solutionTitle,
    instructionsNoPruning: X.instructionsNoPruning,
    nothingAnswered: X.nothingAnswered,
    why: X.why,
    remake: X.remake,
    foldKeys: X.foldKeys,
    hintAllRight: X.hintAllRight,
    hintAllAnswered: X.hintAllAnswered,
  };
  var ALL_RIGHT = X.allRight;
  // A word before what it introduces: a space after it where it ends in a Latin letter or
  // colon (`Wrong: C`), none after a full-width colon (`错误：C`).
  function spaced(word) {
    return /[\x00-\x7f]$/.test(word) ? word + " " : word;
  }

  // ---- numbers, as the checker reads and prints them (`practice/numbers.js`) ------------
  var num = gametreeNumbers.num;
  var approxEq = gametreeNumbers.approxEq;
  var writtenNumber = gametreeNumbers.writtenNumber;
  var boundNumber = gametreeNumbers.boundNumber;
  var sameNumber = gametreeNumbers.sameNumber;
  var fixed = gametreeNumbers.fixed;

  // {form: 0 plain, 1 ≥, 2 ≤, w, places} or {error}.
  var PREFIXES = [["<=", 2], [">=", 1], ["≤", 2], ["≥", 1]];
  function shownValue(raw) {
    var text = raw.trim();
    for (var i = 0; i < PREFIXES.length; i++) {
      var p = PREFIXES[i];
      if (text.indexOf(p[0]) === 0) {
        var rest = text.slice(p[0].length).trim();
        var r = writtenNumber(rest);
        if (!r) return { error: JSON.stringify(text) + ' is not a bound: write "<=3" or ">=3"' };
        return { form: p[1], w: r[0], places: r[1], text: rest };
      }
    }
    var e = writtenNumber(text);
    if (!e) return { error: JSON.stringify(text) + ' is not a value: write 3, "<=3" or ">=3"' };
    return { form: 0, w: e[0], places: e[1], text: text };
  }


  function shownText(form, w) {
    return (form === 1 ? "≥ " : form === 2 ? "≤ " : "") + fmtValue(w);
  }


  // A rule's line with the number written (`number`, as text) and the answer shown.
  function fill(text, number, shown) {
    return text.split("\uE000").join(number).split("\uE001").join(shown);
  }
  function put(text, mark, what) {
    return text.split(mark).join(what);
  }


  // The checker's `rounding_note` (this page is made without a tolerance): a number right
  // only because it is the value rounded to the places written says so.
  function roundingNote(w, places, t) {
    var v = num(t.v);
    if (w === v || !t.c || approxEq(w, v)) return null;
    if (places === null || places < 2 || places > 17 || !t.r || num(t.r[places - 2]) !== w) return null;
    return put(put(put(WORDS.rounded, "\uE004", fixed(w, places)), "\uE006", t.f), "\uE005", String(places));
  }

  // The checker's `rounding_miss`: how a wrong number misses a value from chance averaging
  // (`t.s` is absent when there is nothing to say).
  function roundingMiss(w, places, t) {
    if (!t.c || !t.s) return "";
    if (places !== null && places >= 2) {
      var r = places <= 17 ? t.s[places - 2] : fixed(num(t.v), places);
      return put(put(put(WORDS.missPlaces, "\uE005", String(places)), "\uE007", r), "\uE004", fixed(w, places));
    }
    return put(WORDS.missPlain, "\uE007", t.s[0]);
  }

  // The checker's `ranges`: `5–7, 9`, at most `max` runs, then how many more.
  function ranges(nums, max) {
    var runs = [];
    nums.forEach(function (n) {
      var last = runs[runs.length - 1];
      if (last && last[last.length - 1] + 1 === n) last.push(n);
      else runs.push([n]);
    });
    var join = function (rs) {
      return rs
        .map(function (r) {
          return r.length === 1 ? String(r[0]) : r[0] + "–" + r[r.length - 1];
        })
        .join(", ");
    };
    if (runs.length <= max) return join(runs);
    var rest = runs.slice(max);
    var left = rest.reduce(function (a, r) {
      return a + r.length;
    }, 0);
    return join(runs.slice(0, max)) + ", … and " + left + " more in " + rest.length + " runs";
  }

  // ---- judging one item ---------------------------------------------------------------
  // Each returns {ok, line, note, blank} or null for an item that is not part of the check.
  function judgeValue(n, raw) {
    if (raw.trim() === "") return { ok: n.blank[0], line: n.blank[1], blank: true };
    var s = shownValue(raw);
    if (s.error) return { ok: false, line: n.name + ": " + s.error };
    var facts = n.value;
    var rules = facts.rules[s.form];
    for (var i = 0; i < rules.length; i++) {
      var r = rules[i];
      var pass = r[0] === "any" || (r[0] === "found" ? sameNumber(s.w, s.places, facts.found, s.text) : sameNumber(s.w, s.places, facts.truth, s.text));
      if (pass) {
        // A number only near its float is quoted as written (`2.99999999999999999`, not
        // `3`), as the checker quotes it.
        var inexact = isFinite(s.w) && !isExactly(s.text, s.w.toExponential());
        var number = inexact ? s.text : fmtValue(s.w);
        var shown = inexact ? raw.trim() : shownText(s.form, s.w);
        var line = fill(r[2], number, shown);
        if (r[4]) line += roundingMiss(s.w, s.places, facts.found);
        var note = r[3] !== null ? fill(r[3], number, shown) : r[1] ? roundingNote(s.w, s.places, facts.found) || roundingNote(s.w, s.places, facts.truth) : null;
        return { ok: r[1], line: line, note: note };
      }
    }
    return { ok: false, line: n.name + ": " + raw };
  }

  function judgeLeaf(n, marked) {
    var ok = marked === n.pruned;
    return { ok: ok, line: ok ? n.right : n.wrong };
  }

  function judgeWindow(n, rawA, rawB) {
    if (rawA.trim() === "" && rawB.trim() === "") return { ok: n.wblank[0], line: n.wblank[1], blank: true };
    var a = boundNumber(rawA);
    var b = boundNumber(rawB);
    var bad = a === null ? rawA : b === null ? rawB : null;
    if (bad !== null) return { ok: false, line: n.name + ": " + JSON.stringify(bad.trim()) + " is not a window end: a number, -inf or inf" };
    var w = n.window;
    if (w.e) {
      var wa = num(w.e[0]);
      var wb = num(w.e[1]);
      var same = function (x, y) {
        return w.tol ? approxEq(x, y) : x === y;
      };
      if (same(wa, a) && same(wb, b)) return { ok: true, line: w.right };
    }
    return { ok: false, line: w.wrong.split("\uE002").join(fmtValue(a)).split("\uE003").join(fmtValue(b)) };
  }

  // A chance node's interval [lo, hi]: each end compared as a value from chance averaging
  // is (rounded to the places written), as the checker's `IntervalRules` judges it.
  function judgeInterval(n, rawLo, rawHi) {
    if (rawLo.trim() === "" && rawHi.trim() === "") return { ok: n.ivblank[0], line: n.ivblank[1], blank: true };
    var ends = [rawLo, rawHi].map(function (raw) {
      var w = writtenNumber(raw);
      var b = w ? null : boundNumber(raw);
      return w ? { w: w[0], places: w[1], text: raw.trim() } : b === null ? null : { w: b, places: null, text: raw.trim() };
    });
    var bad = ends[0] === null ? rawLo : ends[1] === null ? rawHi : null;
    if (bad !== null) return { ok: false, line: n.name + ": " + words(T.notIntervalEnd, { text: JSON.stringify(bad.trim()) }) };
    var iv = n.iv;
    var same = iv.e && ends.every(function (e, k) {
      return sameNumber(e.w, e.places, iv.e[k], e.text);
    });
    if (!same) return { ok: false, line: put(put(iv.wrong, "\uE00C", fmtValue(ends[0].w)), "\uE00D", fmtValue(ends[1].w)) };
    var notes = ends
      .map(function (e, k) {
        return roundingNote(e.w, e.places, iv.e[k]);
      })
      .filter(function (x) {
        return x !== null;
      });
    var note = notes.length ? notes.reduce(function (a, b) {
      return put(put(WORDS.notes, "\uE00E", a), "\uE00F", b);
    }) : null;
    return { ok: true, line: iv.right, note: note };
  }

  // ---- drawing helpers ----------------------------------------------------------------
  function el(name, attrs, parent, text) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  function html(name, attrs, parent, text) {
    var e = document.createElement(name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  function escapeHtml(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function scriptJson(v) {
    return JSON.stringify(v)
      .replace(/</g, "\\u003c")
      .replace(/>/g, "\\u003e")
      .replace(/&/g, "\\u0026")
      .replace(/\u2028/g, "\\u2028")
      .replace(/\u2029/g, "\\u2029");
  }

  var SHAPES = {
    max: "M0,-23 L27,19 L-27,19 Z",
    min: "M0,23 L27,-19 L-27,-19 Z",
  };

  function setTitle(pageTitle) {
    document.getElementById("title").textContent = pageTitle;
    document.title = pageTitle + " — gametree";
  }
  var main = document.getElementById("main");
  var many = data.trees.length > 1;
  var exercises = [];
  var total = null;
  // Told of every Check on a bank page, for the progress it keeps.
  var onChecked = null;
  var title = data.kind === "quiz" ? T.quizTitle(data.trees.length, data.title) : T.practiceTitle(data.title);
  // Several trees at once get `Check all` and a total: above them, or on a quiz with a bank
  // after the bank's bar.
  var totalBar = null;
  if (many) {
    totalBar = html("div", { class: "totalbar" }, data.bank ? null : main);
    var all = html("button", { type: "button", class: "primary", "aria-label": "Check all" }, totalBar, T.checkAll);
    total = html("p", { role: "status", "aria-live": "polite", class: "total" }, totalBar, T.notChecked);
    all.addEventListener("click", function () {
      exercises.forEach(function (ex) {
        ex.check();
      });
    });
  }
  if (!data.bank) {
    setTitle(title);
    data.trees.forEach(function (tree, ti) {
      exercises.push(exercise(tree, ti));
    });
    document.body.setAttribute("data-ready", "");
  } else {
    // A bank page, or a quiz with a bank (`practice/bank.js`): its trees a few at a time.
    gametreeBank({
      data: data,
      texts: X,
      html: html,
      words: words,
      main: main,
      exercises: exercises,
      setTitle: setTitle,
      exercise: exercise,
      title: data.kind === "bank" ? null : title,
      after: totalBar,
      shown: function () {
        if (total) total.textContent = T.notChecked;
      },
      onChecked: function (f) {
        onChecked = f;
      },
    })
      .start()
      .catch(function (e) {
        main.textContent = String(e);
      });
  }

  function updateTotal() {
    if (!total) return;
    var r = 0;
    var n = 0;
    var checked = 0;
    exercises.forEach(function (ex) {
      if (ex.score) {
        r += ex.score[0];
        n += ex.score[1];
        checked++;
      }
    });
    total.textContent = spaced(T.total) + r + "/" + n + " " + T.right + (checked < exercises.length ? " (" + checked + "/" + exercises.length + ")" : r === n ? " — " + ALL_RIGHT : "");
  }

  function exercise(tree, ti, parent) {
    var nodes = tree.nodes;
    var name = tree.title !== null ? tree.title : tree.seed !== null ? T.seed + " " + tree.seed : T.untitled;
    var label = many ? T.tree + " " + (ti + 1) + ": " + name : name;
    var sec = html("section", { class: "exercise", role: "region", "aria-label": label, "data-seed": tree.seed === null ? "" : tree.seed }, parent || main);
    html("h2", { class: "title" }, sec, label);
    html("p", { class: "conventions" }, sec, T.conventions(tree));
    html("p", { class: "conventions small" }, sec, tree.conventions);
    if (tree.remake) html("p", { class: "conventions small remake" }, sec, words(T.remake, { command: tree.remake }));
    // A search that prunes nothing decides no leaf and no window: the page asks for neither.
    var prunes = !!tree.prunes;
    html("p", { class: "instructions" }, sec, prunes ? T.instructions : T.instructionsNoPruning);
    // Star1 and Star2 prove intervals at chance nodes: their pages ask for them.
    if (tree.intervals) html("p", { class: "instructions" }, sec, T.intervals);

    var tools = html("div", { class: "tools" }, sec);
    var zoomOut = html("button", { type: "button", "aria-label": "zoom out", title: T.zoomOut }, tools, "−");
    var zoomIn = html("button", { type: "button", "aria-label": "zoom in", title: T.zoomIn }, tools, "+");
    var fitBtn = html("button", { type: "button", "aria-label": "fit" }, tools, T.fit);
    var wbox = null;
    if (prunes) {
      var wlab = html("label", { class: "wtoggle" }, tools);
      wbox = html("input", { type: "checkbox", "aria-label": "enter windows" }, wlab);
      wlab.appendChild(document.createTextNode(" " + T.windows));
    }

    var view = html("div", { class: "viewport", tabindex: "-1", role: "group", "aria-label": "the game tree" }, sec);
    var canvas = html("div", { class: "canvas" }, view);
    var inner = html("div", { class: "inner" }, canvas);
    inner.style.width = tree.width + "px";
    inner.style.height = tree.height + "px";
    var svg = el("svg", { width: tree.width, height: tree.height, viewBox: "0 0 " + tree.width + " " + tree.height, "aria-hidden": "true" }, inner);
    var gEdges = el("g", { class: "edges" }, svg);
    var halo = el("circle", { class: "halo", r: 31, cx: -100, cy: -100 }, svg);
    var gNodes = el("g", { class: "nodes" }, svg);

    var kids = nodes.map(function () {
      return [];
    });
    nodes.forEach(function (n, i) {
      if (n.parent >= 0) kids[n.parent].push(i);
    });
    // Pre-order, so Tab moves through the tree as it is read.
    var order = [];
    var stack = [tree.root];
    while (stack.length) {
      var id = stack.pop();
      order.push(id);
      for (var c = kids[id].length - 1; c >= 0; c--) stack.push(kids[id][c]);
    }

    var parts = []; // per node: {g, edge lines, input, box, num, a, b, mark, wmark, toggle, hidden}
    // Where each node is drawn now: the layout Rust made, packed tighter when subtrees fold.
    var X = nodes.map(function (n) {
      return n.x;
    });
    order.forEach(function (i) {
      var n = nodes[i];
      var p = { hidden: 0 };
      parts[i] = p;
      if (n.parent >= 0) {
        p.edge = el("g", { class: "edge" }, gEdges);
        if (n.k === "leaf") p.edge.setAttribute("data-leaf", n.leaf);
        p.line = el("line", {}, p.edge);
        // A wide invisible line: the edge is easy to click.
        p.hit = el("line", { class: "hit" }, p.edge);
        p.cut = el("line", { class: "cutmark" }, p.edge);
        if (n.p !== undefined) p.prob = el("text", { class: "prob" }, p.edge, "p " + n.p);
      }
      p.g = el("g", { class: "node k-" + n.k }, gNodes);
      if (n.k === "leaf") {
        p.g.setAttribute("data-leaf", n.leaf);
        var half = Math.max(16, 4 * String(n.lv).length + 3);
        el("rect", { class: "shape", x: -half, y: -16, width: 2 * half, height: 32, rx: 3 }, p.g);
        el("text", { class: "leafvalue", y: 5 }, p.g, n.lv);
        p.num = html("span", { class: "leafnum", "aria-hidden": "true" }, inner, "#" + n.leaf);
        if (prunes) {
          p.box = html("input", { type: "checkbox", class: "pruned", "aria-label": "leaf " + n.leaf + " pruned" }, inner);
          p.mark = html("span", { class: "mark" }, inner);
          var toggle = function () {
            p.box.click();
            p.box.focus();
          };
          p.g.addEventListener("click", toggle);
          if (p.edge) p.edge.addEventListener("click", toggle);
          p.box.addEventListener("change", function () {
            showPruned(i);
          });
        }
      } else {
        if (n.k === "chance") el("circle", { class: "shape", r: 23 }, p.g);
        else el("path", { class: "shape", d: SHAPES[n.k] }, p.g);
        el("text", { class: "label", x: n.k === "chance" ? -31 : -34, y: n.k === "min" ? -8 : 10, "text-anchor": "end" }, p.g, n.short);
        p.input = html("input", { type: "text", class: "value", "aria-label": "value of " + n.name, autocomplete: "off", autocapitalize: "off", spellcheck: "false", placeholder: "?" }, inner);
        p.mark = html("span", { class: "mark" }, inner);
        p.a = html("input", { type: "text", class: "win", "aria-label": "alpha of " + n.name, autocomplete: "off", placeholder: "α" }, inner);
        p.b = html("input", { type: "text", class: "win", "aria-label": "beta of " + n.name, autocomplete: "off", placeholder: "β" }, inner);
        p.wmark = html("span", { class: "mark wm" }, inner);
        if (n.iv) {
          p.lo = html("input", { type: "text", class: "iv", "aria-label": "interval low of " + n.name, autocomplete: "off", placeholder: "lo" }, inner);
          p.hi = html("input", { type: "text", class: "iv", "aria-label": "interval high of " + n.name, autocomplete: "off", placeholder: "hi" }, inner);
          p.ivmark = html("span", { class: "mark" }, inner);
        }
        if (kids[i].length && i !== tree.root) {
          // Out of the Tab order, so Tab stops once per node; the node's box folds and
          // opens its subtree from the keyboard instead.
          p.toggle = html("button", { type: "button", class: "collapse", tabindex: "-1", "aria-label": "collapse " + n.name, "aria-expanded": "true", title: T.foldKeys }, inner, "−");
          p.toggle.addEventListener("click", function () {
            collapse(i);
          });
          p.input.setAttribute("aria-keyshortcuts", "Alt+ArrowUp Alt+ArrowDown");
          p.input.addEventListener("keydown", function (e) {
            if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
            e.preventDefault();
            var open = p.toggle.getAttribute("aria-expanded") === "true";
            if (open === (e.key === "ArrowUp")) collapse(i);
          });
        }
      }
    });

    function pos(e, x, y) {
      if (!e) return;
      e.style.left = x + "px";
      e.style.top = y + "px";
    }
    function attrs(e, a) {
      for (var k in a) e.setAttribute(k, a[k]);
    }
    // Puts node i, its controls and the edge into it where X says.
    function place(i) {
      var n = nodes[i];
      var p = parts[i];
      var x = X[i];
      var y = n.y;
      p.g.setAttribute("transform", "translate(" + x + "," + y + ")");
      if (p.edge) {
        var px = X[n.parent];
        var py = nodes[n.parent].y;
        attrs(p.line, { x1: px, y1: py, x2: x, y2: y });
        attrs(p.hit, { x1: px, y1: py, x2: x, y2: y });
        var mx = (px + x) / 2;
        var my = (py + y) / 2;
        var dx = x - px;
        var dy = y - py;
        var len = Math.sqrt(dx * dx + dy * dy) || 1;
        var ux = (-dy / len) * 10;
        var uy = (dx / len) * 10;
        attrs(p.cut, { x1: mx - ux, y1: my - uy, x2: mx + ux, y2: my + uy });
        if (p.prob) {
          var side = x < px ? -1 : 1;
          attrs(p.prob, { x: mx + side * 8, y: my, "text-anchor": side < 0 ? "end" : "start" });
        }
      }
      if (n.k === "leaf") {
        pos(p.box, x - 9, y + 21);
        pos(p.num, x - 20, y + 42);
        pos(p.mark, x + 11, y + 20);
      } else {
        pos(p.input, x - 25, y + 21);
        pos(p.mark, x + 27, y + 21);
        pos(p.a, x - 40, y + 47);
        pos(p.b, x + 1, y + 47);
        pos(p.wmark, x + 41, y + 47);
        pos(p.lo, x - 40, y + 73);
        pos(p.hi, x + 1, y + 73);
        pos(p.ivmark, x + 41, y + 73);
        pos(p.toggle, x + 20, y - 34);
      }
    }

    // With subtrees folded, the visible leaves and folded nodes take the leaf slots left
    // to right, and every open node is centred over its first and last child again (the
    // rule the figure is drawn by); with none folded this is the drawing Rust laid out.
    var folded = {};
    var width = tree.width;
    function relayout() {
      var slots = order.filter(function (i) {
        return parts[i].hidden === 0 && (kids[i].length === 0 || folded[i]);
      });
      var leaves = order.filter(function (i) {
        return kids[i].length === 0;
      });
      var first = leaves.length ? nodes[leaves[0]].x : 0;
      var gap = leaves.length > 1 ? nodes[leaves[1]].x - nodes[leaves[0]].x : 0;
      slots.forEach(function (i, k) {
        X[i] = first + k * gap;
      });
      for (var j = order.length - 1; j >= 0; j--) {
        var i = order[j];
        if (kids[i].length && !folded[i] && parts[i].hidden === 0) {
          X[i] = (X[kids[i][0]] + X[kids[i][kids[i].length - 1]]) / 2;
        }
      }
      order.forEach(place);
      width = tree.width - (leaves.length - slots.length) * gap;
      inner.style.width = width + "px";
      svg.setAttribute("width", width);
      svg.setAttribute("viewBox", "0 0 " + width + " " + tree.height);
      setZoom(zoom);
    }
    order.forEach(place);

    function showPruned(i) {
      var p = parts[i];
      var on = p.box.checked;
      p.g.classList.toggle("marked", on);
      if (p.edge) p.edge.classList.toggle("marked", on);
    }

    // ---- collapse, zoom, pan ---------------------------------------------------------
    function below(i, f) {
      var st = kids[i].slice();
      while (st.length) {
        var x = st.pop();
        f(x);
        for (var k = 0; k < kids[x].length; k++) st.push(kids[x][k]);
      }
    }
    function setHidden(x, delta) {
      var p = parts[x];
      p.hidden += delta;
      var h = p.hidden > 0;
      [p.g, p.edge].forEach(function (e) {
        if (e) e.style.display = h ? "none" : "";
      });
      [p.input, p.box, p.num, p.mark, p.a, p.b, p.wmark, p.lo, p.hi, p.ivmark, p.toggle].forEach(function (e) {
        if (e) e.classList.toggle("gone", h);
      });
    }
    function collapse(i) {
      var p = parts[i];
      var closing = p.toggle.getAttribute("aria-expanded") === "true";
      p.toggle.setAttribute("aria-expanded", closing ? "false" : "true");
      p.toggle.setAttribute("aria-label", (closing ? "expand " : "collapse ") + nodes[i].name);
      var count = 0;
      below(i, function (x) {
        setHidden(x, closing ? 1 : -1);
        count++;
      });
      p.toggle.textContent = closing ? "+" + count : "−";
      p.toggle.title = closing ? words(T.collapsed, { n: count }) : T.foldKeys;
      if (closing) folded[i] = true;
      else delete folded[i];
      relayout();
      // The node folded or opened stays where the reader is looking.
      view.scrollLeft = Math.max(0, X[i] * zoom - view.clientWidth / 2);
    }

    var zoom = 1;
    function setZoom(z) {
      zoom = Math.max(0.15, Math.min(3, z));
      inner.style.transform = "scale(" + zoom + ")";
      canvas.style.width = width * zoom + "px";
      canvas.style.height = tree.height * zoom + "px";
      view.setAttribute("data-zoom", zoom.toFixed(2));
    }
    function fit() {
      var w = view.clientWidth || tree.width;
      setZoom(Math.min(1.5, w / width));
    }
    zoomIn.addEventListener("click", function () {
      setZoom(zoom * 1.25);
    });
    zoomOut.addEventListener("click", function () {
      setZoom(zoom / 1.25);
    });
    fitBtn.addEventListener("click", fit);
    view.addEventListener(
      "wheel",
      function (e) {
        if (!e.ctrlKey) return;
        e.preventDefault();
        setZoom(zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1));
      },
      { passive: false }
    );
    // Drag the background to pan (touch screens scroll natively).
    var drag = null;
    view.addEventListener("pointerdown", function (e) {
      if (e.pointerType !== "mouse" || e.target.closest("input,button,.node,.edge")) return;
      drag = { x: e.clientX, y: e.clientY, l: view.scrollLeft, t: view.scrollTop };
      view.classList.add("dragging");
    });
    window.addEventListener("pointermove", function (e) {
      if (!drag) return;
      view.scrollLeft = drag.l - (e.clientX - drag.x);
      view.scrollTop = drag.t - (e.clientY - drag.y);
    });
    window.addEventListener("pointerup", function () {
      drag = null;
      view.classList.remove("dragging");
    });
    setZoom(1);
    if (view.clientWidth && tree.width > view.clientWidth) {
      // A wide tree: shrunk no further than text stays readable, and the root in view.
      setZoom(Math.max(0.7, view.clientWidth / tree.width));
      view.scrollLeft = Math.max(0, nodes[tree.root].x * zoom - view.clientWidth / 2);
    }

    if (wbox) {
      wbox.addEventListener("change", function () {
        sec.classList.toggle("with-windows", wbox.checked);
      });
    }

    // ---- check, hint, solution -------------------------------------------------------
    if (!prunes) sec.classList.add("no-pruning");
    var actions = html("div", { class: "actions" }, sec);
    var checkBtn = html("button", { type: "button", class: "primary", "aria-label": "Check" }, actions, T.check);
    var hintBtn = html("button", { type: "button", "aria-label": "Hint" }, actions, T.hint);
    var solBtn = html("button", { type: "button", "aria-label": "Show solution" }, actions, T.solution);
    var clearBtn = html("button", { type: "button", "aria-label": "Clear" }, actions, T.clear);
    var status = html("p", { role: "status", "aria-live": "polite", class: "status" }, sec);
    // The reason for one mark at a time, shown only when the student asks for it.
    var explanations = html("ul", { class: "verdicts", id: "explanations-" + ti, "aria-label": "explanations", "aria-live": "polite" }, sec);
    var hints = html("ol", { class: "hints", "aria-label": "hint", "aria-live": "polite" }, sec);
    var solution = html("div", { class: "solution", hidden: "" }, sec);
    // `score`: [right, counted] at the last Check. `wrong`: that Check's wrong items in
    // search order, or null before a Check of a page with anything answered.
    var ex = { score: null, wrong: null };

    // Every item with its verdict. `asked`: the search decides it, so the student must
    // answer it (a node the search enters, a leaf it prunes, an entered node's window);
    // `answered`: the student typed or ticked something; `counted`: either, so the score
    // weighs only decisions the student made or had to make. `from`: the step the item
    // is decided at, where a hint about it starts.
    function verdicts() {
      var out = [];
      var windows = wbox !== null && wbox.checked;
      order.forEach(function (i) {
        var n = nodes[i];
        var p = parts[i];
        if (n.k === "leaf") {
          if (!prunes) return;
          var ticked = p.box.checked;
          // Shown in the page's language; the accessible name keeps the stable `leaf N`.
          var name = words(T.leafName, { n: n.leaf });
          out.push({ i: i, what: "leaf", name: name, label: "leaf " + n.leaf, step: n.step, from: n.step, asked: n.pruned, answered: ticked, v: judgeLeaf(n, ticked) });
        } else {
          var typed = p.input.value.trim() !== "";
          out.push({ i: i, what: "value", name: n.name, label: n.name, step: n.step, from: n.from || n.step, asked: !n.blank[0], answered: typed, v: judgeValue(n, p.input.value) });
          if (windows) {
            var wtyped = p.a.value.trim() !== "" || p.b.value.trim() !== "";
            out.push({ i: i, what: "window", name: words(T.windowOf, { name: n.name }), label: "window of " + n.name, step: n.wstep, from: n.wstep, asked: !n.wblank[0], answered: wtyped, v: judgeWindow(n, p.a.value, p.b.value) });
          }
          if (p.lo) {
            var ivtyped = p.lo.value.trim() !== "" || p.hi.value.trim() !== "";
            out.push({ i: i, what: "interval", name: words(T.intervalOf, { name: n.name }), label: "interval of " + n.name, step: n.ivstep, from: n.ivstep, asked: !n.ivblank[0], answered: ivtyped, v: judgeInterval(n, p.lo.value, p.hi.value) });
          }
        }
      });
      out.forEach(function (x) {
        x.counted = x.asked || x.answered;
      });
      groupMissing(out);
      return out;
    }

    function bySearchOrder(xs) {
      // Stable: items decided at one step keep the drawing's reading order.
      return xs.slice().sort(function (a, b) {
        return a.from - b.from;
      });
    }

    // Pruned leaves left unmarked that one cut prunes share one line, as in `gametree
    // check`: `leaves 5–6 (C2 = 4, C3 = 6) are pruned by the cut at C, step 12: …`.
    function groupMissing(out) {
      var groups = {};
      var keys = [];
      out.forEach(function (x) {
        var n = nodes[x.i];
        if (x.what !== "leaf" || x.v.ok || !n.pruned || !n.cut) return;
        if (!groups[n.cut]) {
          groups[n.cut] = [];
          keys.push(n.cut);
        }
        groups[n.cut].push(x);
      });
      keys.forEach(function (k) {
        var g = groups[k];
        if (g.length < 2) return;
        var labels = g.length <= WORDS.groupLabels ? put(WORDS.groupLabelsText, "\uE00B", g.map(function (x) { return nodes[x.i].gl; }).join(WORDS.listSeparator)) : "";
        var nums = g.map(function (x) {
          return nodes[x.i].leaf;
        });
        var line = put(put(put(WORDS.group, "\uE008", ranges(nums, WORDS.ranges)), "\uE009", labels), "\uE00A", tree.cuts[k]);
        // As the checker does: no space left between Chinese words (see i18n::close_up).
        line = line.replace(/([\u3400-\u4dbf\u4e00-\u9fff\u3000-\u303f\uff01-\uff60\u201c\u201d]) (?=[\u3400-\u4dbf\u4e00-\u9fff\u3000-\u303f\uff01-\uff60\u201c\u201d])/g, "$1");
        g.forEach(function (x) {
          x.v.line = line;
        });
      });
    }

    // A mark says right or wrong and nothing more; a ✗ (or a ✓ with a note) is a button
    // that shows its reason on request.
    var opened = null;
    function setMark(span, x) {
      span.textContent = "";
      span.classList.remove("ok", "bad");
      if (!x) return;
      span.classList.add(x.v.ok ? "ok" : "bad");
      var sign = x.v.ok ? "✓" : "✗";
      if (x.v.ok && !x.v.note) {
        html("span", { "aria-hidden": "true" }, span, sign);
        return;
      }
      var b = html("button", { type: "button", class: "why", "aria-label": "why: " + x.label, "aria-expanded": "false", "aria-controls": explanations.id, title: words(T.why, { item: x.name }) }, span, sign);
      b.addEventListener("click", function () {
        explain(x, b);
      });
    }
    function explain(x, b) {
      var again = opened === b;
      closeWhy();
      if (again) return;
      opened = b;
      b.setAttribute("aria-expanded", "true");
      var li = html("li", { class: x.v.ok ? "ok" : "bad", "data-item": x.label }, explanations);
      html("span", { class: "mark", "aria-hidden": "true" }, li, x.v.ok ? "✓" : "✗");
      li.appendChild(document.createTextNode(" " + x.v.line));
      if (x.v.note) html("span", { class: "note" }, li, " — " + x.v.note);
    }
    function closeWhy() {
      if (opened) opened.setAttribute("aria-expanded", "false");
      opened = null;
      explanations.textContent = "";
    }
    function clearMarks() {
      closeWhy();
      order.forEach(function (i) {
        var p = parts[i];
        [p.mark, p.wmark, p.ivmark].forEach(function (e) {
          if (e) setMark(e, null);
        });
        [p.input, p.box, p.a, p.lo].forEach(function (e) {
          if (e) {
            e.removeAttribute("aria-invalid");
            e.removeAttribute("data-verdict");
          }
        });
      });
    }

    function check() {
      var vs = verdicts();
      clearMarks();
      resetHints();
      var counted = vs.filter(function (x) {
        return x.counted;
      });
      // A page with nothing answered gets no marks: a ✗ on every item the search decides
      // would be the key.
      var answered = vs.some(function (x) {
        return x.answered;
      });
      var right = 0;
      var wrong = [];
      if (answered) {
        counted.forEach(function (x) {
          var p = parts[x.i];
          setMark(x.what === "window" ? p.wmark : x.what === "interval" ? p.ivmark : p.mark, x);
          var field = x.what === "leaf" ? p.box : x.what === "window" ? p.a : x.what === "interval" ? p.lo : p.input;
          field.setAttribute("aria-invalid", x.v.ok ? "false" : "true");
          field.setAttribute("data-verdict", x.v.ok ? "right" : "wrong");
          if (x.v.ok) right++;
          else wrong.push(x);
        });
      }
      ex.score = [right, counted.length];
      ex.wrong = answered ? bySearchOrder(wrong) : null;
      var head = right + "/" + counted.length + " " + T.right;
      var names = wrong.map(function (x) {
        return x.name;
      });
      status.textContent = !answered ? head + T.stop + T.nothingAnswered : wrong.length === 0 ? head + " — " + ALL_RIGHT : head + T.stop + spaced(T.wrong) + names.join(WORDS.listSeparator);
      status.setAttribute("data-right", right);
      status.setAttribute("data-total", counted.length);
      updateTotal();
      if (onChecked && answered) onChecked(tree, wrong.length === 0);
      return vs;
    }
    ex.check = check;
    ex.verdicts = verdicts;
    checkBtn.addEventListener("click", check);
    // Enter in any answer box checks, as in a form.
    inner.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && e.target.tagName === "INPUT" && e.target.type === "text") {
        e.preventDefault();
        check();
      }
    });

    // A hint replays the search from the step that decides one item: after a Check, the
    // first wrong item in search order; before, the first item the search decides that the
    // student has not answered. Each press shows one more step.
    var steps = tree.stepper.steps;
    var run = null;
    function hintTarget() {
      if (ex.wrong) return ex.wrong.length ? { at: ex.wrong[0].from } : { none: T.hintAllRight };
      var open = bySearchOrder(
        verdicts().filter(function (x) {
          return x.asked && !x.answered;
        })
      );
      return open.length ? { at: open[0].from } : { none: T.hintAllAnswered };
    }
    function resetHints() {
      run = null;
      hints.textContent = "";
      halo.setAttribute("cx", -100);
      halo.setAttribute("cy", -100);
    }
    hintBtn.addEventListener("click", function () {
      var t = hintTarget();
      if (t.none) {
        resetHints();
        html("li", { class: "end" }, hints, t.none);
        return;
      }
      var at = Math.max(1, Math.min(t.at, steps.length));
      if (!run || run.start !== at) {
        resetHints();
        run = { start: at, next: at };
      }
      if (run.next > steps.length) {
        if (!hints.lastChild || hints.lastChild.className !== "end") html("li", { class: "end" }, hints, T.noHints);
        return;
      }
      var k = run.next++;
      var st = steps[k - 1];
      var text = T.step + " " + k + ": " + nodes[st.n].name + " — " + st.a + " (α " + st.al + ", β " + st.be + (st.v ? ", " + st.v : "") + ")" + (st.note ? ": " + st.note : "");
      html("li", { "data-step": k }, hints, text);
      halo.setAttribute("cx", X[st.n]);
      halo.setAttribute("cy", nodes[st.n].y);
    });

    function closeSolution() {
      solution.hidden = true;
      solution.textContent = "";
    }
    solBtn.addEventListener("click", function () {
      var vs =
        ex.wrong ||
        verdicts().filter(function (x) {
          return x.counted && !x.v.ok;
        });
      var first = Infinity;
      vs.forEach(function (x) {
        if (x.step > 0) first = Math.min(first, x.step);
      });
      var at = first === Infinity ? "end" : String(first);
      var page = data.stepper
        .split("\uE010")
        .join(escapeHtml(name))
        .split("\uE011")
        .join(escapeHtml(tree.conventions))
        .split("\uE012")
        .join(scriptJson(tree.stepper))
        .replace(/<html lang="([^"]*)">/, '<html lang="$1" data-hash="step=' + at + '">');
      solution.textContent = "";
      solution.hidden = false;
      var close = html("button", { type: "button", "aria-label": "Close solution" }, solution, T.closeSolution);
      var frame = html("iframe", { title: T.solutionTitle, "data-step": at }, solution);
      frame.srcdoc = page;
      close.addEventListener("click", function () {
        closeSolution();
        solBtn.focus();
      });
      solution.scrollIntoView({ block: "nearest" });
    });

    // Clear returns the exercise to how it opened: nothing typed or ticked, no mark, no
    // outline, no reason, hint or solution shown.
    clearBtn.addEventListener("click", function () {
      order.forEach(function (i) {
        var p = parts[i];
        if (p.box) {
          p.box.checked = false;
          showPruned(i);
        }
        [p.input, p.a, p.b, p.lo, p.hi].forEach(function (e) {
          if (e) e.value = "";
        });
      });
      if (wbox && wbox.checked) {
        wbox.checked = false;
        sec.classList.remove("with-windows");
      }
      clearMarks();
      resetHints();
      closeSolution();
      status.textContent = "";
      status.removeAttribute("data-right");
      status.removeAttribute("data-total");
      ex.score = null;
      ex.wrong = null;
      updateTotal();
    });
    return ex;
  }

  // For tests: every exercise's verdicts as data, item by item.
  window.gametreePractice = {
    verdicts: function () {
      return exercises.map(function (ex) {
        return ex.verdicts().map(function (x) {
          return { item: x.what, name: x.label, ok: x.v.ok, line: x.v.line, note: x.v.note || null, blank: !!x.v.blank, answered: x.answered, counted: x.counted };
        });
      });
    },
    fmtValue: fmtValue,
  };
})();
