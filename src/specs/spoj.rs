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

pub const ALL: &[&Spec] = &[&COINS_GAME, &DIGIT_GAME];
