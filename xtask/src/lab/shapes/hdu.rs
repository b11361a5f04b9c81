//! The worst shapes of the binaries whose first judge is in `grundy::specs::hdu`.

use super::*;

/// The binary's step budget (`WORK_BUDGET` in src/bin/s-nim.rs) and what a value costs
/// (|S| + 8), for the number of HDU-shaped cases that use it up.
const BUDGET: u64 = 300_000_000;

/// How many cases as HDU 1536's largest the budget pays for.
const HDU_CASES: u64 = BUDGET / ((10_000 + 1) * (100 + 8));

/// Cases as HDU 1536's largest: 100 distinct moves up to 10^4, 100 positions of 100 heaps up
/// to 10^4, the first heap 10^4 so that every case computes 10^4 + 1 values (a window of
/// 10^4 values cannot repeat before that); as many cases as the budget pays for, so that
/// one more would be refused.
fn hdu_cases(w: &mut dyn Write) -> io::Result<()> {
    let mut rng = Rng::new(1);
    for _ in 0..HDU_CASES {
        line(w, Some(100), &distinct(&mut rng, 100, 1, 10_000))?;
        writeln!(w, "100")?;
        for position in 0..100 {
            let mut heaps: Vec<u64> = (0..100).map(|_| rng.range(0, 10_000)).collect();
            if position == 0 {
                heaps[0] = 10_000;
            }
            line(w, Some(100), &heaps)?;
        }
    }
    writeln!(w, "0")
}

/// One case whose values fill the per-case limit of 10^7 (40 MB) and nearly the whole step
/// budget: 21 random moves up to 10^6 show no period within 10^7 values (checked by the
/// run: it takes 40 MB), at 29 steps a value.
fn ten_million_values(w: &mut dyn Write) -> io::Result<()> {
    let mut rng = Rng::new(1);
    line(w, Some(21), &distinct(&mut rng, 21, 1, 1_000_000))?;
    writeln!(w, "1\n1 9999999\n0")
}

/// 1000 moves up to 10^4 and a heap near 2^64: refused when the budget runs out.
fn past_the_budget(w: &mut dyn Write) -> io::Result<()> {
    line(w, Some(1000), &random_moves(1000, 10_000))?;
    writeln!(w, "1\n1 18446744073709551000\n0")
}

/// A case that announces 1.4·10^8 positions.
fn too_many_positions(w: &mut dyn Write) -> io::Result<()> {
    writeln!(w, "1 1\n140000000\n1 5\n0")
}

/// `tests` tests on the complete acyclic graph on `n` vertices (vertex v moves to every
/// later one, so its value is n − 1 − v), each with 1000 queries of 10 random tokens. With
/// `cycle`, vertex 0 also moves into a 2-cycle of two more vertices: the graph has a cycle,
/// so the generalized function's rounds run, one per finite value.
fn complete_dag(w: &mut dyn Write, n: u64, tests: usize, cycle: bool) -> io::Result<()> {
    let mut rng = Rng::new(1);
    let vertices = if cycle { n + 2 } else { n };
    for _ in 0..tests {
        writeln!(w, "{vertices}")?;
        for v in 0..n {
            let mut next: Vec<u64> = (v + 1..n).collect();
            if cycle && v == 0 {
                next.push(n);
            }
            line(w, Some(next.len() as u64), &next)?;
        }
        if cycle {
            writeln!(w, "1 {}\n1 {n}", n + 1)?;
        }
        queries(w, &mut rng, vertices)?;
    }
    Ok(())
}

/// The complete acyclic graph on 1999 vertices, each also moving to `a` of a 2-cycle
/// `a ↔ b` where `b` also moves to a dead end `c`: every vertex reaches the cycle and γ's
/// values go up to about 1999, so the rounds would take about 1999³/6 steps.
fn cubic_rounds(w: &mut dyn Write) -> io::Result<()> {
    const K: u64 = 1999;
    let (a, b, c) = (K, K + 1, K + 2);
    writeln!(w, "{}", K + 3)?;
    for v in 0..K {
        let next: Vec<u64> = (0..v).chain([a]).collect();
        line(w, Some(next.len() as u64), &next)?;
    }
    writeln!(w, "1 {b}\n2 {a} {c}\n0\n1 0\n0")
}

/// 10^6 vertices with two random successors each: cycles everywhere.
fn random_graph(w: &mut dyn Write) -> io::Result<()> {
    const N: u64 = 1_000_000;
    let mut rng = Rng::new(1);
    writeln!(w, "{N}")?;
    for _ in 0..N {
        let next = [rng.range(0, N - 1), rng.range(0, N - 1)];
        line(w, Some(2), &next)?;
    }
    queries(w, &mut rng, N)
}

