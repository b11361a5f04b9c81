//! AtCoder ABC209 E Shiritori. N dictionary words; after a word, the next player must say a
//! word (repeats allowed) that starts with its last three characters; a player who cannot
//! loses. Input: N, then N words of ASCII letters (case-sensitive). Output per word i: who
//! wins when Takahashi opens with it: `Takahashi`, `Aoki` or `Draw`.

use grundy::games::graph::Outcome;
use grundy::games::shiritori::Dictionary;
use grundy::io::run;

/// The judge's words are 3 to 8 letters; any length the scanner sees whole is accepted.
const WORD: &str = "a word of 3 to 64 ASCII letters";
/// Ten times the judge's 2·10^5: the words' graph then takes about 60 MiB and its analysis
/// well under a second.
const MOST_WORDS: u64 = 2_000_000;

fn main() {
    run("shiritori", |input, out| {
        let count = input.u64_in(1..=MOST_WORDS)?;
        let mut dictionary = Dictionary::default();
        input.repeat(count, "word", |input| {
            dictionary.add(input.word(3..=64, WORD, |b| b.is_ascii_alphabetic())?);
            Ok(())
        })?;
        input.end(&format!("{count} words"))?;
        for answer in dictionary.answers_to_openings() {
            // The outcome is Aoki's, who answers the opening word.
            out.line(match answer {
                Outcome::Lose => "Takahashi",
                Outcome::Win => "Aoki",
                Outcome::Draw => "Draw",
            });
        }
        Ok(())
    })
}
