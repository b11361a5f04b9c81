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

/// `piles` piles of 10^9 stones with K = 18326, the K whose chain is the longest for 10^9.
fn worst_piles(w: &mut dyn Write, piles: u64) -> io::Result<()> {
    writeln!(w, "{piles}")?;
    (0..piles).try_for_each(|_| writeln!(w, "1000000000 18326"))
}

/// One path of `n` vertices, numbered at random: the deepest tree, every vertex peeled
/// in turn.
fn shuffled_path(w: &mut dyn Write, n: usize) -> io::Result<()> {
    let mut rng = Rng::new(1);
    let mut label: Vec<usize> = (1..=n).collect();
    shuffle(&mut rng, &mut label);
    writeln!(w, "{n}")?;
    for pair in label.windows(2) {
        writeln!(w, "{} {}", pair[0], pair[1])?;
    }
    Ok(())
}

/// A path of `n` vertices numbered at random, with stones falling by one along it from
/// 10^9: every edge a move, the outcomes alternating the whole length.
fn stone_path(w: &mut dyn Write, n: usize) -> io::Result<()> {
    let mut rng = Rng::new(2);
    let mut label: Vec<usize> = (1..=n).collect();
    shuffle(&mut rng, &mut label);
    let mut stones = vec![0u64; n];
    for (i, &v) in label.iter().enumerate() {
        stones[v - 1] = 1_000_000_000 - i as u64;
    }
    writeln!(w, "{n}")?;
    line(w, None, &stones)?;
    for pair in label.windows(2) {
        writeln!(w, "{} {}", pair[0], pair[1])?;
    }
    Ok(())
}

pub const SHAPES: &[(&str, &[Shape])] = &[
    (
        "tree-stones",
        &[
            answered(
                "a path of 10^6 vertices numbered at random, stones falling along it",
                Built("tree-stones-path-1e6", |w| stone_path(w, 1_000_000)),
            ),
            refused(
                "a tree of 10^6 + 1 vertices",
                Built("tree-stones-too-large", |w| writeln!(w, "1000001")),
            ),
        ],
    ),
    (
        "black-white-tree",
        &[
            answered(
                "a path of 10^6 vertices, numbered at random (the largest tree)",
                Built("black-white-tree-path-1e6", |w| shuffled_path(w, 1_000_000)),
            ),
            refused(
                "a tree of 10^6 + 1 vertices",
                Built("black-white-tree-too-large", |w| writeln!(w, "1000001")),
            ),
        ],
    ),
    (
        "stones-score",
        &[
            answered(
                "a pile of 10^7 and the amounts 1 to 14: the largest table at the budget",
                Built("stones-score-10-7", |w| {
                    writeln!(w, "10000000 14")?;
                    (1..=14).try_for_each(|a| write!(w, "{a} "))?;
                    writeln!(w)
                }),
            ),
            refused(
                "a pile of 10^7 with 15 amounts: past the work budget",
                Built("stones-score-budget", |w| w.write_all(b"10000000 15\n")),
            ),
        ],
    ),
    (
        "dividing-game",
        &[answered(
            "10^7 numbers rising by doubling to 10^7: every growth of the table",
            Built("dividing-game-10-7", |w| {
                writeln!(w, "10000000")?;
                let mut rng = Rng::new(3);
                for i in 0..10_000_000u64 {
                    let cap = (1u64 << (i / 400_000).min(24)).min(10_000_000);
                    write!(w, "{} ", rng.range(cap / 2 + 1, cap).max(1))?;
                }
                writeln!(w)
            }),
        )],
    ),
    (
        "ordinary-game",
        &[answered(
            "a string of 10^8 letters, a and b alternating: streamed in pieces",
            Built("ordinary-game-10-8", |w| {
                let block = b"ab".repeat(1 << 15);
                (0..100_000_000 / block.len()).try_for_each(|_| w.write_all(&block))?;
                writeln!(w)
            }),
        )],
    ),
    (
        "stones-dp",
        &[
            answered(
                "a pile of 10^8 and the amounts 1, 2, 3: the largest table, three steps a pile",
                Built("stones-dp-10-8", |w| w.write_all(b"3 99999999\n1 2 3\n")),
            ),
            answered(
                "a pile of 17320 and every amount from 1 to 17320: the budget in amounts",
                Built("stones-dp-17320", |w| {
                    writeln!(w, "17320 17320")?;
                    (1..=17320).try_for_each(|a| write!(w, "{a} "))?;
                    writeln!(w)
                }),
            ),
            refused(
                "a pile of 10^8 with 100 amounts: past the work budget",
                Built("stones-dp-budget", |w| w.write_all(b"100 100000000\n")),
            ),
        ],
    ),
    (
        "deque-game",
        &[
            answered(
                "20000 elements near 2^64, every interval's margin past i64",
                Built("deque-game-20000", |w| {
                    writeln!(w, "20000")?;
                    let mut rng = Rng::new(2);
                    (0..20_000)
                        .try_for_each(|_| write!(w, "{} ", u64::MAX - rng.range(0, 1 << 40)))?;
                    writeln!(w)
                }),
            ),
            refused(
                "20001 elements: past the bound on N",
                Built("deque-game-20001", |w| w.write_all(b"20001\n")),
            ),
        ],
    ),
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
    (
        "lets-play-nim",
        &[
            answered(
                "one case of 4·10^6 bags of 20 digits: the most kept and sorted",
                Gen(longest!("--cases 1 --items 4000000")),
            ),
            refused(
                "a case of 4000001 bags: past the bags kept",
                Built("lets-play-nim-4000001", |w| w.write_all(b"1\n4000001\n")),
            ),
        ],
    ),
    (
        "strange-nim",
        &[
            answered(
                "521 piles of 10^9 with K = 18326 (38321 steps each): just within the budget",
                Built("strange-nim-521", |w| worst_piles(w, 521)),
            ),
            refused(
                "522 such piles: past the budget of 2·10^7 steps",
                Built("strange-nim-522", |w| worst_piles(w, 522)),
            ),
        ],
    ),
    (
        "candy-piles",
        &[
            answered(
                "4·10^6 piles of 20 digits: the most kept and sorted",
                Gen(longest!("--items 4000000")),
            ),
            refused(
                "4000001 piles: past the piles kept",
                Built("candy-piles-4000001", |w| w.write_all(b"4000001\n")),
            ),
        ],
    ),
];
