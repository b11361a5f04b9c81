//! Luogu's problems.

use crate::io::spec::{Judge, Layout, Spec};

pub const EUCLID_LUOGU: Spec = Spec {
    name: "euclid-luogu",
    judges: &[Judge {
        site: "Luogu",
        id: "P1290",
        title: "欧几里德的游戏",
        limits: "positive M, N within a long (2^31 − 1)",
    }],
    problem: "(Euclid's game) two positive integers M and N;\n\
              a move subtracts a positive multiple of the smaller from the larger, leaving it\n\
              at least 0; the player who reaches 0 wins; Stan moves first.",
    input: "C, then C lines `M N` (both at least 1).",
    output: "per line, `Stan wins` when the first player wins, else `Ollie wins`.",
    layout: Layout::Counted,
    answers: &["Stan wins", "Ollie wins"],
    example: ["2\n25 7\n24 15\n", "Stan wins\nOllie wins\n"],
};

pub const ED_GAME: Spec = Spec {
    name: "ed-game",
    judges: &[Judge {
        site: "Luogu",
        id: "P2148",
        title: "[SDOI2009] E&D",
        limits: "T ≤ 20, N ≤ 2·10^4 and even, 1 ≤ Si ≤ 2·10^9",
    }],
    problem: "2n piles, paired 1 with 2, 3 with 4, …; a move\n\
              removes one pile of a pair and splits the other into two non-empty piles,\n\
              the new pair; 小E moves first; who cannot move loses.",
    input: "T; each case: N (even), then N piles (at least 1 stone each).",
    output: "per case, `YES` when the first player wins, else `NO`.",
    layout: Layout::Counted,
    answers: &["YES", "NO"],
    example: ["2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n", "YES\nNO\n"],
};

pub const NIM: Spec = Spec {
    name: "nim",
    judges: &[Judge {
        site: "Luogu",
        id: "P2197",
        title: "【模板】nim 游戏",
        limits: "T ≤ 10, n ≤ 10^4, piles < 10^4",
    }],
    problem: "Nim; a move takes any positive number from one pile;\n\
              the last stone wins.",
    input: "T; each case: n, then n pile sizes.",
    output: "per case, `Yes` when the first player wins, else `No`.",
    layout: Layout::Counted,
    answers: &["Yes", "No"],
    example: ["2\n2\n1 1\n2\n1 0\n", "No\nYes\n"],
};

pub const JUMPING_PIECES: Spec = Spec {
    name: "jumping-pieces",
    judges: &[Judge {
        site: "Luogu",
        id: "P2575",
        title: "高手过招",
        limits: "T ≤ 100, n ≤ 1000, m ≤ 20, 1 ≤ p[j] ≤ 20",
    }],
    problem: "rows of 20 cells with pieces; a move takes a piece\n\
              to the nearest empty cell on its right, jumping the pieces next to it; the\n\
              last move wins; akn moves first.",
    input: "T; each case: n, then n rows, each m and its m distinct cells (1 to 20).",
    output: "per case, `YES` when the first player (akn) wins, else `NO`.",
    layout: Layout::Counted,
    answers: &["YES", "NO"],
    example: ["2\n1\n2 19 20\n2\n1 19\n1 18\n", "NO\nYES\n"],
};

pub const COIN_GRID: Spec = Spec {
    name: "coin-grid",
    judges: &[Judge {
        site: "Luogu",
        id: "P2594",
        title: "[ZJOI2009] 染色游戏",
        limits: "T ≤ 50, 1 ≤ n, m ≤ 100",
    }],
    problem: "n × m coins; a move turns over a connected\n\
              set of coins (cells sharing sides) whose cells all lie above or left of one\n\
              of them (row and column not past its own), that one going from tails (`T`)\n\
              to heads (`H`); whoever cannot move loses; dongdong moves first.",
    input: "T; each case: `n m`, then n rows of m coins, each `H` or `T`.",
    output: "per case, `-_-` when dongdong wins, else `=_=`.",
    layout: Layout::Counted,
    answers: &["-_-", "=_="],
    example: [
        "3\n2 3\nHHH\nHHH\n2 3\nHHH\nTTH\n2 1\nT\nH\n",
        "=_=\n-_-\n-_-\n",
    ],
};

pub const TAKE_ENDS: Spec = Spec {
    name: "take-ends",
    judges: &[Judge {
        site: "Luogu",
        id: "P2599",
        title: "[ZJOI2009] 取石子游戏",
        limits: "T ≤ 10, n ≤ 1000, 1 ≤ ai ≤ 10^9",
    }],
    problem: "piles in a row; a move takes any positive\n\
              number of stones from the leftmost or the rightmost pile (an emptied pile\n\
              leaves the row); the last stone wins.",
    input: "T; each case: n, then n pile sizes, each at least 1.",
    output: "per case, `1` when the first player wins, else `0`.",
    layout: Layout::Counted,
    answers: &["1", "0"],
    example: ["1\n4\n3 1 9 4\n", "0\n"],
};

pub const SPLIT_GAME: Spec = Spec {
    name: "split-game",
    judges: &[Judge {
        site: "Luogu",
        id: "P3185",
        title: "[HNOI2007] 分裂游戏",
        limits: "t ≤ 10, 1 < n ≤ 21, p[i] ≤ 10000",
    }],
    problem: "bottles 0 … n − 1, bottle i holding p_i\n\
              beans; a move takes a bean out of a bottle i and puts one bean into each of\n\
              bottles j and k, i < j ≤ k; the last move wins.",
    input: "T; each case: n, then the n bottles' numbers of beans.",
    output: "per case, the first winning move `i j k` (least i, then j, then k), or\n\
             `-1 -1 -1` when none wins; then the number of winning first moves.",
    layout: Layout::Counted,
    answers: &[],
    example: ["2\n4\n1 0 1 5000\n3\n0 0 1\n", "0 2 3\n1\n-1 -1 -1\n0\n"],
};

