/* The judge book's search: rulings.judging.lookup's matching, in the browser, on the index that
 * `rulings book` prebuilt (search-index.js sets window.RULINGS_BOOK).
 *
 * A port of rulings/judging/lookup.py and rulings/judging/wordindex.py (BM25F over the prebuilt postings, the
 * stem table, CJK and Hangul bigrams, the glossary's terms as synonym sets, honest card matches)
 * and rulings/judging/typos.py (a near-certain typo of a word that is no word, corrected, and said when
 * it changed the results). fuzz.ratio of
 * rapidfuzz is 200 * LCS / (len1 + len2): `ratio` below computes the same (a test compares them
 * on the query set). Plain JavaScript, no library, no network.
 */
(function (root) {
  "use strict";

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
    for (var i = 0; i < data.postings.length; i++) {
      var key = data.postings[i][0], flat = data.postings[i][1], row = new Map();
      for (var j = 0; j < flat.length; j += 2) row.set(flat[j], flat[j + 1]);
      this.postings.set(key, row);
    }
    // the asked questions' postings (wordindex.score_asked), each row made a Map when first read
    this.askedFlat = new Map();
    for (var a = 0; a < data.asked.length; a++) this.askedFlat.set(data.asked[a][0], data.asked[a][1]);
    this.askedRows = new Map();
    this.table = new Map();
    for (var k = 0; k < data.stems[0].length; k++) this.table.set(data.stems[0][k], data.stems[1][k]);
    this.stop = new Set(data.stop_words);
    this.common = new Set(data.common_words);
    this.forms = []; // the glossary's one-word forms in scripts with spaces (a word starts with one)
    var self = this;
    data.glossary.forEach(function (term) {
      term[2].forEach(function (pair) {
        if (!isWide(pair[1]) && pair[1].indexOf(" ") < 0) self.forms.push(pair[1]);
      });
    });
    // wordindex.Prepared.vocabulary: the table's words of four letters or more, sorted
    this.vocabulary = data.stems[0].filter(function (w) { return len(w) >= 4 && !isWide(w); });
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

  Index.prototype.row = function (key) { return this.postings.get(key) || new Map(); };

  Index.prototype.askedRow = function (key) {
    var row = this.askedRows.get(key);
    if (row) return row;
    var flat = this.askedFlat.get(key) || [], norms = this.data.asked_norms, counts = new Map();
    for (var j = 0; j < flat.length; j++) counts.set(flat[j], (counts.get(flat[j]) || 0) + 1);
    row = new Map();
    counts.forEach(function (n, q) { row.set(q, n / norms[q]); });
    this.askedRows.set(key, row);
    return row;
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

  // --- analysis (rulings/judging/wordindex.py) -------------------------------------------------------

  /* wordindex.Stems.stem: the table's stem, or the longest key of the index the word starts
   * with (prefix_slack letters shorter at most, prefix_min long at least), or the word. */
  Index.prototype.stem = function (word) {
    if (this.table.has(word)) return this.table.get(word);
    var c = chars(word), least = Math.max(this.data.prefix_min, c.length - this.data.prefix_slack);
    for (var size = c.length - 1; size >= least; size--) {
      var prefix = c.slice(0, size).join("");
      if (this.postings.has(prefix)) return prefix;
    }
    return word;
  };

  function grams(token) {
    var c = chars(token);
    if (c.length === 1) return (c[0] >= "\u3400" && c[0] <= "\u9fff") ? [c[0]] : [];
    var out = [];
    for (var i = 0; i < c.length - 1; i++) out.push(c[i] + c[i + 1]);
    return out;
  }

  function isTerm(token, stop) {
    return !stop.has(token) && (len(token) >= 2 || DIGIT.test(token));
  }

  /* wordindex.analyze: the keys of folded text, in order, each once. */
  Index.prototype.analyze = function (folded) {
    var out = [], seen = new Set(), self = this;
    function add(key) { if (!seen.has(key)) { seen.add(key); out.push(key); } }
    split(folded).forEach(function (token) {
      if (isWide(token)) grams(token).forEach(add);
      else if (isTerm(token, self.stop)) add(self.stem(token));
    });
    return out;
  };

  /* wordindex.words: the words of folded text that are terms (not CJK). */
  Index.prototype.words = function (folded) {
    var self = this;
    return split(folded).filter(function (t) { return !isWide(t) && isTerm(t, self.stop); });
  };

  /* lookup._known: a word of the scenarios, of some language's common words, or of the glossary. */
  Index.prototype.known = function (word) {
    if (this.table.has(word) || this.common.has(word)) return true;
    var size = len(word), most = this.data.inflection;
    return this.forms.some(function (form) { return word.startsWith(form) && size - len(form) <= most; });
  };

  /* lookup._expansion: the glossary's terms found in the query in another language, each a
   * group of keys (its English words' and the foreign words' own); the query without them. */
  Index.prototype.expansion = function (folded) {
    var groups = [], self = this;
    this.data.glossary.forEach(function (term) {
      var forms = term[2];
      var lang = foundIn(forms, folded);
      if (!lang || lang === "en") return;
      var keys = term[1].slice();
      forms.forEach(function (pair) {
        var form = pair[1];
        if (isWide(form)) {
          if (folded.indexOf(form) >= 0) {
            keys = keys.concat(grams(form.replace(/ /g, "")));
            folded = folded.split(form).join(" ");
          }
          return;
        }
        var tokens = split(folded), first = form.split(" ")[0];
        tokens.filter(function (t) { return t.startsWith(first); }).forEach(function (token) {
          keys = keys.concat(self.analyze(token));
          if (form.indexOf(" ") < 0) tokens.splice(tokens.indexOf(token), 1);
        });
        folded = tokens.join(" ");
      });
      groups.push(Array.from(new Set(keys)));
    });
    return [folded, groups];
  };

  /* wordindex.score: BM25F over the prebuilt pseudo term frequencies; a group is one term. */
  Index.prototype.score = function (keys, groups) {
    var self = this;
    return bm25(function (k) { return self.row(k); }, this.entries.length, this.data.k1, keys, groups);
  };

  /* wordindex.score_asked: each entry's best BM25 score over its asked questions, plus the next
     asked_top - 1 best, each asked_decay times the weight of the one before */
  Index.prototype.scoreAsked = function (keys, groups) {
    var self = this, places = this.data.asked_places, tops = new Map(), best = new Map();
    var top = this.data.asked_top, decay = this.data.asked_decay;
    var byQuestion = bm25(function (k) { return self.askedRow(k); }, places.length, this.data.k1,
                          keys, groups)[0];
    byQuestion.forEach(function (value, question) {
      var place = places[question];
      if (!tops.has(place)) tops.set(place, []);
      tops.get(place).push(value);
    });
    tops.forEach(function (values, place) {
      values.sort(function (a, b) { return b - a; });
      var total = 0, weight = 1;
      for (var i = 0; i < values.length && i < top; i++) {
        total += weight * values[i];
        weight *= decay;
      }
      best.set(place, total);
    });
    return best;
  };

  function bm25(rowOf, n, k1, keys, groups) {
    var rows = keys.map(rowOf);
    groups.forEach(function (group) {
      var merged = new Map();
      group.forEach(function (key) {
        rowOf(key).forEach(function (tf, place) {
          if ((merged.get(place) || 0) < tf) merged.set(place, tf);
        });
      });
      rows.push(merged);
    });
    var scored = new Map(), covered = new Map(), possible = 0;
    rows.forEach(function (row) {
      var df = row.size, idf = Math.log(1.0 + (n - df + 0.5) / (df + 0.5));
      possible += idf;
      row.forEach(function (tf, place) {
        scored.set(place, (scored.get(place) || 0) + idf * tf / (k1 + tf));
        covered.set(place, (covered.get(place) || 0) + idf);
      });
    });
    return [scored, covered, possible];
  }

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

  // --- typo tolerance (rulings/judging/typos.py) ---------------------------------------------------

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

  Index.prototype.correctName = function (folded, unknown) {
    if (len(folded.replace(/ /g, "")) < (isWide(folded) ? 3 : 5)) return null;
    var words = unknown.filter(function (w) { return len(w) >= 5 && !isWide(w); });
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
      hits.push({ entry: self.entries[place], score: score, quality: q, match: matchWord(q, self.data.labels),
                  reasons: found.why.get(place) });
    });
    hits.sort(function (a, b) { return b.score - a.score || compareNatural(a.entry.id, b.entry.id); });
    return { hits: hits, notes: Array.from(new Set(found.notes)), lang: found.lang };
  };

  function matchWord(q, labels) {
    for (var i = 0; i < labels.length; i++) if (q >= labels[i][1]) return labels[i][0];
    return "weak";
  }

  /* lookup._card_matches: a query of one word, or of common words only, names a card only
   * when it names one card and is not a common word. */
  Index.prototype.cardMatches = function (query, folded) {
    var matches = this.matchNames(query), self = this;
    var partial = matches.filter(function (m) { return m.strength === 2; });
    if (partial.length) {
      var plain = split(folded).filter(function (w) { return !isWide(w); });
      var common = split(folded).every(function (w) { return self.common.has(w); });
      var single = plain.length === 1 || (isWide(folded) && folded.indexOf(" ") < 0);
      var cardsNamed = new Set(partial.map(function (m) { return m.card.slug; }));
      if (common || (single && cardsNamed.size > 1)) {
        matches = matches.filter(function (m) { return m.strength !== 2; });
      }
    }
    return matches;
  };

  /* lookup._search */
  Index.prototype.search = function (folded, matches, found) {
    var self = this, nameQuality = this.data.name_quality;
    matches.forEach(function (match) {
      (self.data.card_tags[match.card.slug] || []).forEach(function (place) {
        found.add(self.entries[place], self.data.name_boost * match.strength,
                  "card " + match.name + " (" + match.lang + ")");
        found.quality.set(place, Math.max(found.quality.get(place) || 0, nameQuality[match.strength]));
      });
      found.notes.push('"' + match.name + '" (' + match.lang + ") is " + match.card.name);
      if (match.lang !== "en" && found.lang === null) found.lang = match.lang;
    });
    var whole = folded; // the question as asked, card names and all: what asked questions say too
    matches.forEach(function (match) {
      if (match.strength !== 1) return; // the name says which card, counted above; the rest asks
      var name = fold(match.name), padded = " " + folded + " ";
      folded = (isWide(folded) ? padded.split(name) : padded.split(" " + name + " ")).join(" ").trim();
    });
    var expanded = this.expansion(folded);
    var result = this.score(this.analyze(expanded[0]), expanded[1]);
    var scored = result[0], covered = result[1], possible = result[2] || 1.0;
    var askedExpanded = whole !== folded ? this.expansion(whole) : expanded;
    this.scoreAsked(this.analyze(askedExpanded[0]), askedExpanded[1]).forEach(function (value, place) {
      scored.set(place, (scored.get(place) || 0) + self.data.asked_weight * value);
    });
    var leader = this.leader(scored);
    scored.forEach(function (value, place) {
      var coverage = self.data.words_quality * (covered.get(place) || 0) / possible;
      if (family(self.entries[place].id) !== leader) coverage = Math.min(coverage, self.data.unled_quality);
      found.add(self.entries[place], value, Math.round(100 * coverage) + "% of the words");
      found.quality.set(place, Math.max(found.quality.get(place) || 0, coverage));
    });
  };

  function family(id) { return id.split("#")[0]; } // an outline's rows are one scenario

  /* lookup._leader: the scenario whose word score leads every other's by LEAD of its own */
  Index.prototype.leader = function (scored) {
    var self = this, best = new Map();
    scored.forEach(function (value, place) {
      var f = family(self.entries[place].id);
      best.set(f, Math.max(best.get(f) || 0, value));
    });
    var ranked = Array.from(best.entries()).sort(function (a, b) { return b[1] - a[1]; });
    if (!ranked.length || ranked[0][1] <= 0) return null;
    if (ranked.length > 1 && ranked[1][1] > (1 - this.data.lead) * ranked[0][1]) return null;
    return ranked[0][0];
  };

  Index.prototype.top = function (found) {
    var self = this;
    return Array.from(found.score.keys()).sort(function (a, b) {
      return found.score.get(b) - found.score.get(a) ||
        compareNatural(self.entries[a].id, self.entries[b].id);
    }).slice(0, 3);
  };

  Index.prototype.byQuery = function (query) {
    var found = new Scores(), self = this;
    if (!query.trim()) return found;
    var family = split(query).length === 1 ? this.family(query) : [];
    if (family.length) {
      family.forEach(function (e) { found.add(e, 1000, "id " + e.id); found.quality.set(e.place, 1); });
      return found;
    }
    var rulingId = query.trim().replace(/^@+/, "");
    if (rulingId.startsWith("ruling:")) rulingId = rulingId.slice(7);
    if (split(query).length === 1 && Object.prototype.hasOwnProperty.call(this.data.rulings, rulingId)) {
      var ruling = this.data.rulings[rulingId];
      ruling[1].forEach(function (place) {
        found.add(self.entries[place], 500, "@ruling:" + rulingId);
        found.quality.set(place, 1);
      });
      found.notes.push(rulingId + ": " + ruling[0]);
      return found;
    }
    var folded = foldBoth(query);
    var matches = this.cardMatches(query, folded);
    var unknown = this.words(folded).filter(function (w) { return !self.known(w); });
    var wideQuery = isWide(folded) && !matches.length;
    var fixedQuery = folded, fixedMatches = matches, fixedName = false, shown = null;
    if (!matches.length && (unknown.length || wideQuery)) {
      var fix = this.correctName(folded, unknown);
      if (fix) {
        fixedMatches = [fix.match];
        fixedName = true;
        fixedQuery = fix.whole ? foldBoth(fix.match.name) : folded;
        shown = fix.match.name;
      }
    }
    if (!fixedName && unknown.length) {
      fixedQuery = this.correctWords(folded, unknown);
      shown = fixedQuery;
    }
    this.search(fixedQuery, fixedMatches, found);
    if (fixedQuery !== folded || fixedName) {
      var plain = new Scores();
      this.search(folded, matches, plain);
      if (this.top(plain).join(" ") !== this.top(found).join(" ")) found.notes.unshift('showing results for "' + shown + '" (you typed "' + query + '")');
    }
    if (!found.score.size) found.notes.push("nothing matches \u201c" + query + "\u201d" + this.closest(query));
    else {
      var labels = this.data.labels, best = 0;
      found.score.forEach(function (_, place) {
        best = Math.max(best, found.quality.has(place) ? found.quality.get(place) : 1.0);
      });
      if (best < labels[labels.length - 1][1]) found.notes.push(this.data.no_good_match);
    }
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
