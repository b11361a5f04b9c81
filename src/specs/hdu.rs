//! HDU's problems (HDU compiles no Rust: there the binaries check a C++ or Java
//! solution), and those that POJ poses as well.

use crate::io::spec::{Judge, Layout, Spec};

pub const TOKEN_GAME: Spec = Spec {
    name: "token-game",
    judges: &[
        Judge {
            site: "HDU",
            id: "1524",
            title: "A Chess Game",
            limits: "N ≤ 1000, M ≤ 10, the graph acyclic",
        },
        Judge {
            site: "POJ",
            id: "2425",
            title: "A Chess Game",
            limits: "",
        },
    ],
    problem: "tokens on a directed graph; a move\n\
              slides one token along an edge; a player who cannot move loses.",
    input: "cases until the end of input (or a line `0` for N): N; N lines\n\
            `X v1 … vX` (the successors of vertex i, 0-based); then queries `M p1 … pM`,\n\
            ended by a line `0`.",
    output: "per query, `WIN` or `LOSE` for the player to move, or `DRAW` when\n\
             neither side can force a win.",
    layout: Layout::ToTheEnd,
    answers: &[],
    example: [
        "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n",
        "WIN\nWIN\nWIN\nLOSE\nWIN\n",
    ],
};

pub const EUCLID: Spec = Spec {
    name: "euclid",
    judges: &[
        Judge {
            site: "HDU",
            id: "1525",
            title: "Euclid's Game",
            limits: "",
        },
        Judge {
            site: "POJ",
            id: "2348",
            title: "Euclid's Game",
            limits: "two positive integers per line (Kattis's copy: below 2^31)",
        },
    ],
    problem: "two positive integers; a move subtracts\n\
              a positive multiple of the smaller from the larger, leaving it at least 0; the\n\
              player who reaches 0 wins; Stan moves first.",
    input: "lines `a b` (both at least 1) until `0 0`.",
    output: "per line, `Stan wins` when the first player wins, else `Ollie wins`.",
    layout: Layout::Until("0 0"),
    answers: &["Stan wins", "Ollie wins"],
    example: ["34 12\n15 24\n0 0\n", "Stan wins\nOllie wins\n"],
};

pub const WYTHOFF: Spec = Spec {
    name: "wythoff",
    judges: &[
        Judge {
            site: "HDU",
            id: "1527",
            title: "取石子游戏",
            limits: "a, b ≤ 10^9",
        },
        Judge {
            site: "POJ",
            id: "1067",
            title: "取石子游戏",
            limits: "a, b ≤ 10^9",
        },
    ],
    problem: "(Wythoff's game) two piles; take any number\n\
              from one, or the same number from both; the last stone wins.",
    input: "lines `a b` until the end of input, the piles in either order.",
    output: "per line, `1` when the first player wins, else `0`.",
    layout: Layout::ToTheEnd,
    answers: &["1", "0"],
    example: ["2 1\n8 4\n4 7\n", "0\n1\n0\n"],
};

pub const S_NIM: Spec = Spec {
    name: "s-nim",
    judges: &[
        Judge {
            site: "HDU",
            id: "1536",
            title: "S-Nim",
            limits: "k, m, l ≤ 100; si ≤ 10000; 0 ≤ hi ≤ 10000",
        },
        Judge {
            site: "POJ",
            id: "2960",
            title: "S-Nim",
            limits: "",
        },
    ],
    problem: "Nim where a move removes exactly s beads, s in\n\
              a set S.",
    input: "cases until a line `0`: a line `k s1 … sk`; a line `m`; m lines\n\
            `l h1 … hl`.",
    output: "per case, a line of m characters: `W` when the first player wins that\n\
             position, else `L`.",
    layout: Layout::Until("0"),
    answers: &[],
    example: [
        "2 2 5\n\
         3\n\
         2 5 12\n\
         3 2 4 7\n\
         4 2 3 7 12\n\
         5 1 2 3 4 5\n\
         3\n\
         2 5 12\n\
         3 2 4 7\n\
         4 2 3 7 12\n\
         0\n",
        "LWW\nWWL\n",
    ],
};

