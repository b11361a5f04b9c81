//! CSES's problems (the CSES Problem Set).

use crate::io::spec::{Judge, Layout, Spec};

pub const NIM_CSES: Spec = Spec {
    name: "nim-cses",
    judges: &[Judge {
        site: "CSES",
        id: "1730",
        title: "Nim Game I",
        limits: "1 ≤ t ≤ 2·10^5, 1 ≤ n ≤ 2·10^5, 1 ≤ x_i ≤ 10^9, the sum of all n at most \
                 2·10^5",
    }],
    problem: "Nim; a move removes any number of sticks from one non-empty heap;\n\
              the player who removes the last stick wins.",
    input: "t; each test: n, then the n heaps' numbers of sticks.",
    output: "per test, `first` when the first player wins, else `second`.",
    layout: Layout::Counted,
    answers: &["first", "second"],
    example: [
        "3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n",
        "first\nfirst\nsecond\n",
    ],
};

/// The statement as CSES shows it (cses.fi/problemset/task/1098), read in the copies of
/// it kept with published solutions (the limits, the sample and its answers agree).
pub const NIM_UP_TO_THREE: Spec = Spec {
    name: "nim-up-to-three",
    judges: &[Judge {
        site: "CSES",
        id: "1098",
        title: "Nim Game II",
        limits: "1 ≤ t ≤ 2·10^5, 1 ≤ n ≤ 2·10^5, 1 ≤ x_i ≤ 10^9, the sum of all n at most \
                 2·10^5",
    }],
    problem: "heaps of sticks; a move removes 1, 2 or 3 sticks from one heap;\n\
              the player who removes the last stick wins.",
    input: "t; each test: n, then the n heaps' numbers of sticks.",
    output: "per test, `first` when the first player wins, else `second`.",
    layout: Layout::Counted,
    answers: &["first", "second"],
    example: [
        "3\n4\n5 7 2 5\n2\n4 1\n3\n4 4 4\n",
        "first\nfirst\nsecond\n",
    ],
};

/// The statement as CSES shows it (cses.fi/problemset/task/1099), read in copies kept with
/// published solutions. Copies disagree on the least p_i (0 in some, 1 in others); the
/// judge's own sample has an empty stair, so 0 is taken.
pub const STAIR_GAME: Spec = Spec {
    name: "stair-game",
    judges: &[Judge {
        site: "CSES",
        id: "1099",
        title: "Stair Game",
        limits: "1 ≤ t ≤ 2·10^5, 1 ≤ n ≤ 2·10^5, 0 ≤ p_i ≤ 10^9, the sum of all n at most \
                 2·10^5",
    }],
    problem: "balls on stairs 1 to n; a move carries any positive number of\n\
              balls from a stair k ≠ 1 to stair k − 1; the player who moves last wins.",
    input: "t; each test: n, then the n stairs' numbers of balls, from stair 1 up.",
    output: "per test, `first` when the first player wins, else `second`.",
    layout: Layout::Counted,
    answers: &["first", "second"],
    example: [
        "3\n3\n0 2 1\n4\n1 1 1 1\n2\n5 3\n",
        "first\nsecond\nfirst\n",
    ],
};

/// The statement as CSES shows it (cses.fi/problemset/task/1729), read in copies kept with
/// published solutions and in a mirror of the problem set (its time limit 1 s, its memory
/// 256 MiB, CSES's own 512 MB).
pub const STICK_GAME: Spec = Spec {
    name: "stick-game",
    judges: &[Judge {
        site: "CSES",
        id: "1729",
        title: "Stick Game",
        limits: "1 ≤ n ≤ 10^6, 1 ≤ k ≤ 100, 1 ≤ p_i ≤ n, the p_i distinct, one of them 1",
    }],
    problem: "one heap of sticks; a move removes exactly p sticks for some p\n\
              of a set P; the player who removes the last stick wins.",
    input: "`n k`, then the k moves p_1 … p_k.",
    output: "one line of n letters, the i-th `W` when the first player wins from i sticks, \
             else `L`.",
    layout: Layout::One,
    answers: &[],
    example: ["10 3\n1 3 4\n", "WLWWWWLWLW\n"],
};

/// The statement as CSES shows it (cses.fi/problemset/task/2208), read in copies kept with
/// published solutions (the limits, the sample and its answers agree).
pub const ONE_FROM_EACH: Spec = Spec {
    name: "one-from-each",
    judges: &[Judge {
        site: "CSES",
        id: "2208",
        title: "Another Game",
        limits: "1 ≤ t ≤ 2·10^5, 1 ≤ n ≤ 2·10^5, 1 ≤ x_i ≤ 10^9, the sum of all n at most \
                 2·10^5",
    }],
    problem: "heaps of coins; a move takes one coin from each heap of any\n\
              non-empty set of non-empty heaps; the player who removes the last coin wins.",
    input: "t; each test: n, then the n heaps' numbers of coins.",
    output: "per test, `first` when the first player wins, else `second`.",
    layout: Layout::Counted,
    answers: &["first", "second"],
    example: [
        "3\n3\n1 2 3\n2\n2 2\n4\n5 5 4 5\n",
        "first\nsecond\nfirst\n",
    ],
};

/// The statement as CSES shows it (cses.fi/problemset/task/1097), read in copies kept with
/// published solutions (the limits, the sample and its answer agree).
pub const REMOVAL_GAME: Spec = Spec {
    name: "removal-game",
    judges: &[Judge {
        site: "CSES",
        id: "1097",
        title: "Removal Game",
        limits: "1 ≤ n ≤ 5000, −10^9 ≤ x_i ≤ 10^9",
    }],
    problem: "a list of numbers; in turn each player removes the first or the\n\
              last number and adds it to their score; both make their own score as large as\n\
              they can.",
    input: "n, then the n numbers x_1 … x_n.",
    output: "the first player's score.",
    layout: Layout::One,
    answers: &[],
    example: ["4\n4 5 1 3\n", "8\n"],
};

/// The statement as CSES shows it (cses.fi/problemset/task/2207), read in copies kept with
/// published solutions: the current one says n ≤ 10^6, older copies n ≤ 10^5.
pub const GRUNDYS_GAME: Spec = Spec {
    name: "grundys-game",
    judges: &[Judge {
        site: "CSES",
        id: "2207",
        title: "Grundy's Game",
        limits: "1 ≤ t ≤ 10^5, 1 ≤ n ≤ 10^6",
    }],
    problem: "one heap of n coins; a move splits a heap into two non-empty\n\
              heaps of different sizes; the player who makes the last move wins.",
    input: "t, then t heaps n (at most 10^6).",
    output: "per heap, `first` when the first player wins, else `second`.",
    layout: Layout::Counted,
    answers: &["first", "second"],
    example: ["3\n6\n7\n8\n", "first\nsecond\nfirst\n"],
};

/// Every spec of this file.
pub const ALL: &[&Spec] = &[
    &NIM_CSES,
    &NIM_UP_TO_THREE,
    &STAIR_GAME,
    &STICK_GAME,
    &ONE_FROM_EACH,
    &REMOVAL_GAME,
    &GRUNDYS_GAME,
];