pub const PEBBLES: Spec = Spec {
    name: "pebbles",
    judges: &[Judge {
        site: "Luogu",
        id: "P3480",
        title: "[POI 2009] KAM-Pebbles",
        limits: "u ≤ 10, 1 ≤ n ≤ 1000, at most 10000 pebbles an arrangement",
    }],
    problem: "piles in a row, each at least the one\n\
              to its left; a move takes stones from one pile, keeping that order; Johny\n\
              moves first; who cannot move loses.",
    input: "u; each arrangement: n, then n piles, left to right, never decreasing.",
    output: "per arrangement, `TAK` when Johny wins, else `NIE`.",
    layout: Layout::Counted,
    answers: &["TAK", "NIE"],
    example: ["2\n2\n2 2\n3\n1 2 4\n", "NIE\nTAK\n"],
};

pub const PRIME_POWERS: Spec = Spec {
    name: "prime-powers",
    judges: &[Judge {
        site: "Luogu",
        id: "P4018",
        title: "Roy&October之取石子",
        limits: "1 ≤ n ≤ 5·10^7, 1 ≤ T ≤ 10^5",
    }],
    problem: "n stones; a move takes p^k of them, p a\n\
              prime and k ≥ 0 (so 1 is always a move); the last stone wins; October moves\n\
              first.",
    input: "T, then T counts n.",
    output: "per count, `October wins!` when the first player wins, else `Roy wins!`.",
    layout: Layout::Counted,
    answers: &["October wins!", "Roy wins!"],
    example: [
        "3\n4\n9\n14\n",
        "October wins!\nOctober wins!\nOctober wins!\n",
    ],
};

pub const BIPARTITE_GAME: Spec = Spec {
    name: "bipartite-game",
    judges: &[Judge {
        site: "Luogu",
        id: "P4055",
        title: "[JSOI2009] 游戏",
        limits: "1 ≤ n, m ≤ 100",
    }],
    problem: "AA puts a token on a free cell of a maze, then\n\
              YY and AA in turn move it to a free cell next to it (sharing a side) that it\n\
              has not yet entered; whoever cannot move loses.",
    input: "`N M`, then N rows of M cells, `.` free and `#` blocked.",
    output: "`WIN` and then the cells `row column` (1-based, row by row) where AA wins by\n\
             putting the token, one a line; or `LOSE` when there is none.",
    layout: Layout::One,
    answers: &[],
    example: ["3 3\n.##\n...\n#.#\n", "WIN\n2 3\n3 2\n"],
};

pub const MERGE_PILES: Spec = Spec {
    name: "merge-piles",
    judges: &[Judge {
        site: "Luogu",
        id: "P4101",
        title: "[HEOI2014] 人人尽说江南好",
        limits: "1 ≤ T ≤ 100, 1 ≤ n, m ≤ 10^9",
    }],
    problem: "n piles of one stone; a move merges\n\
              two piles, never into more than m stones; who cannot merge loses.",
    input: "T, then T lines `n m` (m at least 1).",
    output: "per case, `0` when the first player wins, else `1`.",
    layout: Layout::Counted,
    answers: &["0", "1"],
    example: ["5\n7 3\n1 5\n4 3\n6 1\n2 2\n", "1\n1\n1\n1\n0\n"],
};

pub const GRID_WALK: Spec = Spec {
    name: "grid-walk",
    judges: &[Judge {
        site: "Luogu",
        id: "P4136",
        title: "谁能赢呢？",
        limits: "1 ≤ n ≤ 10000",
    }],
    problem: "a stone in the top left corner of an n × n board;\n\
              a move steps it up, down, left or right to a cell never visited before; a\n\
              player who cannot move loses; 小明 (Alice) moves first.",
    input: "integers n ≥ 1 until `0`.",
    output: "per n, `Alice` when the first player wins, else `Bob`.",
    layout: Layout::Until("0"),
    answers: &["Alice", "Bob"],
    example: ["2\n0\n", "Alice\n"],
};

pub const FIBONACCI_FIRST_TAKE: Spec = Spec {
    name: "fibonacci-first-take",
    judges: &[Judge {
        site: "Luogu",
        id: "P6487",
        title: "[COCI 2010/2011 #4] HRPA",
        limits: "2 ≤ N ≤ 10^15",
    }],
    problem: "one pile of N; the first move takes\n\
              1 to N stones, each later move 1 to twice the previous one; the last stone\n\
              wins; the least first move that wins.",
    input: "one integer N (at least 1).",
    output: "that least first move (N itself when only taking all wins).",
    layout: Layout::One,
    answers: &[],
    example: ["4\n", "1\n"],
};

/// Every spec of this file.
pub const ALL: &[&Spec] = &[
    &EUCLID_LUOGU,
    &ED_GAME,
    &NIM,
    &JUMPING_PIECES,
    &COIN_GRID,
    &TAKE_ENDS,
    &SPLIT_GAME,
    &PEBBLES,
    &PRIME_POWERS,
    &BIPARTITE_GAME,
    &MERGE_PILES,
    &GRID_WALK,
    &FIBONACCI_FIRST_TAKE,
];
