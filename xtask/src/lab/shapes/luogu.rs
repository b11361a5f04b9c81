//! The worst shapes of the binaries whose first judge is in `grundy::specs::luogu`.

use super::*;
use crate::problems::jumping_pieces::WIDTH;

/// `rows` × `columns`, every cell free.
fn free_board(w: &mut dyn Write, rows: usize, columns: usize) -> io::Result<()> {
    writeln!(w, "{rows} {columns}")?;
    let row = ".".repeat(columns) + "\n";
    for _ in 0..rows {
        w.write_all(row.as_bytes())?;
    }
    Ok(())
}

/// 1000 × 1000 where every second row has its dark cells blocked: combs whose teeth make
/// the alternating paths long and many.
fn combs(w: &mut dyn Write) -> io::Result<()> {
    writeln!(w, "1000 1000")?;
    for i in 0..1000 {
        let row: String = (0..1000)
            .map(|j| match i % 2 == 1 && (i + j) % 2 == 0 {
                true => '#',
                false => '.',
            })
            .collect();
        writeln!(w, "{row}")?;
    }
    Ok(())
}

/// 1000 × 1000, the light cells blocked: every free cell isolated.
fn checkerboard(w: &mut dyn Write) -> io::Result<()> {
    writeln!(w, "1000 1000")?;
    for i in 0..1000 {
        let row: String = (0..1000)
            .map(|j| if (i + j) % 2 == 1 { '#' } else { '.' })
            .collect();
        writeln!(w, "{row}")?;
    }
    Ok(())
}

/// `rows` × `columns`, each cell blocked when `blocked(rng, i, j)`, drawn row by row.
fn drawn_board(
    w: &mut dyn Write,
    (rows, columns): (usize, usize),
    seed: u64,
    mut blocked: impl FnMut(&mut Rng, usize, usize) -> bool,
) -> io::Result<()> {
    let mut rng = Rng::new(seed);
    writeln!(w, "{rows} {columns}")?;
    for i in 0..rows {
        let row: String = (0..columns)
            .map(|j| if blocked(&mut rng, i, j) { '#' } else { '.' })
            .collect();
        writeln!(w, "{row}")?;
    }
    Ok(())
}

/// `rows` × `columns`, each cell blocked with probability 1/`one_in`.
fn random_obstacles(
    w: &mut dyn Write,
    rows: usize,
    columns: usize,
    one_in: u64,
    seed: u64,
) -> io::Result<()> {
    drawn_board(w, (rows, columns), seed, |rng, _, _| rng.chance(1, one_in))
}

/// `rows` × `columns`, the cells of column j blocked with probability (2j + 1) /
/// (`columns` · `one_in`): 1/`one_in` on average, from none at the left to twice that.
fn gradient(
    w: &mut dyn Write,
    rows: usize,
    columns: usize,
    one_in: u64,
    seed: u64,
) -> io::Result<()> {
    drawn_board(w, (rows, columns), seed, |rng, _, j| {
        rng.chance(2 * j as u64 + 1, columns as u64 * one_in)
    })
}

/// 1000 × 1000 in squares of side `side`, each short of one colour (its cells of that
/// colour blocked with probability 1/`short_one_in`: dark and light by turns, as a
/// chessboard's squares), and any cell blocked with probability 1/`one_in`: the
/// imbalance of each square must travel to its neighbours.
fn domains(
    w: &mut dyn Write,
    side: usize,
    short_one_in: u64,
    one_in: u64,
    seed: u64,
) -> io::Result<()> {
    drawn_board(w, (1000, 1000), seed, |rng, i, j| {
        let short = (i + j) % 2 == (i / side + j / side) % 2;
        let in_square = rng.chance(1, short_one_in);
        (short && in_square) | rng.chance(1, one_in)
    })
}

/// Ten boards of 1000 × 1000 tails: every coin costs an exponent's bit.
fn all_tails(w: &mut dyn Write) -> io::Result<()> {
    writeln!(w, "10")?;
    let row = "T".repeat(1000) + "\n";
    for _ in 0..10 {
        writeln!(w, "1000 1000")?;
        for _ in 0..1000 {
            w.write_all(row.as_bytes())?;
        }
    }
    Ok(())
}

/// One board of `rows` rows of `columns` tails: a tall one costs a token per row, a wide
/// one a word per 64 coins (the first row a flip per coin, by the ruler's exponent).
fn one_board(w: &mut dyn Write, rows: usize, columns: usize) -> io::Result<()> {
    writeln!(w, "1\n{rows} {columns}")?;
    let row = "T".repeat(columns) + "\n";
    for _ in 0..rows {
        w.write_all(row.as_bytes())?;
    }
    Ok(())
}

