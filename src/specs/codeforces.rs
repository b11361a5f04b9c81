//! Codeforces' problems.

use crate::io::spec::{Judge, Layout, Spec};

pub const SEQUENTIAL_NIM: Spec = Spec {
    name: "sequential-nim",
    judges: &[Judge {
        site: "Codeforces",
        id: "1382B",
        title: "Sequential Nim",
        limits: "1 ≤ t ≤ 1000, 1 ≤ n ≤ 10^5 (summed over the cases), 1 ≤ a_i ≤ 10^9",
    }],
    problem: "piles in a row; a move takes any\n\
              positive number of stones from the first non-empty pile; a player who cannot\n\
              move loses.",
    input: "t; each case: n, then n pile sizes.",
    output: "per case, `First` when the first player wins, else `Second`.",
    layout: Layout::Counted,
    answers: &["First", "Second"],
    example: [
        "7\n3\n2 5 4\n8\n1 1 1 1 1 1 1 1\n6\n1 2 3 4 5 6\n6\n1 1 2 1 2 2\n1\n1000000000\n\
         5\n1 2 2 1 1\n3\n1 1 1\n",
        "First\nSecond\nSecond\nFirst\nFirst\nSecond\nFirst\n",
    ],
};

pub const STONED_GAME: Spec = Spec {
    name: "stoned-game",
    judges: &[Judge {
        site: "Codeforces",
        id: "1396B",
        title: "Stoned Game",
        limits: "1 ≤ t ≤ 100, 1 ≤ n ≤ 100, 1 ≤ a_i ≤ 100",
    }],
    problem: "piles of stones; a move takes one\n\
              stone from a non-empty pile other than the one the previous move took from\n\
              (any pile on the first move); a player who cannot move loses; T moves first.",
    input: "t; each case: n, then n pile sizes.",
    output: "per case, `T` when the first player (T) wins, else `HL`.",
    layout: Layout::Counted,
    answers: &["T", "HL"],
    example: ["2\n1\n2\n2\n1 1\n", "T\nHL\n"],
};

pub const CIRCLE_GAME: Spec = Spec {
    name: "circle-game",
    judges: &[Judge {
        site: "Codeforces",
        id: "1451D",
        title: "Circle Game",
        limits: "1 ≤ t ≤ 100, 1 ≤ d ≤ 10^5, 1 ≤ k ≤ d",
    }],
    problem: "a token at (0, 0); a move adds k to\n\
              its x or its y coordinate, and the token must stay within distance d of the\n\
              origin (p² + q² ≤ d²); a player who cannot move loses; Ashish moves first.",
    input: "t, then t lines `d k` (k ≥ 1).",
    output: "per game, `Ashish` when the first player wins, else `Utkarsh`.",
    layout: Layout::Counted,
    answers: &["Ashish", "Utkarsh"],
    example: [
        "5\n2 1\n5 2\n10 3\n25 4\n15441 33\n",
        "Utkarsh\nAshish\nUtkarsh\nUtkarsh\nAshish\n",
    ],
};

pub const TOKITSUKAZE: Spec = Spec {
    name: "tokitsukaze",
    judges: &[Judge {
        site: "Codeforces",
        id: "1190B",
        title: "Tokitsukaze, CSL and Stone Game",
        limits: "1 ≤ n ≤ 10^5, 0 ≤ a_i ≤ 10^9",
    }],
    problem: "piles of stones; a move takes one\n\
              stone from a non-empty pile; a player loses when every pile is empty before\n\
              their turn, or when their move leaves two piles (possibly empty) equal;\n\
              Tokitsukaze moves first.",
    input: "n, then n pile sizes.",
    output: "`sjfnb` when the first player (Tokitsukaze) wins, else `cslnb`.",
    layout: Layout::One,
    answers: &["sjfnb", "cslnb"],
    example: ["1\n0\n", "cslnb\n"],
};

pub const FURLO_RUBLO: Spec = Spec {
    name: "furlo-rublo",
    judges: &[Judge {
        site: "Codeforces",
        id: "255E",
        title: "Furlo and Rublo and Game",
        limits: "1 ≤ n ≤ 77777, 1 ≤ a_i ≤ 777777777777",
    }],
    problem: "piles of coins; a move lowers a pile\n\
              of x to some y with 0 ≤ y < x and x^(1/4) ≤ y ≤ x^(1/2); a player who cannot\n\
              move loses; Furlo moves first.",
    input: "n, then n pile sizes.",
    output: "`Furlo` when the first player (Furlo) wins, else `Rublo`.",
    layout: Layout::One,
    answers: &["Furlo", "Rublo"],
    example: ["1\n1\n", "Rublo\n"],
};

pub const VASYA_CHESS: Spec = Spec {
    name: "vasya-chess",
    judges: &[Judge {
        site: "Codeforces",
        id: "493D",
        title: "Vasya and Chess",
        limits: "2 ≤ n ≤ 10^9",
    }],
    problem: "an n × n board, a white queen at\n\
              (1, 1), a black queen at (1, n), a pawn on every other cell; white first, each\n\
              move captures a pawn or the other queen along the queen's lines, with nothing\n\
              between; a player loses when they cannot capture, or when their queen was\n\
              just taken.",
    input: "one integer n (at least 2).",
    output: "`white`, then on a second line the least winning first capture `r c` (least\n\
             row, then least column), when white wins; else `black`.",
    layout: Layout::One,
    answers: &[],
    example: ["2\n", "white\n1 2\n"],
};

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
    &SEQUENTIAL_NIM,
    &STONED_GAME,
    &CIRCLE_GAME,
    &TOKITSUKAZE,
    &FURLO_RUBLO,
    &VASYA_CHESS,
    &PRIME_EXPONENTS,
    &ONE_TWO_K,
    &DELETING_DIVISORS,
    &COPRIME_NIM,
    &LIEGES,
    &NO_REPEAT_NIM,
    &THANOS_NIM,
    &PERMUTATION_GAME,
];