/// 1000 queries of 10 random tokens, then the `0` that ends a test.
fn queries(w: &mut dyn Write, rng: &mut Rng, vertices: u64) -> io::Result<()> {
    for _ in 0..1000 {
        let tokens: Vec<u64> = (0..10).map(|_| rng.range(0, vertices - 1)).collect();
        line(w, Some(10), &tokens)?;
    }
    writeln!(w, "0")
}

/// `cases` paths of `n` vertices from vertex 1, the other labels shuffled.
fn paths(w: &mut dyn Write, cases: usize, n: usize) -> io::Result<()> {
    let mut rng = Rng::new(1);
    writeln!(w, "{cases}")?;
    for _ in 0..cases {
        let mut label: Vec<usize> = (1..=n).collect();
        shuffle(&mut rng, &mut label[1..]);
        writeln!(w, "{n}")?;
        for pair in label.windows(2) {
            writeln!(w, "{} {}", pair[0], pair[1])?;
        }
    }
    Ok(())
}

/// F(93) and F(92), the largest consecutive Fibonacci numbers in u64: 91 quotients of 1,
/// the last 11 looked up in the binary's table.
const FIBONACCI_GAME: &str = "12200160415121876738 7540113804746346429\n";

pub const SHAPES: &[(&str, &[Shape])] = &[
    ("misere-nim", &[TEN_MILLION_PILES]),
    ("euclid", &[FIVE_MILLION_PAIRS]),
    ("be-the-winner", &[answered(
        "10 cases of 10^6 groups of 20 digits",
        Gen(longest!("--cases 10 --items 1000000")),
    )]),
    // The binary's budget is 1.5·10^8 divisions of Euclid's algorithm, those above its
    // table of small pairs: random 20-digit piles take about 33 a game, consecutive
    // Fibonacci numbers (the longest games) 80.
    ("every-sg", &[
        answered(
            "10 cases of 4·10^5 games of 20 digits (1.3·10^8 divisions)",
            Gen(longest!("--cases 10 --items 400000")),
        ),
        answered(
            "10 cases of 1.6·10^5 games of consecutive Fibonacci numbers near 2^64 \
             (1.28·10^8 divisions, the most a game takes)",
            Built("every-sg-fibonacci", |w| {
                for _ in 0..10 {
                    repeated(w, "160000\n", FIBONACCI_GAME, 160_000, "")?;
                }
                Ok(())
            }),
        ),
        refused(
            "one case of 2·10^6 such games: past the budget",
            Built("every-sg-fibonacci-past", |w| {
                repeated(w, "2000000\n", FIBONACCI_GAME, 2_000_000, "")
            }),
        ),
    ]),
    ("fibonacci-nim", &[answered(
        "10^7 piles of 20 digits",
        Gen(longest!("--cases 10000000")),
    )]),
    ("fibonacci-sg", &[answered(
        "3.3·10^6 lines of piles ≤ 10^6, half of them 10^6",
        Gen("--cases 3333333 --max 1000000 --digits 7 --min-digits 6"),
    )]),
    ("kiki", &[answered(
        "5·10^6 boards, n and m of 20 digits",
        Gen(longest!("--cases 5000000")),
    )]),
    ("lasker-nim", &[answered(
        "10 games of 10^6 heaps of 20 digits",
        Gen(longest!("--cases 10 --items 1000000")),
    )]),
    ("mock-turtles", &[answered(
        "10 cases of 10^6 positions of 20 digits",
        Gen(longest!("--cases 10 --items 1000000")),
    )]),
    ("nim-count", &[answered(
        "10 cases of 10^6 piles of 20 digits",
        Gen(longest!("--cases 10 --items 1000000")),
    )]),
    // 20-digit piles all have bit 63 set; an odd count of them leaves a nim-sum with it
    // too, so every pile is a winning move: an output line per pile.
    ("nim-moves", &[
        answered(
            "10 cases of 999999 piles of 20 digits, every pile a winning move",
            Gen(longest!("--cases 10 --items 999999")),
        ),
        answered(
            "one case of 9999999 piles of 20 digits, every pile a winning move",
            Gen(longest!("--cases 1 --items 9999999")),
        ),
        answered(
            "one case of 10^7 piles of 20 digits after a leading zero (21 characters)",
            // Valid numbers longer than 20 characters, an even count: no winning move.
            Built("nim-moves-leading-zeros", |w| {
                repeated(
                    w,
                    "10000000\n",
                    "018446744073709551615 ",
                    10_000_000,
                    "\n0\n",
                )
            }),
        ),
    ]),
    ("northcott", &[answered(
        "10^4 boards of 1000 rows, columns of 20 digits",
        Gen(
            "--cases 10000 --items 1000 --min-digits 20 --digits 20 --max 18446744073709551615",
        ),
    )]),
    ("paint-chain", &[
        answered(
            "N = 19999 with M = 1: 19998 line values, the whole budget",
            Built("paint-chain-one-line", |w| w.write_all(b"1\n19999 1\n")),
        ),
        answered(
            "45000 distinct M, each N = 2M + 62: 63 values per table",
            Built("paint-chain-many-tables", |w| {
                writeln!(w, "45000")?;
                (1..=45_000u64).try_for_each(|m| writeln!(w, "{} {m}", 2 * m + 62))
            }),
        ),
        refused(
            "N = 20000 with M = 1: past the budget",
            Built("paint-chain-past", |w| w.write_all(b"1\n20000 1\n")),
        ),
    ]),
    ("s-nim", &[
        answered(
            "277 cases as HDU's: 100 random moves ≤ 10^4, 100 positions of 100 heaps ≤ 10^4, one heap of 10^4 each (the whole step budget)",
            Built("s-nim-hdu-277", hdu_cases),
        ),
        answered(
            "21 random moves ≤ 10^6, a heap of 9999999: 10^7 values without a period",
            Built("s-nim-values-1e7", ten_million_values),
        ),
        refused(
            "1000 random moves ≤ 10^4, a heap near 2^64: past the step budget",
            Built("s-nim-refused", past_the_budget),
        ),
        answered(
            "2·10^7 moves, every one 1 (kept once), and a heap of 5",
            Built("s-nim-repeated-moves", |w| {
                repeated(w, "20000000\n", "1\n", 20_000_000, "1\n1 5\n0\n")
            }),
        ),
        refused(
            "a case of 1.4·10^8 positions: past the 10^7 a case keeps",
            Built("s-nim-positions", too_many_positions),
        ),
    ]),
    ("switch-lights", &[answered(
        "5 cases of 10^6 lights, coordinates of 20 digits",
        Gen(longest!("--cases 5 --items 1000000")),
    )]),
    ("three-split-nim", &[answered(
        "10 games of 10^6 heaps of 20 digits",
        Gen(longest!("--cases 10 --items 1000000")),
    )]),
    ("token-game", &[
        answered(
            "complete acyclic graph on 1000 vertices, 10 tests of 1000 queries of 10 tokens",
            Built("token-game-complete-1000x10", |w| complete_dag(w, 1000, 10, false)),
        ),
        answered(
            "10^6 vertices, 2·10^6 random edges with cycles, 1000 queries",
            Built("token-game-random-1e6", random_graph),
        ),
        answered(
            "complete acyclic graph on 1400 vertices and a 2-cycle reached from it (finite values to 1398)",
            Built("token-game-loopy-1400", |w| complete_dag(w, 1400, 1, true)),
        ),
        answered(
            "complete acyclic graph on 1999 vertices and a 2-cycle reached from it (the most edges a test admits)",
            Built("token-game-loopy-1999", |w| complete_dag(w, 1999, 1, true)),
        ),
        refused(
            "complete acyclic graph on 1999 vertices, every one also moving into a 2-cycle that leaves to a dead end: past the rounds' step budget",
            Built("token-game-cubic-rounds", cubic_rounds),
        ),
    ]),
    ("tree-game", &[
        answered("100 random trees of 10^5 vertices", Gen("")),
        answered(
            "100 paths of 10^5 vertices, numbered at random (the deepest trees)",
            Built("tree-game-paths", |w| paths(w, 100, 100_000)),
        ),
        answered(
            "a path of 10^6 vertices, numbered at random (the largest tree)",
            Built("tree-game-path-1e6", |w| paths(w, 1, 1_000_000)),
        ),
        refused(
            "a tree of 10^6 + 1 vertices",
            Built("tree-game-too-large", |w| writeln!(w, "1\n1000001")),
        ),
    ]),
    ("wythoff", &[answered(
        "5·10^6 pairs of 20 digits",
        Gen(longest!("--cases 5000000")),
    )]),
    ("wythoff-moves", &[answered(
        "5·10^6 pairs of 20 digits, each with its winning moves",
        Gen(longest!("--cases 5000000")),
    )]),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The limit builders write what the binary reads (checked on the first lines and the
    /// count, the runs themselves being the full check).
    #[test]
    fn the_builders_write_the_format() {
        let mut out = Vec::new();
        ten_million_values(&mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let first: Vec<u64> = text
            .lines()
            .next()
            .unwrap()
            .split(' ')
            .map(|m| m.parse().unwrap())
            .collect();
        assert_eq!(first.len(), 22);
        assert_eq!(first[0], 21);
        assert_eq!(HDU_CASES, 277);
    }

    /// The limit builder writes what the binary reads.
    #[test]
    fn the_builder_writes_the_format() {
        let mut out = Vec::new();
        complete_dag(&mut out, 3, 1, true).unwrap();
        let dag = String::from_utf8(out).unwrap();
        assert!(
            dag.starts_with("5\n3 1 2 3\n1 2\n0\n1 4\n1 3\n10 "),
            "{dag}"
        );
        assert!(dag.ends_with("\n0\n"));
    }
}
