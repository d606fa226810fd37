/** The writing systems our fonts cover: Latin (with ₹, Greek and Cyrillic) and Devanagari. */
export type Script = 'latin' | 'devanagari';

/** A stretch of text in one script, drawn with that script's font. */
export interface ScriptRun {
  script: Script;
  text: string;
}

// Every character Unicode lists for Devanagari, the dandas and Vedic signs it shares with other Indic
// scripts included; the joiners (ZWNJ, ZWJ) choose how a conjunct is shaped.
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
const JOINER = /[\u200C\u200D]/u;
// Spaces belong to no script: a space between two Hindi words stays in the Devanagari run (its font
// has a space), so a whole name is one run, drawn and read back (ActualText) as one.
const SPACE = /\s/u;

function scriptOf(char: string): Script | null {
  if (DEVANAGARI.test(char) || JOINER.test(char)) return 'devanagari';
  if (SPACE.test(char)) return null;
  return 'latin';
}

/**
 * Splits text into runs of one script each: "Guardian: श्रीमती क्षमा (₹1,200)" → Latin "Guardian: ",
 * Devanagari "श्रीमती क्षमा " and Latin "(₹1,200)". Spaces join the run before them (the first run,
 * when the text opens with them); digits, punctuation and ₹ are Latin.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pendingSpace = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += char;
      else pendingSpace += char;
    } else if (last?.script === script) last.text += char;
    else {
      runs.push({ script, text: pendingSpace + char });
      pendingSpace = '';
    }
  }
  if (pendingSpace) runs.push({ script: 'latin', text: pendingSpace });
  return runs;
}
