/* The judge book's pages: the reader's language (one switch in every page's header) and the
 * search box on the index page (RulingsSearch, search.js). Text goes into the page as text
 * (textContent), never as markup. Works from file:// and from any static host: a language's
 * texts are a script file (lang/xx.js, written by `rulings book`), loaded when it is picked.
 *
 * The language: ?hl=xx in the address wins (for that page; it is not remembered); else the one
 * the reader picked in the switch (remembered, localStorage); else the browser's. A page is
 * written in English, what a reader without JavaScript sees; in another language its answer,
 * its checks and what the engine did are replaced by lang/xx.js's texts (marked lang="xx"),
 * and so are the book's own words (chrome: every element marked data-w="key", its
 * placeholders' values in data-a; the search box's placeholder, data-wp; the search's labels
 * and notes), all put back when English is picked again. */
(function () {
  "use strict";

  var LANGS = ["en", "de", "es", "fr", "it", "pt", "ru", "ja", "ko", "zhs", "zht"];
  var KEY = "rulings-book-lang";
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

  // --- the book's own words (chrome.py, words.toml) -----------------------------------------

  /* The book's words in a language's data (lang/xx.js), English (the search index's) without. */
  function bookWords(data) {
    if (data && data.book) return data.book;
    return (window.RULINGS_BOOK && window.RULINGS_BOOK.words) || {};
  }

  /* A template's pieces: text at even places, a placeholder's name at odd ones. */
  function pieces(template) { return template.split(/\{(\w+)\}/); }

  /* A template with its placeholders filled, as plain text. */
  function sayPlain(template, args) {
    return pieces(template).map(function (part, n) {
      if (!(n % 2)) return part;
      var v = args[part];
      return Array.isArray(v) ? v[1] : (v === undefined ? "" : String(v));
    }).join("");
  }

  /* ``node`` said as ``template`` in ``lang`` (an HTML lang), each placeholder's value apart:
   * a command or a file as code, a name in Latin letters marked English (the book's names
   * are English), a node (a name marked with its own language) as it is. */
  function sayInto(node, template, args, lang) {
    node.textContent = "";
    pieces(template).forEach(function (part, n) {
      if (!(n % 2)) { if (part) words(node, part, lang); return; }
      var v = args[part];
      if (v === undefined || v === null) return;
      if (v.nodeType) { node.appendChild(v); return; }
      if (Array.isArray(v)) { node.appendChild(el("code", v[1])).lang = "en"; return; }
      v = String(v);
      if (lang !== "en" && /[A-Za-z]/.test(v)) { node.appendChild(el("span", v)).lang = "en"; }
      else node.appendChild(document.createTextNode(v));
    });
    if (lang !== "en") node.lang = lang;
  }

  var chrome = null; // the page's own words as written: [node, its children, placeholder]

  function sayChrome(lang, data) {
    if (!chrome) {
      chrome = Array.prototype.map.call(document.querySelectorAll("[data-w], [data-wp]"),
        function (node) {
          return [node, Array.prototype.slice.call(node.childNodes),
                  node.getAttribute("placeholder")];
        });
    }
    var said = lang !== "en" && data && data.book ? data.book : null;
    chrome.forEach(function (kept) {
      var node = kept[0], key = node.getAttribute("data-w"), wp = node.getAttribute("data-wp");
      if (wp) node.setAttribute("placeholder", said && said[wp] ? said[wp] : kept[2]);
      if (!key) return;
      if (!said || !said[key]) { // English, as written
        node.textContent = "";
        kept[1].forEach(function (child) { node.appendChild(child); });
        node.removeAttribute("lang");
        return;
      }
      var args = JSON.parse(node.getAttribute("data-a") || "{}");
      if (node.tagName === "TITLE") { document.title = sayPlain(said[key], args); return; }
      sayInto(node, said[key], args, data.html);
    });
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
    var picked = current;
    if (picked === "en") sayChrome("en", null);
    else texts(picked, function (data) { if (current === picked) sayChrome(picked, data); });
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

  /* A note of the search (search.js writes them in English) said in the book's words of
   * ``data``'s language (English without): a card's name in another language marked as that
   * language ('"Fackel des Wegsuchers" (de) is Trailblazer's Torch'), the English card names
   * and the rulings' text marked English. */
  function noteNode(note, data) {
    var said = bookWords(data), lang = data ? data.html : "en";
    var node = el("span", null, "note"), m;
    function say(key, args) { sayInto(node, said[key], args, lang); return node; }
    if ((m = /^"(.+)" \(([a-z]+)\) is (.+)$/.exec(note)) && known(m[2]) && m[2] !== "en") {
      var name = el("span", m[1]);
      name.lang = htmlLang(m[2]);
      return say("note.name", { name: name, lang: m[2], card: m[3] });
    }
    if ((m = /^showing results for "(.*)" \(you typed "(.*)"\)$/.exec(note))) {
      return say("note.showing", { shown: document.createTextNode(m[1]),
                                   query: document.createTextNode(m[2]) });
    }
    if ((m = /^nothing matches \u201c(.*)\u201d(?:; closest: (.*))?$/.exec(note))) {
      say("note.nothing", { query: document.createTextNode(m[1]) });
      if (m[2]) {
        var closest = el("span");
        sayInto(closest, said["note.closest"], { names: document.createTextNode(m[2]) }, lang);
        closest.removeAttribute("lang");
        node.appendChild(closest);
      }
      return node;
    }
    if (window.RULINGS_BOOK && note === window.RULINGS_BOOK.no_good_match) {
      return say("note.no-good-match", {});
    }
    node.textContent = note; // a ruling's id and its text, quoted in English
    if (lang !== "en") node.lang = "en";
    return node;
  }

  /* How many scenarios the search found, in the book's words of ``data``'s language. */
  function countNode(found, shown, data) {
    var said = bookWords(data), lang = data ? data.html : "en";
    var node = el("span", null, "note count");
    var key = !found ? "search.none" : found > shown ? "search.count.best" :
      found === 1 ? "search.count.one" : "search.count";
    sayInto(node, said[key], { count: found, shown: shown }, lang);
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
      var shown = result.hits.slice(0, 20);
      var set = chosen();
      // as `rulings lookup`: the best three's outcomes and the search's words in the query's
      // language, unless the reader set one; the pages open in it (the cards as printed in the
      // language named)
      var said = set || queryLanguage(query);
      var address = known(param("hl")); // not remembered: the pages opened from here keep it
      var opens = address || (set ? null : (result.lang || (said !== "en" ? said : null)));
      texts(said, function (data) {
        if (ask !== asked) return; // a newer query is shown
        var words = bookWords(data), lang = data ? data.html : "en";
        result.notes.forEach(function (note) { notes.appendChild(noteNode(note, data)); });
        var items = shown.map(function (hit) {
          var item = el("li");
          var link = el("a", null, "hit");
          link.href = "s/" + hit.entry.page + (opens ? "?hl=" + opens : "");
          link.appendChild(el("span", hit.entry.id, "id"));
          var name = el("span", " " + hit.entry.name);
          name.lang = "en";
          link.appendChild(name);
          item.appendChild(link);
          var how = el("span", words["match." + hit.match], "match " + hit.match);
          if (lang !== "en") how.lang = lang;
          item.appendChild(document.createTextNode(" "));
          item.appendChild(how);
          var feature = el("span", " \u00b7 " + hit.entry.feature, "feature");
          if (lang !== "en") feature.lang = "en";
          item.appendChild(feature);
          list.appendChild(item);
          return item;
        });
        notes.appendChild(countNode(result.hits.length, shown.length, data));
        if (!data) return;
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