pub const SHAPES: &[(&str, &[Shape])] = &[
    ("nim", &[TEN_MILLION_PILES]),
    ("euclid-luogu", &[FIVE_MILLION_PAIRS]),
    // The worst boards found at 10^6 cells (docs/performance.md): obstacles at random with
    // a few per cent blocked (every density from 0 to 50 % tried, and these seeds the worst
    // of 6 to 30 tried each), their density growing across the board, and squares short of
    // one colour among them (the imbalance carried far); then the paths, the ladder, the
    // combs and the checkerboard, which the greedy matching settles alone.
    ("bipartite-game", &[
        answered(
            "Luogu's largest: 100 × 100, all free",
            Built("bipartite-game-100x100", |w| free_board(w, 100, 100)),
        ),
        answered(
            "10^6 cells, 1000 × 1000, all free",
            Built("bipartite-game-1000x1000", |w| free_board(w, 1000, 1000)),
        ),
        answered(
            "1000 × 1000, 1 cell in 25 blocked at random (seed 19: long augmenting paths)",
            Built("bipartite-game-random-25", |w| {
                random_obstacles(w, 1000, 1000, 25, 19)
            }),
        ),
        answered(
            "500 × 2000, 1 cell in 25 blocked at random (seed 12)",
            Built("bipartite-game-random-25-wide", |w| {
                random_obstacles(w, 500, 2000, 25, 12)
            }),
        ),
        answered(
            "2000 × 500, 1 cell in 50 blocked at random (seed 11)",
            Built("bipartite-game-random-50-tall", |w| {
                random_obstacles(w, 2000, 500, 50, 11)
            }),
        ),
        answered(
            "1000 × 1000, 1 cell in 4 blocked at random",
            Built("bipartite-game-random-4", |w| random_obstacles(w, 1000, 1000, 4, 1)),
        ),
        answered(
            "1000 × 1000, blocked at random from none at the left to 1 cell in 10 at the right (seed 6)",
            Built("bipartite-game-gradient", |w| gradient(w, 1000, 1000, 20, 6)),
        ),
        answered(
            "1000 × 1000, squares of side 20 short of dark and light cells in turn (1 in 50 \
             blocked) and 1 cell in 30 blocked at random (seed 1)",
            Built("bipartite-game-domains-20", |w| domains(w, 20, 50, 30, 1)),
        ),
        answered(
            "1000 × 1000, squares of side 10 short of one colour (1 in 30) and 1 cell in 40 \
             blocked at random (seed 2)",
            Built("bipartite-game-domains-10", |w| domains(w, 10, 30, 40, 2)),
        ),
        answered(
            "1000 × 1000, the dark cells of every second row blocked (combs)",
            Built("bipartite-game-combs", combs),
        ),
        answered(
            "1000 × 1000, a checkerboard of obstacles (no edge: 500000 answer lines)",
            Built("bipartite-game-checkerboard", checkerboard),
        ),
        answered(
            "1 × 10^6, a path",
            Built("bipartite-game-1x1e6", |w| free_board(w, 1, 1_000_000)),
        ),
        answered(
            "10^6 × 1, a path row by row",
            Built("bipartite-game-1e6x1", |w| free_board(w, 1_000_000, 1)),
        ),
        answered(
            "2 × 500000, a ladder",
            Built("bipartite-game-2x5e5", |w| free_board(w, 2, 500_000)),
        ),
        refused(
            "1001 × 1000 (past the 10^6 cells)",
            Built("bipartite-game-1001x1000", |w| free_board(w, 1001, 1000)),
        ),
    ]),
    ("coin-grid", &[
        answered(
            "10 boards of 1000 × 1000 coins, all tails",
            Built("coin-grid-tails", all_tails),
        ),
        answered(
            "a board of 4·10^7 rows of one tail (80 MB)",
            Built("coin-grid-tall", |w| one_board(w, 40_000_000, 1)),
        ),
        answered(
            "a board of one row of 8·10^7 tails (80 MB)",
            Built("coin-grid-wide", |w| one_board(w, 1, 80_000_000)),
        ),
    ]),
    ("ed-game", &[answered(
        "10 cases of 10^6 piles of 20 digits",
        Gen(longest!("--cases 10 --items 500000")),
    )]),
    ("fibonacci-first-take", &[answered(
        "one pile of 20 digits",
        Gen("--min-digits 20 --digits 20 --max 18446744073709551615"),
    )]),
    ("grid-walk", &[answered(
        "10^7 sides of 20 digits",
        Gen(longest!("--cases 10000000")),
    )]),
    ("jumping-pieces", &[
        answered(
            "a case of 10^6 full rows (21 numbers each)",
            Built("jumping-pieces-full-rows", |w| {
                let full: Vec<String> = (1..=WIDTH).map(|c| c.to_string()).collect();
                let row = format!("20 {}\n", full.join(" "));
                repeated(w, "1\n1000000\n", &row, 1_000_000, "")
            }),
        ),
        refused(
            "a piece on cell 21",
            Built("jumping-pieces-cell-21", |w| w.write_all(b"1\n1\n1 21\n")),
        ),
    ]),
    ("merge-piles", &[answered(
        "5·10^6 cases, n and m of 20 digits",
        Gen(longest!("--cases 5000000")),
    )]),
    ("pebbles", &[answered(
        "10 arrangements of 10^6 piles of 20 digits",
        Gen(longest!("--cases 10 --items 1000000")),
    )]),
    ("prime-powers", &[answered(
        "10^7 counts of 20 digits",
        Gen(longest!("--cases 10000000")),
    )]),
    ("split-game", &[
        answered(
            "10 cases of 10^6 bottles of 20 digits (the cap)",
            Gen(longest!("--cases 10 --items 1000000")),
        ),
        refused(
            "1 case of 10^6 + 1 bottles",
            Gen(longest!("--cases 1 --items 1000001")),
        ),
    ]),
    ("take-ends", &[
        answered(
            "1 case of 10^4 piles of 20 digits (n² within the budget)",
            Gen(longest!("--cases 1 --items 10000")),
        ),
        answered(
            "100 cases of 1000 piles of 20 digits (the budget, spent)",
            Gen(longest!("--cases 100 --items 1000")),
        ),
        refused(
            "1 case of 10^4 + 1 piles (n² past the budget)",
            Gen(longest!("--cases 1 --items 10001")),
        ),
    ]),
];
