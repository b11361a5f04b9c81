//! Codeforces' problems.

use crate::io::spec::{Judge, Layout, Spec};

pub const PRIME_EXPONENTS: Spec = Spec {
    name: "prime-exponents",
    judges: &[Judge {
        site: "Codeforces",
        id: "850C",
        title: "Arpa and a game with Mojtaba",
        limits: "1 ≤ n ≤ 100, 1 ≤ ai ≤ 10^9",
    }],
    problem: "a list of numbers; a move\n\
              picks a prime power p^k dividing at least one of them and divides every\n\
              number divisible by p^k by it; whoever cannot move loses.",
    input: "n, then n numbers from 1 to 10^9.",
    output: "`Mojtaba` when the first player (Mojtaba) wins, else `Arpa`.",
    layout: Layout::One,
    answers: &["Mojtaba", "Arpa"],
    example: ["4\n1 1 1 1\n", "Arpa\n"],
};

pub const ONE_TWO_K: Spec = Spec {
    name: "one-two-k",
    judges: &[Judge {
        site: "Codeforces",
        id: "1194D",
        title: "1-2-K Game",
        limits: "1 ≤ T ≤ 100, 0 ≤ n ≤ 10^9, 3 ≤ k ≤ 10^9",
    }],
    problem: "a chip on cell n of a strip of cells 0 to n;\n\
              a move shifts it 1, 2 or k cells to the left, never past cell 0; a player who\n\
              cannot move loses; Alice moves first.",
    input: "T, then T lines `n k` (k ≥ 1).",
    output: "per game, `Alice` when the first player wins, else `Bob`.",
    layout: Layout::Counted,
    answers: &["Alice", "Bob"],
    example: ["4\n0 3\n3 3\n3 4\n4 4\n", "Bob\nAlice\nBob\nAlice\n"],
};

pub const DELETING_DIVISORS: Spec = Spec {
    name: "deleting-divisors",
    judges: &[Judge {
        site: "Codeforces",
        id: "1537D",
        title: "Deleting Divisors",
        limits: "1 ≤ t ≤ 10^4, 1 ≤ n ≤ 10^9",
    }],
    problem: "a positive integer n; a move subtracts\n\
              from n a divisor of n other than 1 and n; a player who cannot move loses;\n\
              Alice moves first.",
    input: "t, then t integers n ≥ 1.",
    output: "per n, `Alice` when the first player wins, else `Bob`.",
    layout: Layout::Counted,
    answers: &["Alice", "Bob"],
    example: ["4\n1\n4\n12\n69\n", "Bob\nAlice\nAlice\nBob\n"],
};

pub const COPRIME_NIM: Spec = Spec {
    name: "coprime-nim",
    judges: &[Judge {
        site: "Codeforces",
        id: "2004E",
        title: "Not a Nim Problem",
        limits: "t ≤ 10^4, n ≤ 3·10^5 (summed over the cases), 1 ≤ a_i ≤ 10^7",
    }],
    problem: "piles of stones; a move takes y\n\
              stones from a pile of x only when gcd(x, y) = 1; the last move wins.",
    input: "t; each case: n, then n pile sizes (up to 5·10^7).",
    output: "per case, `Alice` when the first player (Alice) wins, else `Bob`.",
    layout: Layout::Counted,
    answers: &["Alice", "Bob"],
    example: [
        "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n",
        "Bob\nAlice\nBob\n",
    ],
};

pub const LIEGES: Spec = Spec {
    name: "lieges",
    judges: &[Judge {
        site: "Codeforces",
        id: "603C",
        title: "Lieges of Legendre",
        limits: "1 ≤ n ≤ 100000, 1 ≤ k ≤ 10^9, 1 ≤ a_i ≤ 10^9",
    }],
    problem: "piles of cows and a number k; a move\n\
              removes one cow from a pile, or replaces a pile of 2x cows (x > 0) by k piles\n\
              of x cows; whoever removes the last cow wins; Kevin moves first.",
    input: "`n k`, then n pile sizes.",
    output: "`Kevin` when the first player (Kevin) wins, else `Nicky`.",
    layout: Layout::One,
    answers: &["Kevin", "Nicky"],
    example: ["2 1\n3 4\n", "Kevin\n"],
};

pub const NO_REPEAT_NIM: Spec = Spec {
    name: "no-repeat-nim",
    judges: &[Judge {
        site: "Codeforces",
        id: "768E",
        title: "Game of Stones",
        limits: "1 ≤ n ≤ 10^6, 1 ≤ s_i ≤ 60",
    }],
    problem: "piles of stones; a move removes some\n\
              stones from one pile, never the same number twice from the same pile; whoever\n\
              cannot move loses; Sam moves first, Jon second.",
    input: "n, then n pile sizes (0 to 60), one a line.",
    output: "`YES` when Jon, the second player, wins, else `NO`.",
    layout: Layout::One,
    answers: &["NO", "YES"],
    example: ["1\n5\n", "NO\n"],
};

pub const THANOS_NIM: Spec = Spec {
    name: "thanos-nim",
    judges: &[Judge {
        site: "Codeforces",
        id: "1147C",
        title: "Thanos Nim",
        limits: "2 ≤ n ≤ 50, n even, 1 ≤ a_i ≤ 50",
    }],
    problem: "an even number n of piles; a move\n\
              chooses exactly n/2 non-empty piles and removes a positive number of stones from\n\
              each; whoever cannot move loses; Alice moves first.",
    input: "n (even, at least 2), then n pile sizes.",
    output: "`Alice` when the first player (Alice) wins, else `Bob`.",
    layout: Layout::One,
    answers: &["Alice", "Bob"],
    example: ["2\n8 8\n", "Bob\n"],
};

pub const PERMUTATION_GAME: Spec = Spec {
    name: "permutation-game",
    judges: &[Judge {
        site: "Codeforces",
        id: "1033C",
        title: "Permutation Game",
        limits: "1 ≤ n ≤ 10^5, 1 ≤ a_i ≤ n, the a_i distinct",
    }],
    problem: "n cells in a row hold distinct values a_i\n\
              from 1 to n; a token on cell i moves to a cell j with a_j > a_i and |i − j| a\n\
              multiple of a_i; whoever cannot move loses; Alice moves first.",
    input: "n, then the values a_1 … a_n, a permutation of 1 to n.",
    output: "one line of n letters, the i-th `A` when the first player (Alice) wins with the \
             token starting on cell i, else `B`.",
    layout: Layout::One,
    answers: &[],
    example: ["8\n3 6 5 4 2 7 1 8\n", "BAAAABAB\n"],
};

/// Every spec of this file.
pub const ALL: &[&Spec] = &[
    &PRIME_EXPONENTS,
    &ONE_TWO_K,
    &DELETING_DIVISORS,
    &COPRIME_NIM,
    &LIEGES,
    &NO_REPEAT_NIM,
    &THANOS_NIM,
    &PERMUTATION_GAME,
];
