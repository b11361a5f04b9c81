//! AtCoder ABC209 E Shiritori. N dictionary words; after a word, the next player must say a
//! word (repeats allowed) that starts with its last three characters; a player who cannot
//! loses. Input: N, then N words of ASCII letters (case-sensitive). Output per word i: who
//! wins when Takahashi opens with it: `Takahashi`, `Aoki` or `Draw`.

use grundy::games::graph::Outcome;
use grundy::games::shiritori;
use grundy::io::run;

/// The judge's words are 3 to 8 letters; any length the scanner sees whole is accepted.
const WORD: &str = "a word of 3 to 64 ASCII letters";

fn main() {
    run("shiritori", |input, out| {
        let count = input.u64()?;
        let mut words: Vec<Vec<u8>> = Vec::new();
        input.repeat(count, "word", |input| {
            words.push(
                input
                    .word(3..=64, WORD, |b| b.is_ascii_alphabetic())?
                    .to_vec(),
            );
            Ok(())
        })?;
        input.end(&format!("{count} words"))?;
        let borrowed: Vec<&[u8]> = words.iter().map(Vec::as_slice).collect();
        for answer in shiritori::answers_to_openings(&borrowed) {
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
