/* The judge book's pages: the search box on the index page (RulingsSearch, search.js) and the
 * reader's language on a scenario page. Text goes into the page as text (textContent), never as
 * markup. Works from file:// and from any static host: nothing is fetched. */
(function () {
  "use strict";

  var LANGS = ["en", "de", "es", "fr", "it", "pt", "ru", "ja", "ko", "zhs", "zht"];
  var KEY = "rulings-book-lang";
  var MATCH_TEXT = { exact: "exact match", strong: "strong match", partial: "partial match",
                     weak: "weak match" };

  function param(name) {
    var m = new RegExp("[?&]" + name + "=([^&#]*)").exec(window.location.search);
    if (!m) return null;
    try { return decodeURIComponent(m[1].replace(/\+/g, " ")); } catch (e) { return null; }
  }

  function stored() {
    try { return window.localStorage.getItem(KEY); } catch (e) { return null; }
  }

  function store(lang) {
    try { window.localStorage.setItem(KEY, lang); } catch (e) { /* file:// may refuse */ }
  }

  function browserLang() {
    var tag = (navigator.language || "en").toLowerCase();
    if (tag.indexOf("zh") === 0) return /tw|hk|mo|hant/.test(tag) ? "zht" : "zhs";
    var base = tag.split("-")[0];
    return LANGS.indexOf(base) >= 0 ? base : "en";
  }

  function el(tag, text, cls) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }

  // --- the index page: search ---------------------------------------------------------------

  function setUpSearch(box) {
    var form = document.getElementById("search");
    var notes = document.getElementById("notes");
    var list = document.getElementById("results");
    var timer = null;

    function show(query) {
      list.textContent = "";
      notes.textContent = "";
      if (!query.trim()) return;
      var result = window.RulingsSearch.lookup(query);
      result.notes.forEach(function (note) { notes.appendChild(el("span", note, "note")); });
      var shown = result.hits.slice(0, 20);
      var lang = result.lang;
      shown.forEach(function (hit) {
        var item = el("li");
        var link = el("a", null, "hit");
        link.href = "s/" + hit.entry.page + (lang ? "?lang=" + lang : "");
        link.appendChild(el("span", hit.entry.id, "id"));
        link.appendChild(document.createTextNode(" " + hit.entry.name));
        item.appendChild(link);
        var how = el("span", MATCH_TEXT[hit.match], "match " + hit.match);
        item.appendChild(document.createTextNode(" "));
        item.appendChild(how);
        item.appendChild(el("span", " \u00b7 " + hit.entry.feature, "feature"));
        list.appendChild(item);
      });
      var summary = result.hits.length
        ? result.hits.length + (result.hits.length === 1 ? " scenario" : " scenarios") +
          (result.hits.length > shown.length ? ", the best " + shown.length + " shown" : "")
        : "no scenario found";
      notes.appendChild(el("span", summary, "note count"));
    }

    function remember(query) {
      try {
        var url = window.location.pathname + (query ? "?q=" + encodeURIComponent(query) : "");
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
    var asked = param("q");
    if (asked) { box.value = asked; show(asked); }
  }

  // --- a scenario page: the cards in the reader's language -----------------------------------

  function setUpLanguage(select) {
    function apply(lang) {
      if (LANGS.indexOf(lang) < 0) lang = "en";
      select.value = lang;
      var blocks = document.querySelectorAll(".printed");
      for (var i = 0; i < blocks.length; i++) {
        blocks[i].hidden = blocks[i].getAttribute("data-lang") !== lang;
      }
    }
    var first = param("lang");
    if (first && LANGS.indexOf(first) >= 0) store(first);
    apply(first || stored() || browserLang());
    select.addEventListener("change", function () { store(select.value); apply(select.value); });
  }

  var box = document.getElementById("q");
  if (box && window.RulingsSearch) setUpSearch(box);
  var select = document.getElementById("lang");
  if (select) setUpLanguage(select);
})();
