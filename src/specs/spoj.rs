//! SPOJ's problems (the Sphere Online Judge, spoj.com). Each problem page states its own
//! source limit; these all state 50,000 bytes, SPOJ's default.

use crate::io::spec::{Judge, Layout, Spec};

/// The statement as SPOJ shows it (spoj.com/problems/MCOINS), read in the copies of it kept
/// with published solutions (the limits, the sample and its answer agree); its page itself
/// was not found. The answer is one line of m letters, no separators.
pub const COINS_GAME: Spec = Spec {
    name: "coins-game",
    judges: &[Judge {
        site: "SPOJ",
        id: "MCOINS",
        title: "Coins Game",
        limits: "1 < K < L < 10, 3 < m < 50, 1 ≤ N_i ≤ 10^6",
    }],
    problem: "m towers of coins, each its own game; a move takes 1, K or L\n\
              coins from the tower; the player who takes the last coin wins; Asen moves first.",
    input: "`K L m`, then the m towers' numbers of coins N_1 … N_m.",
    output: "one line of m letters, the i-th `A` when the first player (Asen) wins the i-th \
             game, else `B`.",
    layout: Layout::One,
    answers: &[],
    example: ["2 3 5\n3 12 113 25714 88888\n", "ABAAB\n"],
};

/// The statement as SPOJ shows it (spoj.com/problems/NGM, with its limits: 1 s, source
/// 50,000 bytes). The second line, the winning move, is the digit to subtract; it is
/// unique (games::digit_takes), so the answer is every accepted one.
pub const DIGIT_GAME: Spec = Spec {
    name: "digit-game",
    judges: &[Judge {
        site: "SPOJ",
        id: "NGM",
        title: "A Game with Numbers",
        limits: "a positive integer n below 2·10^9",
    }],
    problem: "a positive integer n; Nikifor and Trofim in turn subtract one of its\n\
              non-zero digits from the number written; who writes 0 wins; Nikifor moves first.",
    input: "the integer n (at least 1).",
    output: "`1` when the first player (Nikifor) wins, and on a second line the digit to \
             subtract first; else `2`.",
    layout: Layout::One,
    answers: &[],
    example: ["14\n", "1\n4\n"],
};

/// The statement as SPOJ shows it (spoj.com/problems/MATGAME, with its limits: 1 s, source
/// 50,000 bytes), first posed as CodeChef SNCK01. Blank lines may stand between the tests.
pub const MATRIX_GAME: Spec = Spec {
    name: "matrix-game",
    judges: &[Judge {
        site: "SPOJ",
        id: "MATGAME",
        title: "Matrix Game",
        limits: "T ≤ 1000, 1 ≤ N, M ≤ 50, the values from 1 to 50",
    }],
    problem: "an N × M matrix of numbers; a move picks a row with a non-zero\n\
              number and subtracts 1 to K from its leftmost non-zero number K; the player\n\
              who moves last wins; A moves first.",
    input: "T; each test: `N M`, then N lines of M numbers.",
    output: "per test, `FIRST` when the first player (A) wins, else `SECOND`.",
    layout: Layout::Counted,
    answers: &["FIRST", "SECOND"],
    example: [
        "3\n2 2\n1 1\n1 1\n\n1 3\n2 1 1\n\n2 2\n3 2\n3 2\n",
        "SECOND\nFIRST\nSECOND\n",
    ],
};

/// The statement as SPOJ shows it (spoj.com/problems/QCJ3), first posed as CodeChef QCJ6;
/// square i is the i-th of the S numbers, from 1, and square 0, where coins end, is not
/// given.
pub const SQUARE_COINS: Spec = Spec {
    name: "square-coins",
    judges: &[Judge {
        site: "SPOJ",
        id: "QCJ3",
        title: "The Game",
        limits: "every number of the input below 25; some square holds a coin",
    }],
    problem: "coins on squares 0, 1, 2, …; a move takes one coin from its\n\
              square i to any square 0 to i − 1; the player who moves last wins; Tom moves\n\
              first.",
    input: "N; each test: S, then the coins on squares 1 to S.",
    output: "per test, `Tom Wins` when the first player (Tom) wins, else `Hanks Wins`.",
    layout: Layout::Counted,
    answers: &["Tom Wins", "Hanks Wins"],
    example: ["2\n1\n1\n1\n2\n", "Tom Wins\nHanks Wins\n"],
};

pub const ALL: &[&Spec] = &[&COINS_GAME, &DIGIT_GAME, &MATRIX_GAME, &SQUARE_COINS];