pub const NORTHCOTT: Spec = Spec {
    name: "northcott",
    judges: &[Judge {
        site: "HDU",
        id: "1730",
        title: "Northcott Game",
        limits: "n ≤ 1000 rows, 2 ≤ m ≤ 100 columns; cases not counted",
    }],
    problem: "n rows of m cells, each with Tom's piece and\n\
              Jerry's; a move slides one's own piece along its row, never onto or past the\n\
              other piece nor off the board; Tom moves first; who cannot move loses.",
    input: "test cases until end of input: `n m`, then n lines `a b` (Tom's column and\n\
            Jerry's, 1 to m, distinct).",
    output: "per case, `I WIN!` when Tom wins, else `BAD LUCK!`.",
    layout: Layout::ToTheEnd,
    answers: &["I WIN!", "BAD LUCK!"],
    example: [
        "3 6\n4 5\n1 2\n1 2\n3 6\n4 5\n1 3\n1 2\n",
        "BAD LUCK!\nI WIN!\n",
    ],
};

pub const FIBONACCI_SG: Spec = Spec {
    name: "fibonacci-sg",
    judges: &[Judge {
        site: "HDU",
        id: "1848",
        title: "Fibonacci again and again",
        limits: "1 ≤ m, n, p ≤ 1000",
    }],
    problem: "three piles; a move removes f\n\
              stones from one pile, f a Fibonacci number (1, 2, 3, 5, 8, …); the last stone\n\
              wins.",
    input: "lines `m n p` (piles up to 10^6) until `0 0 0`.",
    output: "per line, `Fibo` when the first player wins, else `Nacci`.",
    layout: Layout::Until("0 0 0"),
    answers: &["Fibo", "Nacci"],
    example: ["1 1 1\n1 4 1\n0 0 0\n", "Fibo\nNacci\n"],
};

pub const NIM_COUNT: Spec = Spec {
    name: "nim-count",
    judges: &[Judge {
        site: "HDU",
        id: "1850",
        title: "Being a Good Boy in Spring Festival",
        limits: "1 < M ≤ 100, 1 ≤ Ni ≤ 10^6",
    }],
    problem: "Nim; count the winning\n\
              first moves.",
    input: "cases until a line `0`: M, then M pile sizes.",
    output: "per case, how many first moves win (0 when none does).",
    layout: Layout::Until("0"),
    answers: &[],
    example: ["3\n5 7 9\n0\n", "1\n"],
};

pub const MISERE_NIM: Spec = Spec {
    name: "misere-nim",
    judges: &[
        Judge {
            site: "HDU",
            id: "1907",
            title: "John",
            limits: "T ≤ 474, N ≤ 47, Ai ≤ 4747",
        },
        Judge {
            site: "POJ",
            id: "3480",
            title: "John",
            limits: "",
        },
    ],
    problem: "misère Nim; whoever takes the last object\n\
              loses.",
    input: "T; each case: N, then N pile sizes.",
    output: "per case, `John` when the first player (John) wins, else `Brother`.",
    layout: Layout::Counted,
    answers: &["John", "Brother"],
    example: ["2\n3\n3 5 1\n1\n1\n", "John\nBrother\n"],
};

pub const KIKI: Spec = Spec {
    name: "kiki",
    judges: &[Judge {
        site: "HDU",
        id: "2147",
        title: "kiki's game",
        limits: "0 < n, m ≤ 2000",
    }],
    problem: "a coin in the top right corner of an n × m board; a\n\
              move steps it one cell left, down, or diagonally left and down; a player who\n\
              cannot move loses; kiki moves first.",
    input: "lines `n m` (both at least 1) until `0 0`.",
    output: "per line, `Wonderful!` when kiki (the first player) wins, else `What a pity!`.",
    layout: Layout::Until("0 0"),
    answers: &["Wonderful!", "What a pity!"],
    example: [
        "5 3\n5 4\n6 6\n0 0\n",
        "What a pity!\nWonderful!\nWonderful!\n",
    ],
};

pub const NIM_MOVES: Spec = Spec {
    name: "nim-moves",
    judges: &[Judge {
        site: "HDU",
        id: "2176",
        title: "取(m堆)石子游戏",
        limits: "m ≤ 200000",
    }],
    problem: "Nim, with the winning first moves.",
    input: "cases until a line `0`: m, then m pile sizes.",
    output: "per case, `No` when the first player loses; else `Yes`, then one line\n\
             `a b` per winning move in pile order: from the pile of a stones, leave b.",
    layout: Layout::Until("0"),
    answers: &[],
    example: [
        "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n",
        "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n",
    ],
};

