/**
 * Characters a typed name (and a contract's title) may not hold: the PDF and the evidence file
 * print them as typed, so a name must read as it is spelled. Pure; no dependency, so the base
 * schemas (`core/schemas/zod-fr.ts`) can use it.
 */

/**
 * Inside a name, characters that print nothing: « Du\u200Drand » printed as « Durand » but could
 * not be found as such in the PDF or matched against a signer. The
 * joiners (U+200C, U+200D) are kept for the scripts that spell with them (Persian, Indic…).
 */
export const INVISIBLE_IN_NAME =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B\u2060-\u2064\u3164\uFEFF\uFFA0]|\u034F/u; // U+034F is a combining mark: outside the class
const JOINER = /[\u200C\u200D]/u;
const SPELLS_WITH_JOINERS =
  /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u;
export const hiddenInName = (value: string) =>
  INVISIBLE_IN_NAME.test(value) || (JOINER.test(value) && !SPELLS_WITH_JOINERS.test(value));

/**
 * Combining marks that decorate letters rather than spell them: overlays (« D̶u̶r̶a̶n̶d̶ » struck
 * through, slashed), enclosing circles and boxes, underlines, and any run of three or more marks
 * on one letter once composed (NFC) — no name is written so, and the contract and the evidence
 * file printed them as typed. Two marks stay allowed (Vietnamese « ệ », Yoruba « ẹ́ », Indic
 * vowel signs).
 */
const OVERLAY_MARK = /[\u0332-\u0338\u20D2\u20D3\u20D8-\u20DA\u20E5\u20E6\u20EA\u20EB]/u;
const STACKED_MARKS = /\p{M}{3,}/u;
/** Struck through, underlined or stacked: refused in a title too. */
export const decoratedText = (value: string) =>
  OVERLAY_MARK.test(value) || STACKED_MARKS.test(value.normalize('NFC'));
/** A name also has no enclosing marks (a title may: the keycap of « 1️⃣ » is one). */
export const decoratedName = (value: string) => decoratedText(value) || /\p{Me}/u.test(value);
