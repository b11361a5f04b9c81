//! The worst shapes of the binaries whose first judge is in `grundy::specs::other`.

use super::*;

/// Lines of Bachet's game up to the whole input's budget (1.1·10^9 steps): 110 lines of
/// n = 10^6 with the ten odd takes 1 to 19, where every other pile is lost and marks all
/// ten (the most marking there is with 1 among the takes); then, when `past`, one more
/// line, refused at its m.
fn bachet_lines(w: &mut dyn Write, past: bool) -> io::Result<()> {
    for _ in 0..110 {
        writeln!(w, "999999 10 1 3 5 7 9 11 13 15 17 19")?;
    }
    if past {
        writeln!(w, "1000 1 1")?;
    }
    Ok(())
}

/// 2·10^6 edges v → 1, v running over the 10^6 vertices twice: every edge lands in the
/// first bucket of the predecessor lists, which must grow far past its even share.
fn star(w: &mut dyn Write) -> io::Result<()> {
    const N: u64 = 1_000_000;
    writeln!(w, "{N} {}", 2 * N)?;
    for v in (1..=N).chain(1..=N) {
        writeln!(w, "{v} 1")?;
    }
    Ok(())
}

/// A chain 1 → 2 → … → 10^6 with the skips i → i + 2: 2·10^6 − 3 edges, and outcomes
/// settled one vertex after another from the end.
fn chain(w: &mut dyn Write) -> io::Result<()> {
    const N: u64 = 1_000_000;
    writeln!(w, "{N} {}", 2 * N - 3)?;
    for v in 1..N {
        writeln!(w, "{v} {}", v + 1)?;
        if v + 2 <= N {
            writeln!(w, "{v} {}", v + 2)?;
        }
    }
    Ok(())
}

/// One row of 10^8 pins, each down with probability 1/4 (many runs: a lookup each).
fn long_row(w: &mut dyn Write) -> io::Result<()> {
    const PINS: usize = 100_000_000;
    writeln!(w, "1\n{PINS}")?;
    let mut rng = Rng::new(1);
    let mut block = vec![0u8; 1 << 16];
    let mut left = PINS;
    while left > 0 {
        let part = left.min(block.len());
        for pin in &mut block[..part] {
            *pin = if rng.chance(1, 4) { b'X' } else { b'I' };
        }
        w.write_all(&block[..part])?;
        left -= part;
    }
    writeln!(w)
}

pub const SHAPES: &[(&str, &[Shape])] = &[
    (
        "bachets-game",
        &[
            answered(
                "110 lines of n = 10^6 and ten odd takes: the whole input's budget",
                Built("bachets-game-budget", |w| bachet_lines(w, false)),
            ),
            refused(
                "one line more, past the budget",
                Built("bachets-game-past-budget", |w| bachet_lines(w, true)),
            ),
        ],
    ),
    (
        "bishi34",
        &[
            answered(
                "10^7 counts of 20 digits",
                Gen(longest!("--cases 10000000")),
            ),
            answered(
                "10^7 counts of 20 digits after a leading zero (21 characters)",
                // Valid numbers longer than 20 characters: the careful path, one by one.
                Built("bishi34-leading-zeros", |w| {
                    repeated(w, "10000000\n", "018446744073709551615\n", 10_000_000, "")
                }),
            ),
        ],
    ),
    (
        "bishi35",
        &[answered(
            "5·10^6 cases, n and m of 20 digits",
            Gen(longest!("--cases 5000000")),
        )],
    ),
    (
        "bishi36",
        &[answered(
            "3.3·10^6 cases, n and l ≤ r of 20 digits",
            Gen(longest!("--cases 3333333")),
        )],
    ),
    (
        "graph-game",
        &[
            answered("10^6 vertices, 2·10^6 random edges with cycles", Gen("")),
            answered(
                "chain of 10^6 vertices, edges i → i+1 and i → i+2 (the deepest analysis)",
                Built("graph-game-chain-1e6", chain),
            ),
            answered(
                "star: 2·10^6 edges from every vertex into vertex 1 (one bucket holds them all)",
                Built("graph-game-star-1e6", star),
            ),
        ],
    ),
    (
        "kayles",
        &[
            answered(
                "one row of 10^8 pins, 1 in 4 down",
                Built("kayles-row-1e8", long_row),
            ),
            answered("10^4 rows of 1000 pins", Gen("--cases 10000 --items 1000")),
        ],
    ),
    (
        "nim-k",
        &[answered(
            "10 cases of 10^6 heaps of 20 digits",
            Gen(longest!("--cases 10 --items 1000000")),
        )],
    ),
];
