// The practice page's numbers: numbers read as answers write them, decimals compared
// exactly, as the checker's `num::exact` compares them, and numbers printed as the checker
// prints them. Part of the page's script
// (before `practice.js`).
var gametreeNumbers = (function () {
  "use strict";
  // A float holds 17 significant digits, so `2.99999999999999999` is read as the float 3
  // though it is not 3. A decimal here is {neg, digits, exp}: 0.d1d2… × 10^exp, with no
  // leading or trailing zero digit (none at all for zero).
  function decimalNormal(neg, digits, exp) {
    var lead = 0;
    while (lead < digits.length && digits[lead] === 0) lead++;
    digits = digits.slice(lead);
    exp -= lead;
    while (digits.length && digits[digits.length - 1] === 0) digits.pop();
    if (!digits.length) return { neg: false, digits: [], exp: 0 };
    return { neg: neg, digits: digits, exp: exp };
  }
  // `[+-]digits[.digits][e[+-]digits]`, `_` between digits as YAML 1.1 allows; or null.
  function decimalParse(text) {
    var t = text.trim();
    var neg = false;
    if (t.charAt(0) === "-" || t.charAt(0) === "+") {
      neg = t.charAt(0) === "-";
      t = t.slice(1);
    }
    var exp = 0;
    var e = t.search(/[eE]/);
    if (e >= 0) {
      if (!/^[+-]?[0-9]+$/.test(t.slice(e + 1))) return null;
      exp = Number(t.slice(e + 1));
      if (!Number.isSafeInteger(exp)) return null;
      t = t.slice(0, e);
    }
    var dot = t.indexOf(".");
    var whole = (dot >= 0 ? t.slice(0, dot) : t).replace(/_/g, "");
    var frac = (dot >= 0 ? t.slice(dot + 1) : "").replace(/_/g, "");
    if (!/^[0-9]*$/.test(whole) || !/^[0-9]*$/.test(frac) || whole.length + frac.length === 0) return null;
    var digits = (whole + frac).split("").map(Number);
    return decimalNormal(neg, digits, exp + whole.length);
  }
  function decimalTimes(a, b) {
    var p = [];
    for (var k = 0; k < a.digits.length + b.digits.length; k++) p.push(0);
    for (var i = a.digits.length - 1; i >= 0; i--) {
      for (var j = b.digits.length - 1; j >= 0; j--) p[i + j + 1] += a.digits[i] * b.digits[j];
    }
    for (var m = p.length - 1; m > 0; m--) {
      p[m - 1] += Math.floor(p[m] / 10);
      p[m] %= 10;
    }
    return decimalNormal(a.neg !== b.neg, p, a.exp + b.exp);
  }
  function decimalEqual(a, b) {
    return a.neg === b.neg && a.exp === b.exp && a.digits.join("") === b.digits.join("");
  }
  // The checker's `is_exactly`: whether the number written as `text` (a decimal, or a
  // fraction n/d of two decimals) is exactly the value whose shortest decimal the engine
  // wrote (`shown`). A text this reader does not know counts as exact, as there.
  function isExactly(text, shown) {
    var x = decimalParse(shown);
    if (x === null) return true;
    var slash = text.indexOf("/");
    if (slash < 0) {
      var w = decimalParse(text);
      return w === null || decimalEqual(w, x);
    }
    var n = decimalParse(text.slice(0, slash));
    var d = decimalParse(text.slice(slash + 1));
    if (n === null || d === null || !d.digits.length) return true;
    // n/d is x exactly when n is x·d exactly (the signs included).
    return decimalEqual(n, decimalTimes(x, d));
  }

  // The checker's number printing (shortest exact decimal; ten significant digits past
  // twelve), for the number written, which the lines quote.
  function special(v) {
    if (v === Infinity) return "∞";
    if (v === -Infinity) return "-∞";
    if (v !== v) return "NaN";
    return null;
  }
  function expo(s) {
    return s.replace("e+", "e");
  }
  function fmtExact(v) {
    var s = special(v);
    if (s !== null) return s;
    var a = Math.abs(v);
    if (a !== 0 && !(a >= 1e-6 && a < 1e16)) return expo(v.toExponential());
    return String(v);
  }
  function significant(s) {
    var m = s.split("e")[0].replace(/[^0-9]/g, "").replace(/^0+/, "").replace(/0+$/, "");
    return Math.max(1, m.length);
  }
  function fmtValue(v) {
    var s = special(v);
    if (s !== null) return s;
    var exact = fmtExact(v);
    if (significant(exact) <= 12 || (v === Math.trunc(v) && Math.abs(v) <= 9007199254740992)) return exact;
    var text = v.toExponential(9);
    var ten = Number(text);
    var shown;
    if (isFinite(ten)) shown = fmtExact(ten);
    else {
      var parts = text.split("e");
      shown = parts[0].replace(/0+$/, "").replace(/\.$/, "") + "e" + parts[1].replace("+", "");
    }
    return !isFinite(ten) || Math.abs(ten - v) > 1e-12 * Math.abs(v) ? "≈" + shown : shown;
  }

  // ---- numbers as answers write them, compared as the checker compares them -----------
  // A number of the page's data: JSON has no infinities, so those are strings.
  function num(v) {
    if (v === "inf") return Infinity;
    if (v === "-inf") return -Infinity;
    if (v === "nan") return NaN;
    return v;
  }

  function approxEq(a, b) {
    if (a === b) return true;
    var d = Math.abs(a - b);
    return d <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)) && isFinite(d);
  }

  var DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
  function parseNumber(text) {
    var t = text.trim();
    var u = t.replace(/^[+-]/, "");
    if (u === ".inf" || u === ".Inf" || u === ".INF") return t.charAt(0) === "-" ? -Infinity : Infinity;
    if (!/[0-9]/.test(t) || !/^[0-9+\-.eE_]+$/.test(t)) return null;
    var s = t.replace(/_/g, "");
    if (!DECIMAL.test(s)) return null;
    var v = Number(s);
    return isFinite(v) ? v : null;
  }

  // [number, decimal places or null], or null.
  function writtenNumber(text) {
    text = text.trim();
    var slash = text.indexOf("/");
    if (slash >= 0) {
      var n = parseNumber(text.slice(0, slash));
      var d = parseNumber(text.slice(slash + 1));
      if (n === null || d === null) return null;
      var x = n / d;
      return isFinite(x) && d !== 0 ? [x, null] : null;
    }
    var v = parseNumber(text);
    if (v === null) return null;
    var places = null;
    var dot = text.indexOf(".");
    if (dot >= 0) {
      var frac = text.slice(dot + 1);
      if (!/[eE]/.test(text) && /^[0-9]*$/.test(frac) && frac.length <= 255) places = frac.length;
    }
    return [v, places];
  }

  function boundNumber(raw) {
    var t = raw.trim();
    var l = t.toLowerCase();
    if (["inf", "+inf", ".inf", "+.inf", "∞", "+∞", "infinity"].indexOf(l) >= 0) return Infinity;
    if (["-inf", "-.inf", "-∞", "-infinity"].indexOf(l) >= 0) return -Infinity;
    return parseNumber(t);
  }

  // The checker's `same_number`: written exactly, or (for a value from chance averaging)
  // within the tolerance or rounded to the two or more places written. A value from the
  // file must be written exactly: the decimal typed (`text`) is compared with the exact
  // decimal the engine wrote (`t.e`), not only as a float.
  function sameNumber(w, places, t, text) {
    var v = num(t.v);
    if (!t.c) return w === v && (t.e === undefined || isExactly(text, t.e));
    if (w === v) return true;
    if (approxEq(w, v)) return true;
    return places !== null && places >= 2 && places <= 17 && t.r && num(t.r[places - 2]) === w;
  }

  // A number to `p` places as the checker prints it (negative zero keeps its sign).
  function fixed(x, p) {
    return (x === 0 && 1 / x < 0 ? "-" : "") + x.toFixed(Math.min(p, 100));
  }

  return {
    isExactly: isExactly,
    fmtValue: fmtValue,
    num: num,
    approxEq: approxEq,
    writtenNumber: writtenNumber,
    boundNumber: boundNumber,
    sameNumber: sameNumber,
    fixed: fixed,
  };
})();
