//! Niuke's, HackerRank's, Kattis's and CodeChef's problems, and the models that no judge
//! poses as they are.

use crate::io::spec::{Judge, Layout, Spec};

pub const BISHI34: Spec = Spec {
    name: "bishi34",
    judges: &[Judge {
        site: "Niuke",
        id: "BISHI34",
        title: "甜蜜的博弈",
        limits: "T ≤ 100, N ≤ 10^9",
    }],
    problem: "k diamonds; a move takes 1, or 2 when 2 divides k,\n\
              or 5 when 5 divides k; a player who cannot move loses.",
    input: "T, then T counts k.",
    output: "per count, `Alice` when the first player (Alice) wins, else `Bob`.",
    layout: Layout::Counted,
    answers: &["Alice", "Bob"],
    example: ["3\n1\n3\n5201314\n", "Alice\nBob\nAlice\n"],
};

pub const BISHI35: Spec = Spec {
    name: "bishi35",
    judges: &[Judge {
        site: "Niuke",
        id: "BISHI35",
        title: "【模板】巴什博弈",
        limits: "T ≤ 2·10^6, n, m ≤ 10^9",
    }],
    problem: "(Bash's game) one pile of n; a move takes 1 to m\n\
              stones; taking the last stone wins.",
    input: "T, then T lines `n m`.",
    output: "per case, `YES` when the first player wins, else `NO`.",
    layout: Layout::Counted,
    answers: &["YES", "NO"],
    example: ["4\n3 5\n6 5\n10 2\n0 7\n", "YES\nNO\nYES\nNO\n"],
};

pub const BISHI36: Spec = Spec {
    name: "bishi36",
    judges: &[Judge {
        site: "Niuke",
        id: "BISHI36",
        title: "【模板】扩展巴什博弈",
        limits: "T ≤ 2·10^6, n, l, r ≤ 10^9",
    }],
    problem: "(extended Bash) one pile of n; a move takes l to\n\
              r stones (never more than remain); a player who cannot move loses. l > r: no\n\
              move at all.",
    input: "T, then T lines `n l r` (l at least 1).",
    output: "per case, `YES` when the first player wins, else `NO`.",
    layout: Layout::Counted,
    answers: &["YES", "NO"],
    example: [
        "5\n7 2 5\n8 2 5\n9 2 5\n1 2 5\n13 2 5\n",
        "NO\nNO\nYES\nNO\nYES\n",
    ],
};

pub const KAYLES: Spec = Spec {
    name: "kayles",
    judges: &[Judge {
        site: "HackerRank",
        id: "Game of Kyles",
        title: "",
        limits: "T ≤ 100, N ≤ 300",
    }],
    problem: "(Kayles) a row of pins, `I` standing, `X`\n\
              down; a move knocks down one pin or two adjacent pins; the last move wins.",
    input: "T; each case: N, then a string of N characters `I` or `X`.",
    output: "per case, `WIN` when the first player wins, else `LOSE`.",
    layout: Layout::Counted,
    answers: &["WIN", "LOSE"],
    example: [
        "4\n4\nIXXI\n4\nXIIX\n5\nIIXII\n5\nIIIII\n",
        "LOSE\nWIN\nLOSE\nWIN\n",
    ],
};

pub const GRAPH_GAME: Spec = Spec {
    name: "graph-game",
    judges: &[],
    problem: "One token on a directed graph; a move slides it along an edge; a\n\
              player who cannot move loses.",
    input: "`n m`, then m lines `u v` (1-based): a move from u to v.",
    output: "n lines, the outcome with the token on vertex 1..n: `WIN`, `LOSE` or\n\
             `DRAW` (neither side can force a win).",
    layout: Layout::One,
    answers: &[],
    example: ["4 3\n1 2\n2 3\n3 4\n", "WIN\nLOSE\nWIN\nLOSE\n"],
};

pub const NIM_K: Spec = Spec {
    name: "nim-k",
    judges: &[],
    problem: "Moore's Nim-k: heaps of stones; a move takes a positive number of stones\n\
              from each of 1 to k heaps; whoever cannot move loses.",
    input: "T; each case: `n k` (k at least 1), then n heap sizes.",
    output: "per case, `First` when the player to move wins, else `Second`.",
    layout: Layout::Counted,
    answers: &["First", "Second"],
    example: [
        "3\n3 1\n1 2 3\n3 2\n1 2 3\n2 1\n5 5\n",
        "Second\nFirst\nSecond\n",
    ],
};

pub const BACHETS_GAME: Spec = Spec {
    name: "bachets-game",
    judges: &[
        Judge {
            site: "Kattis",
            id: "bachetsgame",
            title: "Bachet's Game",
            // open.kattis.com/problems/bachetsgame (CPU time 1 s, memory 1024 MB).
            limits: "1 to 100 lines, n ≤ 1 000 000, m ≤ 10, 1 among the m numbers",
        },
        Judge {
            site: "UVa",
            id: "10404",
            title: "Bachet's Game",
            limits: "n ≤ 1 000 000, m ≤ 10, 1 among the m numbers; lines not counted",
        },
    ],
    problem: "n stones; Stan and Ollie in turn remove a number of stones\n\
              from the line's set of m numbers; whoever takes the last stone wins (a player\n\
              who cannot move loses). Stan moves first.",
    input: "lines until the end of input, each `n m a_1 … a_m`.",
    output: "per line, `Stan wins` when the first player (Stan) wins, else `Ollie wins`.",
    layout: Layout::ToTheEnd,
    answers: &["Stan wins", "Ollie wins"],
    example: ["20 3 1 3 8\n22 3 1 3 8\n", "Stan wins\nOllie wins\n"],
};

pub const DIVIDE_GAME: Spec = Spec {
    name: "divide-game",
    judges: &[Judge {
        site: "CodeChef",
        id: "FDIVGAME",
        title: "Floor Division Game",
        // www.codechef.com/problems/FDIVGAME (Snackdown 2016 Qualifier).
        limits: "1 ≤ T ≤ 1000, 1 ≤ N ≤ 100, 1 ≤ A_i ≤ 10^18",
    }],
    problem: "N positive integers; Henry and Derek in turn divide one of\n\
              them by 2, 3, 4, 5 or 6, rounding down (a 0 is erased); whoever makes the last\n\
              move wins. Henry moves first.",
    input: "T; each case: N, then A_1 … A_N.",
    output: "per case, `Henry` when the first player (Henry) wins, else `Derek`.",
    layout: Layout::Counted,
    answers: &["Henry", "Derek"],
    example: ["2\n2\n3 4\n3\n1 3 5\n", "Henry\nDerek\n"],
};

/// Every spec of this file.
pub const ALL: &[&Spec] = &[
    &BISHI34,
    &BISHI35,
    &BISHI36,
    &KAYLES,
    &GRAPH_GAME,
    &NIM_K,
    &BACHETS_GAME,
    &DIVIDE_GAME,
];
