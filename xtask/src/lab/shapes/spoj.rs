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

/// `T` tests of `side` × `side` numbers, each `number`.
fn matrices(w: &mut dyn Write, tests: usize, side: usize, number: &str) -> io::Result<()> {
    writeln!(w, "{tests}")?;
    let row = format!("{}\n", vec![number; side].join(" "));
    for _ in 0..tests {
        repeated(w, &format!("{side} {side}\n"), &row, side, "\n")?;
    }
    Ok(())
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
    // Any T, N and M, any u64 numbers, streamed (the judge's: T ≤ 1000 of 50 × 50).
    (
        "matrix-game",
        &[
            answered(
                "the judge's largest: 1000 tests of 50 × 50 numbers of 2 digits",
                Gen(""),
            ),
            answered(
                "10 tests of 1000 × 1000 numbers of 20 digits",
                Built("matrix-game-longest", |w| {
                    matrices(w, 10, 1000, "18446744073709551614")
                }),
            ),
            answered(
                "2·10^6 tests of 1 × 1 (12 MB: each test costs its set-up)",
                Built("matrix-game-smallest", |w| {
                    repeated(w, "2000000\n", "1 1\n7\n", 2_000_000, "")
                }),
            ),
        ],
    ),
    // Any S, any u64 counts, streamed (the judge's: fewer than 25 tests of 24 squares).
    (
        "square-coins",
        &[answered(
            "10 tests of 10^6 squares of 20 digits",
            Built("square-coins-longest", |w| {
                writeln!(w, "10")?;
                let square = "18446744073709551615 ";
                (0..10).try_for_each(|_| repeated(w, "1000000\n", square, 1_000_000, "\n"))
            }),
        )],
    ),
];