pub const WYTHOFF_MOVES: Spec = Spec {
    name: "wythoff-moves",
    judges: &[Judge {
        site: "HDU",
        id: "2177",
        title: "取(2堆)石子游戏",
        limits: "a ≤ b ≤ 10^6",
    }],
    problem: "(Wythoff's game, with the winning moves) two\n\
              piles; take any number from one, or the same number from both; the last stone\n\
              wins.",
    input: "lines `a b` until `0 0`.",
    output: "per line, `0` when the first player loses; else `1`, then one line `x y`\n\
             (x ≤ y) per winning move, the piles it leaves: the move from both piles first.",
    layout: Layout::Until("0 0"),
    answers: &[],
    example: [
        "1 2\n5 8\n4 7\n2 2\n0 0\n",
        "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
    ],
};

pub const BE_THE_WINNER: Spec = Spec {
    name: "be-the-winner",
    judges: &[Judge {
        site: "HDU",
        id: "2509",
        title: "Be the Winner",
        limits: "1 ≤ n ≤ 100 groups of at most 100 apples; cases not counted (as commonly \
                 quoted)",
    }],
    problem: "groups of apples, each in a line; a move takes any\n\
              number of consecutive apples of one group (which may leave two lines);\n\
              whoever takes the last apple loses.",
    input: "test cases until end of input: n, then the n groups' numbers of apples.",
    output: "per case, `Yes` when the first player wins, else `No`.",
    layout: Layout::ToTheEnd,
    answers: &["Yes", "No"],
    example: ["2\n2 2\n1\n3\n", "No\nYes\n"],
};

pub const FIBONACCI_NIM: Spec = Spec {
    name: "fibonacci-nim",
    judges: &[Judge {
        site: "HDU",
        id: "2516",
        title: "取石子游戏",
        limits: "2 ≤ n < 2^31",
    }],
    problem: "(Fibonacci Nim) one pile of n; the first move\n\
              takes at least one and not all; each later move takes 1 to twice the previous\n\
              move; the last stone wins.",
    input: "integers n until `0`.",
    output: "per n, `Second win` when the first player loses, else `First win`.",
    layout: Layout::Until("0"),
    answers: &["First win", "Second win"],
    example: ["2\n13\n10000\n0\n", "Second win\nSecond win\nFirst win\n"],
};

pub const LASKER_NIM: Spec = Spec {
    name: "lasker-nim",
    judges: &[Judge {
        site: "HDU",
        id: "3032",
        title: "Nim or not Nim?",
        limits: "T ≤ 100, N ≤ 10^6, 1 ≤ s ≤ 2^31 − 1",
    }],
    problem: "(Lasker's Nim) a move takes any positive\n\
              number from one heap, or splits a heap into two non-empty heaps; the last move\n\
              wins.",
    input: "T; each case: N, then N heap sizes.",
    output: "per case, `Alice` when the first player (Alice) wins, else `Bob`.",
    layout: Layout::Counted,
    answers: &["Alice", "Bob"],
    example: ["2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob\n"],
};

pub const TREE_GAME: Spec = Spec {
    name: "tree-game",
    judges: &[Judge {
        site: "HDU",
        id: "3094",
        title: "A tree game",
        limits: "T ≤ 100, 1 ≤ N ≤ 10^5",
    }],
    problem: "a tree rooted at vertex 1; a move cuts an edge and\n\
              removes every edge no longer joined to the root; Alice moves first; who\n\
              cannot move loses.",
    input: "T; each case: N, then N − 1 lines `I J`, an edge (vertices 1 to N).",
    output: "per case, `Alice` when Alice wins, else `Bob`.",
    layout: Layout::Counted,
    answers: &["Alice", "Bob"],
    example: [
        "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n",
        "Alice\nBob\nAlice\n",
    ],
};

pub const SWITCH_LIGHTS: Spec = Spec {
    name: "switch-lights",
    judges: &[Judge {
        site: "HDU",
        id: "3404",
        title: "Switch lights",
        limits: "T ≤ 100 cases, n ≤ 1000 lights, 1 ≤ x, y ≤ 10^4",
    }],
    problem: "lights on a grid, some on; a move picks a rectangle\n\
              whose lower right corner (x, y) is on and switches its four corners (a, b),\n\
              (a, y), (x, b), (x, y) with a < x, b < y; whoever cannot move loses;\n\
              lxhgww moves first.",
    input: "T; each case: n, then n lines `x y`, the lights that are on (a light listed\n\
            twice is switched back off).",
    output: "per case, `Have a try, lxhgww.` when lxhgww wins, else\n\
             `Don't waste your time.`",
    layout: Layout::Counted,
    answers: &["Have a try, lxhgww.", "Don't waste your time."],
    example: [
        "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n",
        "Don't waste your time.\nHave a try, lxhgww.\n",
    ],
};

