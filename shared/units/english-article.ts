/**
 * @module The English indefinite article before a name the pages build into a sentence: a held document ("an
 * Australia visa", "a US visa"), a country ("an India passport holder"). English picks "an" by the sound that
 * follows, not the letter, so initialisms and a few words are read as they are said.
 */

/** Initials said with a vowel sound first ("an FBI", "an MBA", "an H-1B"): A E F H I L M N O R S X. */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;

/** Initials said as a word, so by their first sound ("a REST API", "a SEVIS fee"). */
const SAID_AS_WORDS = /^(?:REST|SEVIS|SEVP|SAARC|NASA)\b/;

/** Words spelled with a vowel but said with a consonant first ("a United…", "a Ukraine…", "a European…", "a one-year…"). */
const CONSONANT_SOUND_START = /^(?:uni(?!n)|uk|ug|ur[aeiou]|us[aeiu]|ut[eio]|eu|ew|one\b|once\b)/i;

/** Words spelled with an h said as a vowel ("an hour", "an honest…"). */
const SILENT_H = /^(?:hour|honest|honou?r|heir)/i;

/**
 * "a" or "an" for `phrase`, by the sound of its first word: initials as their letters are said (US, UK, GCC take
 * "a"; an H-1B takes "an"), words by their first vowel sound (Australia, India, Oman, Uzbekistan take "an"; United,
 * Ukraine, Uganda, Uruguay, Europe take "a"). Accents are ignored ("an Åland…").
 * @example indefiniteArticle("Australia visa") // "an"
 * @example indefiniteArticle("US visa") // "a"
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim().normalize("NFD").replace(/\p{M}/gu, "").split(/\s+/)[0] ?? "";
  // Initials: two or more capitals ("US", "GCC"), or one before a digit or hyphen ("H-1B").
  if (/^[A-Z](?:[A-Z]+\b|[-\d])/.test(word) && !SAID_AS_WORDS.test(word)) return VOWEL_SOUND_LETTERS.test(word) ? "an" : "a";
  if (SILENT_H.test(word)) return "an";
  if (CONSONANT_SOUND_START.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/**
 * `phrase` after its indefinite article, capitalised when it starts a sentence or a label.
 * @example withArticle("Australia visa") // "an Australia visa"
 * @example withArticle("UK visa", { capital: true }) // "A UK visa"
 */
export function withArticle(phrase: string, options: { capital?: boolean } = {}): string {
  const article = indefiniteArticle(phrase);
  return `${options.capital ? article.charAt(0).toUpperCase() + article.slice(1) : article} ${phrase}`;
}
