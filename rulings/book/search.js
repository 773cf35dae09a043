/* The judge book's search: rulings.lookup's matching, in the browser, on the index that
 * `rulings book` prebuilt (search-index.js sets window.RULINGS_BOOK).
 *
 * A port of rulings/lookup.py (words, stems, CJK and Hangul bigrams, the glossary, rare words
 * counting more) and rulings/fuzzy.py (a near-certain typo corrected and said). fuzz.ratio of
 * rapidfuzz is 200 * LCS / (len1 + len2): `ratio` below computes the same (a test compares them
 * on the query set). Plain JavaScript, no library, no network.
 */
(function (root) {
  "use strict";

  var PREFIX = "\u2026"; // a prefix key: the start of some word of a field
  var APOSTROPHES = "'\u2019\u2018\u02bc`";
  var ELISION = /['\u2019\u2018\u02bc`]/g;
  var ALNUM = /[\p{L}\p{N}]/u;
  var DIGIT = /^\p{Nd}$/u;

  // --- text -------------------------------------------------------------------------------

  function chars(text) { return Array.from(text); }

  function isWide(text) {
    for (var i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) >= 0x2e80) return true;
    }
    return false;
  }

  function isAscii(text) { return /^[\x00-\x7f]*$/.test(text); }

  /* rulings.data.names.fold: case-, accent-, width- and punctuation-insensitive. */
  function fold(text) {
    text = text.normalize("NFKC").toLowerCase().replace(/\u00df/g, "ss").replace(/\u03c2/g, "\u03c3");
    var kept = [];
    var decomposed = chars(text.normalize("NFD"));
    for (var i = 0; i < decomposed.length; i++) {
      var ch = decomposed[i];
      // drop accents on Latin, Greek and Cyrillic letters; keep kana voicing marks
      if (/\p{M}/u.test(ch) && isCombining(ch) && kept.length && kept[kept.length - 1] < "\u0530") continue;
      kept.push(ch);
    }
    var out = [];
    var composed = chars(kept.join("").normalize("NFC"));
    for (var j = 0; j < composed.length; j++) {
      var c = composed[j];
      if (APOSTROPHES.indexOf(c) >= 0) continue;
      out.push(ALNUM.test(c) ? c : " ");
    }
    return split(out.join("")).join(" ");
  }

  /* unicodedata.combining(ch) != 0: a mark with a non-zero combining class. Marks of class 0
   * (spacing marks, Mc, and a few Mn) are kept. */
  function isCombining(ch) {
    if (/\p{Mc}/u.test(ch) || /\p{Me}/u.test(ch)) return false;
    // every nonspacing mark the seed texts can hold after NFD has a non-zero class
    return /\p{Mn}/u.test(ch);
  }

  function split(text) {
    return text.split(/\s+/).filter(function (w) { return w.length > 0; });
  }

  /* lookup._fold_both: folded, and again with apostrophes as spaces when that differs. */
  function foldBoth(text) {
    var joined = fold(text);
    var apart = fold(text.replace(ELISION, " "));
    return apart === joined ? joined : joined + " " + apart;
  }

  function len(text) { return chars(text).length; }

  // --- the index ---------------------------------------------------------------------------

  function Index(data) {
    this.data = data;
    this.entries = data.entries.map(function (row, place) {
      return { place: place, id: row[0], base: row[1], name: row[2], page: row[3],
               aliases: row[4], feature: row[5] };
    });
    this.postings = new Map();
    this.words = [];
    var weights = data.weights;
    for (var i = 0; i < data.postings.length; i++) {
      var key = data.postings[i][0], flat = data.postings[i][1], row = new Map();
      for (var j = 0; j < flat.length; j += 2) row.set(flat[j], weights[flat[j + 1]]);
      this.postings.set(key, row);
      this.words.push(key); // in Python's order (code points): bisect compares the same way
    }
    this.stop = new Set(data.stop_words);
    this.vocabulary = this.words.filter(function (w) { return len(w) >= 4 && !isWide(w); });
    this.cards = data.cards.map(function (row) {
      return { slug: row[0], name: row[1], names: row[2].map(function (n) {
        return { lang: n[0], name: n[1], folded: n[2], spaced: n[3] };
      }) };
    });
  }

  function compareCodePoints(a, b) {
    var i = 0, j = 0;
    while (i < a.length && j < b.length) {
      var x = a.codePointAt(i), y = b.codePointAt(j);
      if (x !== y) return x < y ? -1 : 1;
      i += x > 0xffff ? 2 : 1;
      j += y > 0xffff ? 2 : 1;
    }
    return (a.length - i) - (b.length - j) < 0 ? -1 : (i < a.length ? 1 : (j < b.length ? -1 : 0));
  }

  Index.prototype.matching = function (key) {
    if (key.slice(-1) !== PREFIX) return this.postings.get(key) || new Map();
    var stem = key.slice(0, -1), words = this.words, lo = 0, hi = words.length;
    while (lo < hi) { // bisect_left
      var mid = (lo + hi) >> 1;
      if (compareCodePoints(words[mid], stem) < 0) lo = mid + 1; else hi = mid;
    }
    var out = new Map();
    for (var at = lo; at < words.length && words[at].startsWith(stem); at++) {
      this.postings.get(words[at]).forEach(function (weight, place) {
        if ((out.get(place) || 0) < weight) out.set(place, weight);
      });
    }
    return out;
  };

  Index.prototype.family = function (query) {
    var wanted = query.trim().replace(/^@+/, "");
    if (wanted.startsWith("id:")) wanted = wanted.slice(3);
    wanted = wanted.toUpperCase();
    var exact = this.entries.filter(function (e) {
      return e.id.toUpperCase() === wanted || e.aliases.some(function (a) { return a.toUpperCase() === wanted; });
    });
    if (exact.length) return [exact[0]];
    return this.entries.filter(function (e) {
      return wanted === e.base.toUpperCase() || wanted === e.id.toUpperCase().split("#")[0];
    });
  };

  // --- terms -------------------------------------------------------------------------------

  Index.prototype.stem = function (term) {
    var suffixes = this.data.suffixes;
    for (var i = 0; i < suffixes.length; i++) {
      var s = suffixes[i];
      if (term.endsWith(s) && len(term) - len(s) >= 4) return term.slice(0, term.length - s.length);
    }
    return term;
  };

  function grams(token) {
    var c = chars(token);
    if (c.length === 1) return (c[0] >= "\u3400" && c[0] <= "\u9fff") ? [c[0]] : [];
    var out = [];
    for (var i = 0; i < c.length - 1; i++) out.push(c[i] + c[i + 1]);
    return out;
  }

  Index.prototype.termsOf = function (token) {
    if (isWide(token)) return grams(token).map(function (g) { return { text: g, keys: [g] }; });
    var stem = this.stem(token);
    return [{ text: token, keys: len(stem) >= 4 ? [token, stem + PREFIX] : [token] }];
  };

  Index.prototype.terms = function (folded) {
    var out = new Map(), self = this;
    split(folded).forEach(function (token) {
      if (self.stop.has(token) || (len(token) < 2 && !DIGIT.test(token) && !isWide(token))) return;
      self.termsOf(token).forEach(function (term) { if (!out.has(term.text)) out.set(term.text, term); });
    });
    return Array.from(out.values());
  };

  /* lookup._translate: the glossary's terms in the query's language, each matching its
   * English words or the foreign word itself; the query without those words. */
  Index.prototype.translate = function (folded) {
    var found = [], self = this;
    this.data.glossary.forEach(function (term) {
      var en = term[0], enKeys = term[1], forms = term[2];
      var lang = foundIn(forms, folded);
      if (!lang || lang === "en") return;
      var keys = enKeys.slice();
      forms.forEach(function (pair) {
        var form = pair[1];
        if (isWide(form)) {
          if (folded.indexOf(form) >= 0) {
            keys = keys.concat(grams(form.replace(/ /g, "")));
            folded = folded.split(form).join(" ");
          }
          return;
        }
        var words = split(folded), first = form.split(" ")[0];
        words.filter(function (w) { return w.startsWith(first); }).forEach(function (word) {
          self.termsOf(word).forEach(function (t) { keys = keys.concat(t.keys); });
          if (form.indexOf(" ") < 0) words.splice(words.indexOf(word), 1);
        });
        folded = words.join(" ");
      });
      found.push({ text: en, keys: Array.from(new Set(keys)) });
    });
    return [folded, found];
  };

  function foundIn(forms, folded) {
    var spaced = " " + folded;
    for (var i = 0; i < forms.length; i++) {
      var form = forms[i][1];
      if (isWide(form) ? folded.indexOf(form) >= 0 : spaced.indexOf(" " + form) >= 0) return forms[i][0];
    }
    return null;
  }

  // --- card names --------------------------------------------------------------------------

  /* rulings.data.names.match_names: the best match per card, best first. */
  Index.prototype.matchNames = function (query) {
    var q = fold(query);
    if (len(q) < (isWide(q) ? 2 : 3)) return [];
    var best = new Map();
    this.cards.forEach(function (card) {
      card.names.forEach(function (n) {
        var strength;
        if (q === n.folded) strength = 3;
        else if (n.folded.indexOf(q) >= 0 && (isWide(q) || (" " + n.folded).indexOf(" " + q) >= 0 ||
                 (" " + n.spaced).indexOf(" " + q) >= 0)) strength = 2;
        else if ((" " + q + " ").indexOf(" " + n.folded + " ") >= 0 ||
                 (isWide(n.folded) && q.indexOf(n.folded) >= 0)) strength = 1;
        else return;
        var had = best.get(card.slug);
        if (!had || strength > had.strength) {
          best.set(card.slug, { card: card, lang: n.lang, name: n.name, strength: strength });
        }
      });
    });
    return Array.from(best.values()).sort(function (a, b) {
      return b.strength - a.strength || compareCodePoints(a.card.slug, b.card.slug);
    });
  };

  // --- typo tolerance (rulings/fuzzy.py) ---------------------------------------------------

  /* rapidfuzz's fuzz.ratio: 100 * (1 - Indel distance / (len1 + len2)), the Indel distance
   * being len1 + len2 - 2 * LCS. */
  function ratio(a, b) {
    var x = chars(a), y = chars(b), total = x.length + y.length;
    if (total === 0) return 100;
    var prev = new Array(y.length + 1).fill(0), cur = new Array(y.length + 1).fill(0);
    for (var i = 1; i <= x.length; i++) {
      for (var j = 1; j <= y.length; j++) {
        cur[j] = x[i - 1] === y[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
      }
      var t = prev; prev = cur; cur = t;
    }
    return 100 * (2 * prev[y.length]) / total;
  }

  function tokenSortRatio(a, b) {
    function sorted(s) { return split(s).sort(compareCodePoints).join(" "); }
    return ratio(sorted(a), sorted(b));
  }

  function spacedChars(text) { return chars(text.replace(/ /g, "")).join(" "); }

  function nameScore(query, name) {
    var score = ratio(query, name);
    if (isWide(name)) score = Math.max(score, tokenSortRatio(spacedChars(query), spacedChars(name)));
    return score;
  }

  Index.prototype.correctName = function (folded) {
    if (len(folded.replace(/ /g, "")) < (isWide(folded) ? 3 : 5)) return null;
    var words = split(folded).filter(function (w) { return len(w) >= 5 && !isWide(w); });
    var best = [];
    this.cards.forEach(function (card) {
      var top = null;
      card.names.forEach(function (n) {
        var cand = [[nameScore(folded, n.folded), true]];
        var nameWords = split(n.folded).filter(function (w) { return len(w) >= 5; });
        if (words.length > 1 || split(n.folded).length > 1) {
          words.forEach(function (w) {
            nameWords.forEach(function (nw) { cand.push([ratio(w, nw), false]); });
          });
        }
        var pick = cand.reduce(function (m, c) {
          return (c[0] > m[0] || (c[0] === m[0] && c[1] && !m[1])) ? c : m;
        });
        if (pick[0] > (top === null ? 0 : top.score)) { // a first name scoring 0 is no candidate
          top = { score: pick[0], whole: pick[1], lang: n.lang, name: n.name, card: card };
        }
      });
      if (top) best.push(top);
    });
    best.sort(function (a, b) { return b.score - a.score; }); // stable: card order on ties
    if (!best.length) return null;
    var first = best[0], runnerUp = best.length > 1 ? best[1].score : 0;
    if (first.score < this.data.name_cutoff || first.score - runnerUp < this.data.name_margin) return null;
    return { match: { card: first.card, lang: first.lang, name: first.name, strength: 2 },
             score: first.score, whole: first.whole };
  };

  Index.prototype.correctWords = function (folded, unknown) {
    var fixes = new Map(), vocabulary = this.vocabulary, cutoff = this.data.word_cutoff;
    unknown.forEach(function (word) {
      if (len(word) < 5) return;
      var found = [];
      vocabulary.forEach(function (choice, at) {
        var score = ratio(word, choice);
        if (score >= cutoff) found.push([choice, score, at]);
      });
      found.sort(function (a, b) { return b[1] - a[1] || a[2] - b[2]; });
      if (found.length && (found.length === 1 || found[0][1] - found[1][1] >= 5)) fixes.set(word, found[0][0]);
    });
    return split(folded).map(function (w) { return fixes.has(w) ? fixes.get(w) : w; }).join(" ");
  };

  // --- the search --------------------------------------------------------------------------

  function natural(id) {
    return id.split(/(\d+)/).map(function (p, i) { return i % 2 ? parseInt(p, 10) : p; });
  }

  function compareNatural(a, b) {
    var x = natural(a), y = natural(b);
    for (var i = 0; i < Math.min(x.length, y.length); i++) {
      if (x[i] === y[i]) continue;
      if (typeof x[i] === "number" && typeof y[i] === "number") return x[i] - y[i];
      return compareCodePoints(String(x[i]), String(y[i]));
    }
    return x.length - y.length;
  }

  function Scores() {
    this.score = new Map(); this.why = new Map(); this.quality = new Map();
    this.notes = []; this.lang = null;
  }

  Scores.prototype.add = function (entry, score, reason) {
    this.score.set(entry.place, (this.score.get(entry.place) || 0) + score);
    var reasons = this.why.get(entry.place) || [];
    if (reasons.indexOf(reason) < 0) reasons.push(reason);
    this.why.set(entry.place, reasons);
  };

  /* lookup.lookup(index, query): {hits: [{entry, score, quality, match, reasons}], notes, lang}
   * best first; {hits: [], notes: [why nothing matched]} when nothing does. */
  Index.prototype.lookup = function (query) {
    var found = this.byQuery(query || "");
    var self = this, hits = [];
    found.score.forEach(function (score, place) {
      var q = found.quality.has(place) ? found.quality.get(place) : 1.0;
      hits.push({ entry: self.entries[place], score: score, quality: q, match: matchWord(q),
                  reasons: found.why.get(place) });
    });
    hits.sort(function (a, b) { return b.score - a.score || compareNatural(a.entry.id, b.entry.id); });
    return { hits: hits, notes: Array.from(new Set(found.notes)), lang: found.lang };
  };

  function matchWord(q) {
    return q >= 0.99 ? "exact" : q >= 0.7 ? "strong" : q >= 0.4 ? "partial" : "weak";
  }

  Index.prototype.byQuery = function (query) {
    var found = new Scores(), self = this;
    if (!query.trim()) return found;
    var family = this.family(query);
    if (family.length) {
      family.forEach(function (e) { found.add(e, 1000, "id " + e.id); found.quality.set(e.place, 1); });
      return found;
    }
    var rulingId = query.trim().replace(/^@+/, "");
    if (rulingId.startsWith("ruling:")) rulingId = rulingId.slice(7);
    if (Object.prototype.hasOwnProperty.call(this.data.rulings, rulingId)) {
      var ruling = this.data.rulings[rulingId];
      ruling[1].forEach(function (place) {
        found.add(self.entries[place], 500, "@ruling:" + rulingId);
        found.quality.set(place, 1);
      });
      found.notes.push(rulingId + ": " + ruling[0]);
      return found;
    }
    var folded = foldBoth(query);
    var matches = this.matchNames(query), corrected = [];
    if (!matches.length) {
      var fix = this.correctName(folded);
      if (fix) {
        matches = [fix.match];
        corrected.push(fix.match.name);
        if (fix.whole) folded = foldBoth(fix.match.name);
      }
    }
    var nameQuality = this.data.name_quality;
    matches.forEach(function (match) {
      (self.data.card_tags[match.card.slug] || []).forEach(function (place) {
        found.add(self.entries[place], 30 * match.strength, "card " + match.name + " (" + match.lang + ")");
        found.quality.set(place, Math.max(found.quality.get(place) || 0, nameQuality[match.strength]));
      });
      found.notes.push('"' + match.name + '" (' + match.lang + ") is " + match.card.name);
      if (match.lang !== "en" && found.lang === null) found.lang = match.lang;
    });
    var terms = this.terms(folded);
    if (!corrected.length) {
      var unknown = terms.filter(function (t) {
        return !isWide(t.text) && !t.keys.some(function (k) { return self.matching(k).size > 0; });
      }).map(function (t) { return t.text; });
      var fixed = this.correctWords(folded, unknown);
      if (fixed !== folded) {
        corrected.push(fixed);
        folded = fixed;
        terms = this.terms(folded);
      }
    }
    if (corrected.length) {
      found.notes.unshift('showing results for "' + corrected[0] + '" (you typed "' + query + '")');
    }
    var translated = this.translate(folded);
    if (translated[1].length) terms = this.terms(translated[0]).concat(translated[1]);
    var total = this.entries.length + 1, foundBy = [], weights = [];
    terms.forEach(function (term) {
      var best = new Map();
      term.keys.forEach(function (key) {
        self.matching(key).forEach(function (weight, place) {
          if ((best.get(place) || 0) < weight) best.set(place, weight);
        });
      });
      foundBy.push(best);
      var idf = Math.log(1 + total / (best.size + 0.5));
      weights.push(isWide(term.text) ? idf * self.data.bigram_weight : idf);
    });
    var possible = weights.reduce(function (a, b) { return a + b; }, 0) || 1.0;
    var matched = new Map(), scored = new Map(), covered = new Map();
    foundBy.forEach(function (best, n) {
      var idf = weights[n];
      best.forEach(function (weight, place) {
        matched.set(place, (matched.get(place) || 0) + 1);
        scored.set(place, (scored.get(place) || 0) + idf * weight);
        covered.set(place, (covered.get(place) || 0) + idf);
      });
    });
    matched.forEach(function (count, place) {
      var coverage = covered.get(place) / possible;
      found.add(self.entries[place], 3 * scored.get(place) + 20 * coverage, count + "/" + terms.length + " words");
      found.quality.set(place, Math.max(found.quality.get(place) || 0, coverage));
    });
    if (!found.score.size) found.notes.push("nothing matches \u201c" + query + "\u201d" + this.closest(query));
    return found;
  };

  /* The closest card names and words, for a query nothing matches (rapidfuzz-style ratio). */
  Index.prototype.closest = function (query) {
    var q = fold(query), pool = new Map();
    this.cards.forEach(function (c) { c.names.forEach(function (n) { pool.set(n.folded, n.name); }); });
    this.vocabulary.forEach(function (w) { if (!pool.has(w)) pool.set(w, w); });
    var scored = [];
    pool.forEach(function (shown, key) {
      var s = ratio(q, key);
      if (s >= 70) scored.push([s, shown]);
    });
    scored.sort(function (a, b) { return b[0] - a[0]; });
    var names = scored.slice(0, 5).map(function (x) { return '"' + x[1] + '"'; });
    return names.length ? "; closest: " + names.join(", ") : "";
  };

  var api = { Index: Index, fold: fold, foldBoth: foldBoth, ratio: ratio, tokenSortRatio: tokenSortRatio,
              isWide: isWide };
  var ready = null;
  api.index = function () {
    if (!ready) ready = new Index(root.RULINGS_BOOK);
    return ready;
  };
  api.lookup = function (query) { return api.index().lookup(query); };
  root.RulingsSearch = api;
})(typeof window !== "undefined" ? window : globalThis);
