//! The worst shapes of the binaries whose first judge is in `grundy::specs::atcoder`.

use super::*;
use crate::problems::shiritori::LETTERS;

/// The most words (2·10^6), each of the most letters (64), drawn from the first `letters`
/// of `LETTERS`.
fn words(w: &mut dyn Write, letters: u64) -> io::Result<()> {
    const WORDS: usize = 2_000_000;
    let mut rng = Rng::new(1);
    writeln!(w, "{WORDS}")?;
    let mut word = [b'\n'; 65];
    for _ in 0..WORDS {
        for letter in &mut word[..64] {
            *letter = LETTERS[rng.range(0, letters - 1) as usize];
        }
        w.write_all(&word)?;
    }
    Ok(())
}

pub const SHAPES: &[(&str, &[Shape])] = &[
    (
        "interval-game",
        &[
            answered(
                "one case of 462 nested intervals [i, 1000 − i): each inside the most stretches",
                Built("interval-game-462", |w| {
                    writeln!(w, "1\n462")?;
                    (1..=462u64).try_for_each(|i| writeln!(w, "{i} {}", 1000 - i))
                }),
            ),
            refused(
                "a case of 463 intervals: past the work budget",
                Built("interval-game-463", |w| w.write_all(b"1\n463\n")),
            ),
        ],
    ),
    (
        "shiritori",
        &[
            answered(
                "2·10^6 words of 64 letters over all 52",
                Built("shiritori-52", |w| words(w, 52)),
            ),
            answered(
                "2·10^6 words of 64 letters over 3 (27 vertices, dense with cycles)",
                Built("shiritori-3", |w| words(w, 3)),
            ),
        ],
    ),
];
