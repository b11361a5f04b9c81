//! The worst shapes of the binaries whose first judge is in `grundy::specs::spoj`.

use super::*;

/// `K L m`, then m towers of `tower`: the towers' line as long as it may be.
fn towers(w: &mut dyn Write, count: usize, tower: &str) -> io::Result<()> {
    repeated(
        w,
        &format!("99 100 {count}\n"),
        &format!("{tower} "),
        count,
        "\n",
    )
}

pub const SHAPES: &[(&str, &[Shape])] = &[
    // Any u64 towers; at most 5·10^7 of them (their letters are one line, held until it
    // ends), K and L up to 100 (the longest periods).
    (
        "coins-game",
        &[
            answered(
                "10^7 towers of 20 digits, K = 99, L = 100",
                Built("coins-game-longest", |w| {
                    towers(w, 10_000_000, "18446744073709551614")
                }),
            ),
            answered(
                "5·10^7 towers of 1 coin (the most admitted)",
                Built("coins-game-most", |w| towers(w, 50_000_000, "1")),
            ),
            refused(
                "5·10^7 + 1 towers",
                Built("coins-game-past", |w| towers(w, 50_000_001, "1")),
            ),
        ],
    ),
];
