//! `shiritori`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::SHIRITORI`, which `--help` prints).

use grundy::games::shiritori::Dictionary;
use grundy::io::{can_allocate, run, Verdicts};
use grundy::specs::atcoder::SHIRITORI;

/// The judge's words are 3 to 8 letters; any length the scanner sees whole is accepted.
const WORD: &str = "a word of 3 to 64 ASCII letters";
/// Ten times the judge's 2·10^5: the words' graph then takes about 60 MiB and its analysis
/// well under a second.
const MOST_WORDS: u64 = 2_000_000;
/// What a word costs in memory: its edge, and its share of the analysis, with room to spare.
const BYTES_PER_WORD: u64 = 32;

/// Who wins, by the outcome for Aoki, who answers the opening word (`Outcome as usize`).
const WINNERS: Verdicts<3> = Verdicts::of(["Aoki", "Takahashi", "Draw"]);

const WORDS_IN_MEMORY: &str = "a number of words that fits in the memory there is";

fn main() {
    run(&SHIRITORI, |input, out| {
        let count = input.u64_that(1..=MOST_WORDS, WORDS_IN_MEMORY, |count| {
            can_allocate(count * BYTES_PER_WORD)
        })?;
        let mut dictionary = Dictionary::default();
        input.repeat(count, "word", |input| {
            dictionary.add(input.word(3..=64, WORD, |b| b.is_ascii_alphabetic())?);
            Ok(())
        })?;
        for answer in dictionary.answers_to_openings() {
            out.verdict_of(&WINNERS, answer as usize);
        }
        let words = if count == 1 { "word" } else { "words" };
        input.finish(&format!("the {count} {words}"))
    })
}
