/* The judge book's pages: the reader's language (one switch in every page's header) and the
 * search box on the index page (RulingsSearch, search.js). Text goes into the page as text
 * (textContent), never as markup. Works from file:// and from any static host: a language's
 * texts are a script file (lang/xx.js, written by `rulings book`), loaded when it is picked.
 *
 * The language: ?hl=xx in the address wins (for that page; it is not remembered); else the one
 * the reader picked in the switch (remembered, localStorage); else the browser's. A page is
 * written in English, what a reader without JavaScript sees; in another language its answer,
 * its checks and what the engine did are replaced by lang/xx.js's texts (marked lang="xx"),
 * and put back when English is picked again. */
(function () {
  "use strict";

  var LANGS = ["en", "de", "es", "fr", "it", "pt", "ru", "ja", "ko", "zhs", "zht"];
  var KEY = "rulings-book-lang";
  var MATCH_TEXT = { exact: "exact match", strong: "strong match", partial: "partial match",
                     weak: "weak match" };
  var script = document.currentScript;
  var ROOT = script ? script.src.replace(/book\.js(\?.*)?$/, "") : "";

  function param(name) {
    var m = new RegExp("[?&]" + name + "=([^&#]*)").exec(window.location.search);
    if (!m) return null;
    try { return decodeURIComponent(m[1].replace(/\+/g, " ")); } catch (e) { return null; }
  }

  function dropParam(name) {
    var rest = window.location.search.replace(/^\?/, "").split("&").filter(function (p) {
      return p && p.split("=")[0] !== name;
    });
    try {
      window.history.replaceState(null, "", window.location.pathname +
        (rest.length ? "?" + rest.join("&") : "") + window.location.hash);
    } catch (e) { /* some file:// setups refuse */ }
  }

  function known(lang) { return LANGS.indexOf(lang) >= 0 ? lang : null; }

  function stored() {
    try { return known(window.localStorage.getItem(KEY)); } catch (e) { return null; }
  }

  function store(lang) {
    try { window.localStorage.setItem(KEY, lang); } catch (e) { /* file:// may refuse */ }
  }

  function browserLang() {
    var tag = (navigator.language || "en").toLowerCase();
    if (tag.indexOf("zh") === 0) return /tw|hk|mo|hant/.test(tag) ? "zht" : "zhs";
    var base = tag.split("-")[0];
    return known(base) || "en";
  }

  /* The language the reader set: in the address (?hl=) or in the switch; null if neither. */
  function chosen() { return known(param("hl")) || stored(); }

  function htmlLang(lang) { return lang === "zhs" ? "zh-Hans" : lang === "zht" ? "zh-Hant" : lang; }

  function el(tag, text, cls) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }

  // --- a language's texts: lang/xx.js, loaded once, on demand --------------------------------

  var loading = {};

  function texts(lang, done) {
    var ready = window.RULINGS_LANG && window.RULINGS_LANG[lang];
    if (lang === "en" || ready) { done(ready || null); return; }
    if (!loading[lang]) {
      loading[lang] = [];
      var tag = document.createElement("script");
      tag.src = ROOT + "lang/" + lang + ".js";
      tag.onload = tag.onerror = function () {
        var waiting = loading[lang];
        loading[lang] = null;
        var data = (window.RULINGS_LANG && window.RULINGS_LANG[lang]) || null;
        waiting.forEach(function (f) { f(data); });
      };
      document.head.appendChild(tag);
    }
    (loading[lang] || []).push(done);
    if (!loading[lang]) done((window.RULINGS_LANG && window.RULINGS_LANG[lang]) || null);
  }

  /* A page's text ``n`` in a language: words, or [words, a name kept in English, words]. */
  function piece(data, id, n) {
    var places = data.pages[id];
    return places && n < places.length ? data.texts[places[n]] : null;
  }

  // Latin letters in Japanese, Korean, Russian or Chinese words are the English names the
  // scenario and the engine give (players, cards, rooms, the stack's labels): marked English.
  var LATIN = /([A-Za-z][A-Za-z0-9'\u2019,.:!?\- ]*[A-Za-z0-9]|[A-Za-z])/;
  var OTHER_SCRIPT = ["ja", "ko", "ru", "zh-Hans", "zh-Hant"];

  function words(node, text, lang) {
    if (OTHER_SCRIPT.indexOf(lang) < 0) { node.appendChild(document.createTextNode(text)); return; }
    text.split(LATIN).forEach(function (part, n) {
      if (!part) return;
      if (n % 2) {
        var name = el("span", part);
        name.lang = "en";
        node.appendChild(name);
      } else {
        node.appendChild(document.createTextNode(part));
      }
    });
  }

  function fill(node, said, lang) {
    node.textContent = "";
    if (Array.isArray(said)) {
      words(node, said[0], lang);
      var name = el("span", said[1]);
      name.lang = "en";
      node.appendChild(name);
      words(node, said[2], lang);
    } else {
      words(node, said, lang);
    }
    node.lang = lang;
    node.hidden = !said;
  }

  // --- a scenario page: its texts and its cards in the reader's language ---------------------

  var english = null; // the page as written: [node, its children, hidden] per place

  function sayPage(lang) {
    var main = document.getElementById("main");
    var id = main && main.getAttribute("data-id");
    var places = main ? main.querySelectorAll("[data-k]") : [];
    if (!id || !places.length) return;
    if (!english) {
      english = Array.prototype.map.call(places, function (node) {
        return [node, Array.prototype.slice.call(node.childNodes), node.hidden];
      });
    }
    function restore() {
      english.forEach(function (kept) {
        kept[0].textContent = "";
        kept[1].forEach(function (child) { kept[0].appendChild(child); });
        kept[0].removeAttribute("lang");
        kept[0].hidden = kept[2];
      });
      document.documentElement.removeAttribute("data-said");
    }
    if (lang === "en") { restore(); return; }
    texts(lang, function (data) {
      if (current !== lang) return; // another language was picked meanwhile
      var said = data && data.pages[id];
      if (!said || said.length !== english.length) { restore(); return; } // not in it: English
      english.forEach(function (kept, n) { fill(kept[0], piece(data, id, n), data.html); });
      document.documentElement.setAttribute("data-said", lang);
    });
  }

  function showCards(lang) {
    var blocks = document.querySelectorAll(".printed");
    for (var i = 0; i < blocks.length; i++) {
      blocks[i].hidden = blocks[i].getAttribute("data-lang") !== lang;
    }
  }

  var current = "en";
  var listeners = [];

  function apply(lang) {
    current = known(lang) || "en";
    var select = document.getElementById("lang");
    if (select) select.value = current;
    showCards(current);
    sayPage(current);
    listeners.forEach(function (f) { f(current); });
  }

  // --- the index page: search ----------------------------------------------------------------

  /* lookup.query_language: the seed language a query is written in, by its script, else by the
   * glossary's words and the card names in it (the most letters wins); English otherwise. */
  function queryLanguage(query) {
    if (/[\u3040-\u30ff]/.test(query)) return "ja";
    if (/[\uac00-\ud7af\u1100-\u11ff]/.test(query)) return "ko";
    if (/[\u0400-\u04ff]/.test(query)) return "ru";
    var S = window.RulingsSearch, index = S.index(), glossary = index.data.glossary;
    var folded = S.fold(query), spaced = " " + folded + " ", votes = new Map();
    function size(text) { return Array.from(text).length; }
    function vote(lang, n) { votes.set(lang, (votes.get(lang) || 0) + n); }
    var english = new Set();
    glossary.forEach(function (term) {
      S.fold(term[0]).split(" ").forEach(function (w) { english.add(w); });
    });
    glossary.forEach(function (term) {
      var found = new Map();
      term[2].forEach(function (pair) {
        var lang = pair[0], form = pair[1];
        if (english.has(form)) return;
        if (S.isWide(form) ? folded.indexOf(form) >= 0 : spaced.indexOf(" " + form) >= 0) {
          found.set(lang, Math.max(found.get(lang) || 0, size(form)));
        }
      });
      found.forEach(function (n, lang) { vote(lang, n); });
    });
    index.matchNames(query).forEach(function (m) {
      if (m.lang !== "en" && m.strength !== 2) vote(m.lang, size(m.name));
    });
    var englishWords = 0;
    glossary.forEach(function (term) {
      if (spaced.indexOf(" " + S.fold(term[0]) + " ") >= 0) englishWords += size(term[0]);
    });
    var best = null;
    votes.forEach(function (n, lang) { if (best === null || n > votes.get(best)) best = lang; });
    return best !== null && votes.get(best) > englishWords ? best : "en";
  }

  /* A note of the search, a card's name in another language marked as that language
   * ('"Fackel des Wegsuchers" (de) is Trailblazer's Torch'). */
  function noteNode(note) {
    var node = el("span", null, "note");
    var m = /^"(.+)" \(([a-z]+)\) is (.+)$/.exec(note);
    if (!m || !known(m[2]) || m[2] === "en") { node.textContent = note; return node; }
    var name = el("span", m[1]);
    name.lang = htmlLang(m[2]);
    node.appendChild(document.createTextNode('"'));
    node.appendChild(name);
    node.appendChild(document.createTextNode('" (' + m[2] + ") is " + m[3]));
    return node;
  }

  function setUpSearch(box) {
    var form = document.getElementById("search");
    var notes = document.getElementById("notes");
    var list = document.getElementById("results");
    var timer = null, asked = 0, last = "";

    function show(query) {
      last = query;
      var ask = ++asked;
      list.textContent = "";
      notes.textContent = "";
      if (!query.trim()) return;
      var result = window.RulingsSearch.lookup(query);
      result.notes.forEach(function (note) { notes.appendChild(noteNode(note)); });
      var shown = result.hits.slice(0, 20);
      var set = chosen();
      // as `rulings lookup`: the best three's outcomes in the query's language, unless the
      // reader set one; the pages open in it (the cards as printed in the language named)
      var said = set || queryLanguage(query);
      var address = known(param("hl")); // not remembered: the pages opened from here keep it
      var opens = address || (set ? null : (result.lang || (said !== "en" ? said : null)));
      var items = shown.map(function (hit) {
        var item = el("li");
        var link = el("a", null, "hit");
        link.href = "s/" + hit.entry.page + (opens ? "?hl=" + opens : "");
        link.appendChild(el("span", hit.entry.id, "id"));
        var name = el("span", " " + hit.entry.name);
        name.lang = "en";
        link.appendChild(name);
        item.appendChild(link);
        var how = el("span", MATCH_TEXT[hit.match], "match " + hit.match);
        item.appendChild(document.createTextNode(" "));
        item.appendChild(how);
        item.appendChild(el("span", " \u00b7 " + hit.entry.feature, "feature"));
        list.appendChild(item);
        return item;
      });
      var summary = result.hits.length
        ? result.hits.length + (result.hits.length === 1 ? " scenario" : " scenarios") +
          (result.hits.length > shown.length ? ", the best " + shown.length + " shown" : "")
        : "no scenario found";
      notes.appendChild(el("span", summary, "note count"));
      if (said === "en") return;
      texts(said, function (data) {
        if (ask !== asked || !data) return; // a newer query is shown
        items.slice(0, 3).forEach(function (item, n) {
          var line = piece(data, shown[n].entry.id, 2); // show's "Afterwards" line
          if (!line) return;
          var p = el("p", null, "said");
          fill(p, line, data.html);
          item.appendChild(p);
        });
      });
    }

    function remember(query) {
      try {
        var url = window.location.pathname + (query ? "?q=" + encodeURIComponent(query) : "") +
          (param("hl") ? (query ? "&" : "?") + "hl=" + param("hl") : "");
        window.history.replaceState(null, "", url);
      } catch (e) { /* some file:// setups refuse: the search still works */ }
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      show(box.value);
      remember(box.value);
    });
    box.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () { show(box.value); remember(box.value); }, 200);
    });
    listeners.push(function () { if (last) show(last); }); // the switch: said again in it
    var first = param("q");
    if (first) { box.value = first; show(first); }
  }

  var box = document.getElementById("q");
  if (box && window.RulingsSearch) {
    window.RulingsSearch.queryLanguage = queryLanguage;
    setUpSearch(box);
  }
  var select = document.getElementById("lang");
  if (select) {
    select.addEventListener("change", function () {
      store(select.value);
      dropParam("hl"); // picked in the switch: a reload keeps the pick, not the address's
      apply(select.value);
    });
  }
  apply(chosen() || browserLang());
})();