pub const MOCK_TURTLES: Spec = Spec {
    name: "mock-turtles",
    judges: &[Judge {
        site: "HDU",
        id: "3537",
        title: "Daizhenyang's Coin",
        limits: "0 ≤ n ≤ 100, 0 ≤ a_k < 10^8; cases not counted",
    }],
    problem: "coins in a row (from 0), some heads; a move turns\n\
              over 1, 2 or 3 coins, the rightmost of them a head; whoever cannot move loses;\n\
              Daizhenyang moves first.",
    input: "test cases until end of input: n, then the n positions of the heads (a\n\
            position listed twice is still one head).",
    output: "per case, `Yes` when Daizhenyang loses, else `No`.",
    layout: Layout::ToTheEnd,
    answers: &["Yes", "No"],
    example: ["0\n1\n0\n4\n0 1 2 3\n", "Yes\nNo\nYes\n"],
};

pub const EVERY_SG: Spec = Spec {
    name: "every-sg",
    judges: &[Judge {
        site: "HDU",
        id: "3595",
        title: "GG and MM",
        limits: "at most 100 cases, N ≤ 1000 games, piles p, q ≤ 1000",
    }],
    problem: "N games at once, each two piles of stones; a move in a\n\
              game takes a positive multiple of the smaller pile from the larger; a game\n\
              ends when a pile is empty; each turn the player moves in every game not\n\
              ended; MM moves first; whoever cannot move loses.",
    input: "test cases until end of input: N, then N lines `p q`, a game's two piles.",
    output: "per case, `MM` when MM wins, else `GG`.",
    layout: Layout::ToTheEnd,
    answers: &["MM", "GG"],
    example: ["3\n1 1\n1 1\n1 1\n1\n3 2\n", "MM\nGG\n"],
};

pub const PAINT_CHAIN: Spec = Spec {
    name: "paint-chain",
    judges: &[Judge {
        site: "HDU",
        id: "3980",
        title: "Paint Chain",
        limits: "1 ≤ N, M ≤ 1000",
    }],
    problem: "a necklace of N unpainted beads; a move paints M\n\
              consecutive unpainted beads; who cannot paint loses; aekdycoin moves first.",
    input: "T; each case: N M (M at least 1).",
    output: "per case, `Case #k: ` and the winner, `aekdycoin` or `abcdxyzk`.",
    layout: Layout::Counted,
    answers: &[],
    example: ["2\n3 1\n4 2\n", "Case #1: aekdycoin\nCase #2: abcdxyzk\n"],
};

pub const THREE_SPLIT_NIM: Spec = Spec {
    name: "three-split-nim",
    judges: &[Judge {
        site: "HDU",
        id: "5795",
        title: "A Simple Nim",
        limits: "T ≤ 100, 1 ≤ n ≤ 10^6, 1 ≤ s[i] ≤ 10^9",
    }],
    problem: "a move takes any positive number of candies from\n\
              one heap, or splits a heap into three non-empty heaps; whoever takes the last\n\
              candy wins.",
    input: "T; each case: n, then n heap sizes.",
    output: "per case, `First player wins.` when the player to move wins, else\n\
             `Second player wins.`",
    layout: Layout::Counted,
    answers: &["First player wins.", "Second player wins."],
    example: [
        "2\n2\n4 4\n3\n1 2 4\n",
        "Second player wins.\nFirst player wins.\n",
    ],
};

/// Every spec of this file.
pub const ALL: &[&Spec] = &[
    &TOKEN_GAME,
    &EUCLID,
    &WYTHOFF,
    &S_NIM,
    &NORTHCOTT,
    &FIBONACCI_SG,
    &NIM_COUNT,
    &MISERE_NIM,
    &KIKI,
    &NIM_MOVES,
    &WYTHOFF_MOVES,
    &BE_THE_WINNER,
    &FIBONACCI_NIM,
    &LASKER_NIM,
    &TREE_GAME,
    &SWITCH_LIGHTS,
    &MOCK_TURTLES,
    &EVERY_SG,
    &PAINT_CHAIN,
    &THREE_SPLIT_NIM,
];
