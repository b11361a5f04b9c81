//! The worst shapes of the binaries whose first judge is in `grundy::specs::cses`.

use super::*;

/// `n k` and k odd moves 1, 3, 5, …: every even pile is lost and tries every move, the
/// most steps a table of n piles can take for k moves.
fn odd_moves(w: &mut dyn Write, sticks: u64, moves: u64) -> io::Result<()> {
    let odd: Vec<String> = (0..moves).map(|i| (2 * i + 1).to_string()).collect();
    writeln!(w, "{sticks} {moves}\n{}", odd.join(" "))
}

/// `n`, then n numbers of 19 digits and either sign (a fixed sequence: the time depends on
/// n alone, the arithmetic being i128 throughout).
fn long_row(w: &mut dyn Write, count: u64) -> io::Result<()> {
    let mut rng = Rng::new(1097);
    writeln!(w, "{count}")?;
    let numbers: Vec<String> = (0..count)
        .map(|_| (rng.range(0, u64::MAX) as i64).to_string())
        .collect();
    writeln!(w, "{}", numbers.join(" "))
}

pub const SHAPES: &[(&str, &[Shape])] = &[
    ("nim-cses", &[TEN_MILLION_PILES]),
    ("nim-up-to-three", &[TEN_MILLION_PILES]),
    ("stair-game", &[TEN_MILLION_PILES]),
    ("one-from-each", &[TEN_MILLION_PILES]),
    // Any number of heaps, each at most 10^6 (the binary refuses a larger one).
    (
        "grundys-game",
        &[answered(
            "10^7 heaps of up to 10^6",
            Gen("--cases 10000000 --max 1000000"),
        )],
    ),
    // The binary admits n ≤ 5·10^7 and n·k ≤ 3·10^8; half the piles lost, each trying
    // every move.
    (
        "stick-game",
        &[
            answered(
                "the judge's largest: n = 10^6, 100 odd moves",
                Built("stick-game-judge", |w| odd_moves(w, 1_000_000, 100)),
            ),
            answered(
                "n = 3·10^6, 100 odd moves (3·10^8 steps admitted)",
                Built("stick-game-steps", |w| odd_moves(w, 3_000_000, 100)),
            ),
            answered(
                "n = 5·10^7, 6 odd moves (the most sticks admitted)",
                Built("stick-game-sticks", |w| odd_moves(w, 50_000_000, 6)),
            ),
            refused(
                "n = 5·10^7 + 1",
                Built("stick-game-past", |w| odd_moves(w, 50_000_001, 1)),
            ),
        ],
    ),
    // The binary admits n ≤ 1.5·10^4 numbers, any i64: n²/2 steps whatever they are.
    (
        "removal-game",
        &[
            answered(
                "n = 1.5·10^4 numbers of 19 digits (the most admitted)",
                Built("removal-game-longest", |w| long_row(w, 15_000)),
            ),
            refused(
                "n = 1.5·10^4 + 1",
                Built("removal-game-past", |w| long_row(w, 15_001)),
            ),
        ],
    ),
];
