// The stepper of `gametree html`. It draws the tree the page's data lays out and replays
// the search's steps: each step lists the display changes Rust computed from the search
// record ([node, key, value]: status, value text, value class, edge mark). This script
// only applies and undoes them; it knows nothing about pruning, and every word it shows
// comes from the data (the rows of `gametree trace`). A Monte Carlo search's page
// (data.algorithm "mcts") steps through its iterations the same way: each step's panel
// shows the UCB1 table Rust made from the search's events, and the drawing each node's
// visits and mean; nothing of the search is computed here.
//
// URL fragment (or <html data-hash>): #step=N | #step=end | #step=start jumps to a step; &keys=ArrowLeft*3,End
// presses keys after that; #play plays (with &speed=MS per step); #walk steps through
// every step forward and back and writes what it showed into <pre id="walk"> (for tests).
(function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";
  var data = JSON.parse(document.getElementById("data").textContent);
  // The page's words, in the reader's language: templates whose {name} parts are filled in.
  var text = data.text;
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, name) {
      return values[name] !== undefined ? String(values[name]) : all;
    });
  }
  var nodes = data.nodes;
  var steps = data.steps;
  var N = nodes.length;
  var mcts = data.algorithm === "mcts";
  var state = { s: [], v: [], c: [], e: [] };
  for (var i = 0; i < N; i++) {
    state.s.push("");
    state.v.push("");
    state.c.push("");
    state.e.push("");
  }
  // What the drawing shows before the first step (the Monte Carlo search tree's root).
  (data.init || []).forEach(function (ch) {
    state[ch[1]][ch[0]] = ch[2];
  });
  var pos = 0; // steps applied
  var undo = [];
  var dirty = {};
  var $ = function (id) {
    return document.getElementById(id);
  };

  function el(name, attrs, parent, text) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }

  // ---- the drawing -------------------------------------------------------------------
  var svg = $("tree");
  svg.setAttribute("viewBox", "0 0 " + data.width + " " + data.height);
  svg.style.setProperty("--w", data.width);
  if (mcts) svg.classList.add("mcts");
  var gEdges = el("g", { class: "edges" }, svg);
  var halo = el("circle", { id: "halo", r: 30, cx: -100, cy: -100 }, svg);
  var gNodes = el("g", { class: "nodes" }, svg);
  var badge = el("g", { id: "badge", class: "hidden" }, svg);
  var badgeBox = el("rect", { rx: 5, height: 22, y: -15 }, badge);
  var badgeText = el("text", { x: 7, y: 0 }, badge);
  var edges = [];
  var groups = [];
  var valueText = [];

  var SHAPES = {
    max: "M0,-23 L27,19 L-27,19 Z",
    min: "M0,23 L27,-19 L-27,-19 Z",
  };

  nodes.forEach(function (n, i) {
    if (n.parent >= 0) {
      var p = nodes[n.parent];
      var g = el("g", { class: "edge" }, gEdges);
      el("line", { x1: p.x, y1: p.y, x2: n.x, y2: n.y }, g);
      var mx = (p.x + n.x) / 2;
      var my = (p.y + n.y) / 2;
      // The cut mark: a short stroke across the edge's middle.
      var dx = n.x - p.x;
      var dy = n.y - p.y;
      var len = Math.sqrt(dx * dx + dy * dy) || 1;
      var ux = (-dy / len) * 9;
      var uy = (dx / len) * 9;
      el("line", { class: "cutmark", x1: mx - ux, y1: my - uy, x2: mx + ux, y2: my + uy }, g);
      if (n.p !== undefined) {
        var side = n.x < p.x ? -1 : 1;
        el("text", { class: "prob", x: mx + side * 6, y: my, "text-anchor": side < 0 ? "end" : "start" }, g, "p " + n.p);
      }
      edges[i] = g;
    }
    var g2 = el("g", { class: "node k-" + n.k, transform: "translate(" + n.x + "," + n.y + ")", "data-path": n.path }, gNodes);
    el("title", {}, g2, describe(n));
    if (n.k === "leaf") {
      var half = Math.max(16, 4 * String(n.lv).length + 3); // long values widen the box
      el("rect", { class: "shape", x: -half, y: -16, width: 2 * half, height: 32, rx: 3 }, g2);
      el("text", { class: "leafvalue", y: 5 }, g2, n.lv);
      el("text", { class: "label", y: 32 }, g2, n.label !== undefined ? n.label : "");
      el("text", { class: "leafnum", y: n.label !== undefined ? 45 : 32 }, g2, "#" + n.leaf);
      // A Monte Carlo search counts a leaf's visits below it.
      valueText[i] = mcts ? el("text", { class: "visits", y: n.label !== undefined ? 58 : 45 }, g2) : null;
    } else {
      if (n.k === "chance") el("circle", { class: "shape", r: 23 }, g2);
      else el("path", { class: "shape", d: SHAPES[n.k] }, g2);
      el("text", { class: "label", x: n.k === "chance" ? -33 : -37, y: n.k === "min" ? -8 : 10, "text-anchor": "end" }, g2, n.name);
      valueText[i] = el("text", { class: "value", y: n.k === "max" ? 14 : n.k === "min" ? -3 : 5 }, g2);
    }
    groups[i] = g2;
  });

  function describe(n) {
    var what = n.k === "leaf" ? fill(text.leaf, { leaf: n.leaf, value: n.lv }) : fill(text.kinds[n.k], { name: n.name });
    return n.label !== undefined ? fill(text.with_path, { what: what, path: n.path }) : what;
  }

  function nodeName(i) {
    var n = nodes[i];
    return n.label !== undefined ? n.label + " (" + n.path + ")" : n.path;
  }

  function draw(i) {
    var g = groups[i];
    var n = nodes[i];
    var cls = "node k-" + n.k;
    if (state.s[i]) cls += " s-" + state.s[i];
    if (state.c[i]) cls += " c-" + state.c[i];
    g.setAttribute("class", cls);
    g.setAttribute("data-value", state.v[i]);
    g.setAttribute("data-status", state.s[i]);
    var t = valueText[i];
    if (t && n.k === "leaf") {
      t.textContent = state.v[i];
    } else if (t && mcts) {
      // Visits and mean under the node, centred: beside it they would run into a
      // neighbour's name.
      t.textContent = state.v[i];
      t.setAttribute("class", "value stats");
      t.setAttribute("x", 0);
      t.setAttribute("y", 38);
      t.setAttribute("text-anchor", "middle");
    } else if (t) {
      var v = state.v[i];
      t.textContent = v;
      // Short values sit inside the shape, as in textbook figures; longer ones beside it.
      var inside = v.length <= 4;
      t.setAttribute("class", inside ? "value" : "value side");
      t.setAttribute("x", inside ? 0 : 33);
      t.setAttribute("y", inside ? (n.k === "max" ? 14 : n.k === "min" ? -3 : 5) : 5);
      t.setAttribute("text-anchor", inside ? "middle" : "start");
    }
    if (edges[i]) {
      var ec = "edge";
      if (state.e[i]) ec += " e-" + state.e[i];
      if (state.s[i]) ec += " s-" + state.s[i];
      edges[i].setAttribute("class", ec);
    }
  }

  // ---- stepping ----------------------------------------------------------------------
  function apply(k) {
    var u = [];
    steps[k].d.forEach(function (ch) {
      var arr = state[ch[1]];
      u.push([ch[0], ch[1], arr[ch[0]]]);
      arr[ch[0]] = ch[2];
      dirty[ch[0]] = true;
    });
    undo.push(u);
  }

  function unapply() {
    var u = undo.pop();
    for (var j = u.length - 1; j >= 0; j--) {
      state[u[j][1]][u[j][0]] = u[j][2];
      dirty[u[j][0]] = true;
    }
  }

  function go(target) {
    target = Math.max(0, Math.min(steps.length, target | 0));
    while (pos < target) apply(pos++);
    while (pos > target) {
      unapply();
      pos--;
    }
    show();
  }

  // Keep the current node in view when the figure is wider than the screen (phones).
  var scroller = svg.parentNode;
  function follow(x) {
    if (scroller.scrollWidth <= scroller.clientWidth + 1) return;
    var scale = svg.getBoundingClientRect().width / data.width;
    var px = x * scale;
    var margin = scroller.clientWidth * 0.2;
    if (px < scroller.scrollLeft + margin || px > scroller.scrollLeft + scroller.clientWidth - margin) {
      scroller.scrollLeft = Math.max(0, px - scroller.clientWidth / 2);
    }
  }

  var lastPv = [];
  function show() {
    for (var d in dirty) draw(+d);
    dirty = {};
    var done = pos === steps.length;
    // The best line, once the search is over.
    lastPv.forEach(function (i) {
      groups[i].classList.remove("pv");
      if (edges[i]) edges[i].classList.remove("pv");
    });
    lastPv = done ? data.result.pv : [];
    lastPv.forEach(function (i) {
      groups[i].classList.add("pv");
      if (edges[i]) edges[i].classList.add("pv");
    });
    var st = pos > 0 ? steps[pos - 1] : null;
    var root = data.root;
    if (st && mcts) {
      var m = nodes[st.n];
      halo.setAttribute("cx", m.x);
      halo.setAttribute("cy", m.y);
      halo.setAttribute("class", "k-" + st.k);
      badge.setAttribute("class", "hidden");
      follow(m.x);
    } else if (st) {
      var n = nodes[st.n];
      halo.setAttribute("cx", n.x);
      halo.setAttribute("cy", n.y);
      halo.setAttribute("class", "k-" + st.k);
      var w = nodes[st.w !== undefined ? st.w : st.n];
      badgeText.textContent = "α " + st.al + "  β " + st.be;
      badge.setAttribute("class", "");
      badge.setAttribute("transform", "translate(" + (w.x + 24) + "," + (w.y - 26) + ")");
      badgeBox.setAttribute("width", badgeText.getComputedTextLength() + 14);
      follow(n.x);
    } else {
      halo.setAttribute("cx", -100);
      halo.setAttribute("cy", -100);
      badge.setAttribute("class", "hidden");
    }
    $("counter").textContent = pos === 0 ? text.start : fill(text.step, { step: pos, total: steps.length });
    $("node").textContent = st ? nodeName(st.n) : "";
    $("action").textContent = st ? st.a : "";
    if (mcts) {
      $("iteration").textContent = st ? fill(text.iteration, { number: st.it }) : "";
      candidates(st);
    } else {
      $("alpha").textContent = st ? st.al : "";
      $("beta").textContent = st ? st.be : "";
      $("value").textContent = st ? st.v || state.v[st.n] || "—" : "—";
    }
    var note = st ? st.note || "" : text.nothing_yet;
    $("note").textContent = note;
    var summary = $("summary");
    summary.textContent = done ? data.result.summary : "";
    summary.className = done ? "summary" : "summary hidden";
    $("scrub").value = pos;
    var pruned = [];
    var evaluated = [];
    var beyond = [];
    nodes.forEach(function (n, i) {
      if (n.k !== "leaf") return;
      if (state.s[i] === "pruned") pruned.push(n.leaf);
      else if (state.s[i] === "beyond") beyond.push(n.leaf);
      else if (state.s[i] === "done") evaluated.push(n.leaf);
    });
    var box = $("state");
    box.setAttribute("data-step", pos);
    box.setAttribute("data-steps", steps.length);
    box.setAttribute("data-node", st ? nodes[st.n].path : "");
    box.setAttribute("data-alpha", st && st.al !== undefined ? st.al : "");
    box.setAttribute("data-beta", st && st.be !== undefined ? st.be : "");
    box.setAttribute("data-value", st && st.v ? st.v : "");
    box.setAttribute("data-note", st && st.note ? st.note : "");
    box.setAttribute("data-root", state.v[root]);
    box.setAttribute("data-root-class", state.c[root]);
    box.setAttribute("data-pruned", pruned.join(","));
    box.setAttribute("data-evaluated", evaluated.join(","));
    box.setAttribute("data-beyond", beyond.join(","));
    if (mcts) {
      box.setAttribute("data-iteration", st ? st.it : "");
      box.setAttribute("data-kind", st ? st.k : "");
    }
    highlightRow();
  }

  // A Monte Carlo selection's table: every child weighed, its visits, mean and UCB1 (as
  // Rust rounded them), the chosen one marked.
  function candidates(st) {
    var table = $("cands");
    var body = table.tBodies[0];
    body.textContent = "";
    var rows = st && st.cand ? st.cand : [];
    rows.forEach(function (c) {
      var tr = document.createElement("tr");
      tr.setAttribute("data-path", nodes[c[0]].path);
      if (c[4]) tr.className = "chosen";
      [nodeName(c[0]), c[1], c[2], c[3] + (c[4] ? " ◀" : "")].forEach(function (v) {
        var td = document.createElement("td");
        td.textContent = v;
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
    table.className = rows.length ? "cands" : "cands hidden";
  }

  // ---- the step table ----------------------------------------------------------------
  if (mcts) $("steps").classList.add("mcts");
  var tbody = $("steps").tBodies[0];
  var rows = [];
  var frag = document.createDocumentFragment();
  steps.forEach(function (st, k) {
    var tr = document.createElement("tr");
    var cells = mcts ? [k + 1, st.it, nodeName(st.n), st.a, st.note || ""] : [k + 1, nodeName(st.n), st.a, st.al, st.be, st.v || "", st.note || ""];
    cells.forEach(function (c, j) {
      var td = document.createElement("td");
      td.textContent = c;
      if (j === cells.length - 1) td.className = "notecol";
      tr.appendChild(td);
    });
    if (st.k === "cutoff") tr.className = "cut";
    tr.addEventListener("click", function () {
      stop();
      go(k + 1);
    });
    rows.push(tr);
    frag.appendChild(tr);
  });
  tbody.appendChild(frag);
  var current = null;
  function highlightRow() {
    if (current) current.classList.remove("current");
    current = pos > 0 ? rows[pos - 1] : null;
    if (!current) return;
    current.classList.add("current");
    // Scroll the table itself, never the page.
    var box = current.offsetParent && current.closest(".steps");
    if (box && box.scrollHeight > box.clientHeight) {
      var top = current.offsetTop - box.clientHeight / 2;
      box.scrollTop = Math.max(0, top);
    }
  }

  // ---- controls ----------------------------------------------------------------------
  var timer = null;
  var speed = $("speed");
  var playBtn = $("play");
  function playing(on) {
    playBtn.classList.toggle("on", on);
    playBtn.setAttribute("aria-label", on ? text.pause : text.play);
    $("state").setAttribute("data-playing", on ? "yes" : "no");
  }
  function tick() {
    if (pos >= steps.length) return stop();
    go(pos + 1);
    remember();
    timer = setTimeout(tick, +speed.value);
  }
  function play() {
    if (timer) return;
    if (pos >= steps.length) go(0);
    playing(true);
    timer = setTimeout(tick, Math.min(+speed.value, 400));
  }
  function stop() {
    if (timer) clearTimeout(timer);
    timer = null;
    playing(false);
  }
  function toggle() {
    if (timer) stop();
    else play();
  }
  function remember() {
    if (history.replaceState) {
      try {
        history.replaceState(null, "", "#step=" + pos);
      } catch (e) {
        /* some file:// setups refuse; the fragment is a convenience */
      }
    }
  }
  function step(to) {
    stop();
    go(to);
    remember();
  }

  $("first").addEventListener("click", function () {
    step(0);
  });
  $("back").addEventListener("click", function () {
    step(pos - 1);
  });
  $("forward").addEventListener("click", function () {
    step(pos + 1);
  });
  $("last").addEventListener("click", function () {
    step(steps.length);
  });
  playBtn.addEventListener("click", toggle);
  speed.addEventListener("change", function () {
    if (timer) {
      clearTimeout(timer);
      timer = setTimeout(tick, +speed.value);
    }
  });
  var scrub = $("scrub");
  scrub.max = steps.length;
  scrub.addEventListener("input", function () {
    step(+scrub.value);
  });

  // The number of steps that ends the iteration after (dir 1) or before (dir -1) the one
  // `at` steps are in: its last step, the backup (or the final state).
  function iterationEnd(at, dir) {
    var k = at;
    if (dir > 0) {
      while (k < steps.length && (k === at || (steps[k - 1].k !== "backup" && steps[k - 1].k !== "final"))) k++;
      return k;
    }
    k = at - 1;
    while (k > 0 && steps[k - 1].k !== "backup" && steps[k - 1].k !== "final") k--;
    return Math.max(0, k);
  }

  function key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target || {};
    var tag = (t.tagName || "").toLowerCase();
    // The slider and the speed menu handle their own arrows; a focused button its own space.
    if ((tag === "input" || tag === "select") && e.key !== " ") return;
    if (tag === "button" && (e.key === " " || e.key === "Enter")) return;
    switch (e.key) {
      case "ArrowLeft":
        step(pos - 1);
        break;
      case "ArrowRight":
        step(pos + 1);
        break;
      case "Home":
        step(0);
        break;
      case "End":
        step(steps.length);
        break;
      // A Monte Carlo page: to the end of the next (or the previous) iteration.
      case "PageDown":
        if (!mcts) return;
        step(iterationEnd(pos, 1));
        break;
      case "PageUp":
        if (!mcts) return;
        step(iterationEnd(pos, -1));
        break;
      case " ":
      case "Spacebar":
        toggle();
        break;
      default:
        return;
    }
    e.preventDefault();
  }
  document.addEventListener("keydown", key);

  // Printing shows the finished search.
  var beforePrint = null;
  window.addEventListener("beforeprint", function () {
    beforePrint = pos;
    stop();
    go(steps.length);
  });
  window.addEventListener("afterprint", function () {
    if (beforePrint !== null) go(beforePrint);
    beforePrint = null;
  });

  // ---- the URL fragment --------------------------------------------------------------
  // A page shown inside another (the practice page's solution) has no address of its
  // own: its fragment is the <html> element's data-hash.
  function fragment() {
    return location.hash || document.documentElement.getAttribute("data-hash") || "";
  }

  function params() {
    var out = {};
    fragment()
      .replace(/^#/, "")
      .split("&")
      .forEach(function (kv) {
        if (!kv) return;
        var i = kv.indexOf("=");
        var k = i < 0 ? kv : kv.slice(0, i);
        var v = i < 0 ? "" : kv.slice(i + 1);
        try {
          out[k] = decodeURIComponent(v);
        } catch (e) {
          out[k] = v;
        }
      });
    return out;
  }

  function target(v) {
    if (v === "end") return steps.length;
    if (v === "start") return 0;
    var n = parseInt(v, 10);
    return isNaN(n) ? null : n;
  }

  function snapshot() {
    var box = $("state");
    var out = {};
    ["step", "node", "alpha", "beta", "value", "note", "root", "pruned", "evaluated"].forEach(function (k) {
      out[k] = box.getAttribute("data-" + k);
    });
    out.values = groups.map(function (g) {
      return g.getAttribute("data-value") + "|" + g.getAttribute("class");
    });
    return out;
  }

  function fromFragment() {
    var p = params();
    if (p.speed !== undefined) {
      var ms = parseInt(p.speed, 10);
      if (ms > 0) {
        var o = document.createElement("option");
        o.value = ms;
        o.textContent = Math.round(10000 / ms) / 10 + " steps/s";
        speed.appendChild(o);
        speed.value = String(ms);
      }
    }
    var t = target(p.step);
    if (t !== null) go(t);
    if (p.keys) {
      p.keys.split(",").forEach(function (spec) {
        var m = /^([A-Za-z ]+)(?:\*(\d+))?$/.exec(spec);
        if (!m) return;
        var name = m[1] === "Space" ? " " : m[1];
        for (var j = 0; j < (m[2] ? +m[2] : 1); j++) {
          document.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
        }
      });
    }
    if (p.walk !== undefined) {
      var walk = { forward: [], back: [] };
      for (var k = 0; k <= steps.length; k++) {
        go(k);
        walk.forward.push(snapshot());
      }
      for (var b = steps.length; b >= 0; b--) {
        go(b);
        walk.back.push(snapshot());
      }
      var pre = document.createElement("pre");
      pre.id = "walk";
      pre.hidden = true;
      pre.textContent = JSON.stringify(walk);
      document.body.appendChild(pre);
    }
    if (p.play !== undefined) play();
  }

  if (data.depth_limit !== null && data.depth_limit !== undefined) {
    var li = document.createElement("li");
    var sw = document.createElement("span");
    sw.className = "swatch beyond";
    li.appendChild(sw);
    li.appendChild(document.createTextNode(fill(text.below_depth, { depth: data.depth_limit })));
    document.querySelector(".legend").appendChild(li);
  }
  // ---- zoom, fit and pan, as on the practice page ---------------------------------------
  // The figure is drawn `zoom` times the layout's size. It opens fitted to the room it has,
  // the whole tree in view; where that would shrink the text past reading, at a readable
  // scale, and `follow` keeps the current node in view.
  var zoom = 1;
  function setZoom(z) {
    zoom = Math.max(0.15, Math.min(3, z));
    svg.style.width = data.width * zoom + "px";
    svg.style.minWidth = "0";
    svg.style.maxWidth = "none";
    svg.setAttribute("data-zoom", zoom.toFixed(2));
  }
  function fitted() {
    var tall = window.innerHeight - Math.max(0, scroller.getBoundingClientRect().top) - 16;
    var z = (scroller.clientWidth || data.width) / data.width;
    return Math.min(1.3, tall > 200 ? Math.min(z, tall / data.height) : z);
  }
  $("zoom-in").addEventListener("click", function () {
    setZoom(zoom * 1.25);
  });
  $("zoom-out").addEventListener("click", function () {
    setZoom(zoom / 1.25);
  });
  $("fit").addEventListener("click", function () {
    setZoom(fitted());
  });
  scroller.addEventListener(
    "wheel",
    function (e) {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setZoom(zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1));
    },
    { passive: false }
  );
  // Drag the drawing to pan (touch screens scroll natively).
  var drag = null;
  scroller.addEventListener("pointerdown", function (e) {
    if (e.pointerType !== "mouse" || e.button !== 0) return;
    drag = { x: e.clientX, y: e.clientY, l: scroller.scrollLeft, t: window.scrollY };
    scroller.classList.add("dragging");
  });
  window.addEventListener("pointermove", function (e) {
    if (!drag) return;
    scroller.scrollLeft = drag.l - (e.clientX - drag.x);
    window.scrollTo(window.scrollX, drag.t - (e.clientY - drag.y));
  });
  window.addEventListener("pointerup", function () {
    drag = null;
    scroller.classList.remove("dragging");
  });
  setZoom(Math.max(fitted(), 0.5));
  // Before the first step no node is current: the root is the one to see.
  follow(nodes[data.root].x);

  playing(false);
  for (var d0 = 0; d0 < N; d0++) draw(d0);
  go(0);
  fromFragment();
  window.addEventListener("hashchange", function () {
    var t = target(params().step);
    if (t !== null && t !== pos) {
      stop();
      go(t);
    }
  });
})();
