//! The worst shapes of the binaries whose first judge is in `grundy::specs::codeforces`.

use super::*;

/// The shapes' lists: 20000 numbers of one kind.
fn list_of(w: &mut dyn Write, count: u64, number: u64) -> io::Result<()> {
    writeln!(w, "{count}")?;
    let item = format!("{number} ");
    repeated(w, "", &item, count as usize, "\n")
}

const LARGEST_PRIMES: Builder = |w| list_of(w, 20_000, 999_999_937);
const PAST_THE_COUNT: Builder = |w| list_of(w, 20_001, 999_999_937);

pub const SHAPES: &[(&str, &[Shape])] = &[
    (
        "tokitsukaze",
        &[
            answered(
                "5·10^6 piles of 20 digits (the most kept and sorted)",
                Gen(longest!("--items 5000000")),
            ),
            refused(
                "5·10^6 + 1 piles: past the count",
                Built("tokitsukaze-past", |w| w.write_all(b"5000001\n1 2 3\n")),
            ),
        ],
    ),
    (
        "coprime-nim",
        &[
            answered(
                "10 games of 10^4 piles of 8 digits up to 5·10^7 (the whole table)",
                Gen("--cases 10 --items 10000 --max 50000000 --digits 8 --min-digits 8"),
            ),
            refused(
                "a pile of 5·10^7 + 1: past the largest pile",
                Built("coprime-nim-past", |w| {
                    w.write_all(b"1\n2\n49999999 50000001\n")
                }),
            ),
        ],
    ),
    (
        "deleting-divisors",
        &[answered(
            "10^7 numbers of 20 digits",
            Gen(longest!("--cases 10000000")),
        )],
    ),
    (
        "lieges",
        &[answered(
            "10^7 piles of 2^63 with an odd k: 61 halvings, the longest chain",
            Built("lieges-halvings", |w| {
                writeln!(w, "10000000 999999999")?;
                repeated(w, "", "9223372036854775808 ", 10_000_000, "\n")
            }),
        )],
    ),
    (
        "no-repeat-nim",
        &[answered(
            "2·10^7 piles of 60, one a line (60 MB)",
            Built("no-repeat-nim-60", |w| {
                writeln!(w, "20000000")?;
                repeated(w, "", "60\n", 20_000_000, "")
            }),
        )],
    ),
    (
        "one-two-k",
        &[answered(
            "5·10^6 games, n and k of 20 digits",
            Gen(longest!("--cases 5000000")),
        )],
    ),
    (
        "permutation-game",
        &[
            answered(
                "2·10^6 cells, a random permutation",
                Built("permutation-game-random", |w| {
                    let mut values: Vec<u32> = (1..=2_000_000).collect();
                    shuffle(&mut Rng::new(3), &mut values);
                    writeln!(w, "{}", values.len())?;
                    values.iter().try_for_each(|v| write!(w, "{v} "))?;
                    writeln!(w)
                }),
            ),
            answered(
                "2·10^6 cells in increasing order: every cell has all its n/v jumps",
                Built("permutation-game-increasing", |w| {
                    writeln!(w, "2000000")?;
                    (1..=2_000_000).try_for_each(|v| write!(w, "{v} "))?;
                    writeln!(w)
                }),
            ),
            refused(
                "2·10^6 + 1 cells: past the most cells",
                Built("permutation-game-past", |w| {
                    w.write_all(b"2000001\n1 2 3\n")
                }),
            ),
        ],
    ),
    (
        "prime-exponents",
        &[
            answered(
                "20000 copies of the largest prime below 10^9 (the most trial divisions)",
                Input::Built("prime-exponents-largest", LARGEST_PRIMES),
            ),
            refused(
                "20001 numbers (past the count)",
                Input::Built("prime-exponents-past", PAST_THE_COUNT),
            ),
        ],
    ),
    (
        "thanos-nim",
        &[answered(
            "10^7 piles of 2^64 − 1 (210 MB)",
            Built("thanos-nim-largest", |w| {
                writeln!(w, "10000000")?;
                repeated(w, "", "18446744073709551615 ", 10_000_000, "\n")
            }),
        )],
    ),
];
