//! AtCoder's problems.

use crate::io::spec::{Judge, Layout, Spec};

pub const INTERVAL_GAME: Spec = Spec {
    name: "interval-game",
    judges: &[Judge {
        site: "AtCoder",
        id: "ABC206 F",
        title: "Interval Game 2",
        limits: "T ≤ 20, N ≤ 100, 1 ≤ L_i < R_i ≤ 100",
    }],
    problem: "N half-open intervals [L, R); Alice\n\
              and Bob in turn choose one that meets no interval chosen before; who cannot\n\
              choose loses; Alice moves first.",
    input: "T; each case: N, then N lines `L R` (L < R).",
    output: "per case, `Alice` when the first player (Alice) wins, else `Bob`.",
    layout: Layout::Counted,
    answers: &["Alice", "Bob"],
    example: [
        "5\n3\n53 98\n8 43\n12 53\n10\n4 7\n5 7\n3 7\n4 5\n5 8\n6 9\n4 8\n5 10\n1 9\n5 10\n\
         2\n58 98\n11 29\n6\n79 83\n44 83\n38 74\n49 88\n18 45\n64 99\n1\n5 9\n",
        "Bob\nAlice\nBob\nAlice\nAlice\n",
    ],
};

pub const SHIRITORI: Spec = Spec {
    name: "shiritori",
    judges: &[Judge {
        site: "AtCoder",
        id: "ABC209 E",
        title: "Shiritori",
        limits: "N ≤ 2·10^5, words of 3 to 8 letters",
    }],
    problem: "after a word, the next player must say a\n\
              dictionary word that starts with its last three characters; a player who cannot\n\
              loses.",
    input: "N, then N words of ASCII letters (case-sensitive).",
    output: "per word, who wins when Takahashi opens with it: `Takahashi`, `Aoki` or\n\
             `Draw`.",
    layout: Layout::One,
    answers: &[],
    example: ["3\nabcd\nbcda\nada\n", "Aoki\nTakahashi\nDraw\n"],
};

pub const STONES_DP: Spec = Spec {
    name: "stones-dp",
    judges: &[Judge {
        site: "AtCoder",
        id: "DP K",
        title: "Stones",
        limits: "1 ≤ N ≤ 100, 1 ≤ K ≤ 10^5, 1 ≤ a_1 < a_2 < … < a_N ≤ K \
                 (Educational DP Contest, atcoder.jp/contests/dp/tasks/dp_k)",
    }],
    problem: "a pile of K stones; Taro and Jiro in turn remove exactly\n\
              x stones for some x of the set A; who cannot move loses; Taro moves first.",
    input: "`N K`, then the N elements of A.",
    output: "`First` when the first player (Taro) wins, else `Second`.",
    layout: Layout::One,
    answers: &["First", "Second"],
    example: ["2 4\n2 3\n", "First\n"],
};

pub const DEQUE_GAME: Spec = Spec {
    name: "deque-game",
    judges: &[Judge {
        site: "AtCoder",
        id: "DP L",
        title: "Deque",
        limits: "1 ≤ N ≤ 3000, 1 ≤ a_i ≤ 10^9 \
                 (Educational DP Contest, atcoder.jp/contests/dp/tasks/dp_l)",
    }],
    problem: "a sequence a; Taro and Jiro in turn remove its first or its last\n\
              element and score it, until it is empty; Taro (first) maximises X − Y, his\n\
              total less Jiro's, and Jiro minimises it.",
    input: "N, then a_1 … a_N.",
    output: "X − Y under optimal play.",
    layout: Layout::One,
    answers: &[],
    example: ["4\n10 80 90 30\n", "10\n"],
};

pub const ALICE_BROWN: Spec = Spec {
    name: "alice-brown",
    judges: &[
        Judge {
            site: "AtCoder",
            id: "ABC059 D",
            title: "Alice&Brown",
            limits: "0 ≤ X, Y ≤ 10^18 (the statement as CodeNet p03740 holds it)",
        },
        Judge {
            site: "AtCoder",
            id: "ARC072 B",
            title: "Alice&Brown",
            limits: "0 ≤ X, Y ≤ 10^18 (the statement as CodeNet p03740 holds it)",
        },
    ],
    problem: "two piles of X and Y stones; a move takes 2i stones (i ≥ 1)\n\
              from one pile, throws i away and puts i on the other; who cannot move loses;\n\
              Alice moves first.",
    input: "`X Y`.",
    output: "`Alice` when the first player (Alice) wins, else `Brown`.",
    layout: Layout::One,
    answers: &["Alice", "Brown"],
    example: ["2 1\n", "Brown\n"],
};

pub const ORDINARY_GAME: Spec = Spec {
    name: "ordinary-game",
    judges: &[
        Judge {
            site: "AtCoder",
            id: "ABC048 D",
            title: "An Ordinary Game",
            limits: "3 ≤ |s| ≤ 10^5, lowercase letters, no two neighbours equal",
        },
        Judge {
            site: "AtCoder",
            id: "ARC064 B",
            title: "An Ordinary Game",
            limits: "3 ≤ |s| ≤ 10^5, lowercase letters, no two neighbours equal",
        },
    ],
    problem: "a string s with no two equal neighbours; Takahashi and\n\
              Aoki in turn delete a letter other than the two ends, unless its neighbours\n\
              are equal; who cannot delete loses; Takahashi moves first.",
    input: "the string s.",
    output: "`First` when the first player (Takahashi) wins, else `Second`.",
    layout: Layout::One,
    answers: &["First", "Second"],
    example: ["aba\n", "Second\n"],
};

pub const DIVIDING_GAME: Spec = Spec {
    name: "dividing-game",
    judges: &[Judge {
        site: "AtCoder",
        id: "ABC368 F",
        title: "Dividing Game",
        limits: "1 ≤ N ≤ 10^5, 2 ≤ A_i ≤ 10^5",
    }],
    problem: "N positive integers; Anna and Bruno in turn replace one of them\n\
              by a positive divisor other than itself; who cannot move loses; Anna moves\n\
              first.",
    input: "N, then A_1 … A_N.",
    output: "`Anna` when the first player (Anna) wins, else `Bruno`.",
    layout: Layout::One,
    answers: &["Anna", "Bruno"],
    example: ["3\n2 3 4\n", "Anna\n"],
};

pub const STONES_SCORE: Spec = Spec {
    name: "stones-score",
    judges: &[Judge {
        site: "AtCoder",
        id: "ABC270 D",
        title: "Stones",
        limits: "1 ≤ N ≤ 10^4, 1 ≤ K ≤ 100, 1 = A_1 < A_2 < … < A_K ≤ N",
    }],
    problem: "a pile of N stones; Takahashi and Aoki in turn remove A_i\n\
              stones for an A_i at most the pile, until it is empty; both maximise the\n\
              stones they remove; Takahashi moves first.",
    input: "`N K`, then A_1 … A_K (A_1 = 1).",
    output: "how many stones Takahashi removes.",
    layout: Layout::One,
    answers: &[],
    example: ["10 2\n1 4\n", "5\n"],
};

pub const LETS_PLAY_NIM: Spec = Spec {
    name: "lets-play-nim",
    judges: &[Judge {
        site: "AtCoder",
        id: "ARC105 D",
        title: "Let's Play Nim",
        // The statement (atcoder.jp/contests/arc105/tasks/arc105_d; its mirror at
        // oj.gxyzh.com/d/atcoder/p/arc105d, whose numbers were lost, and the samples there).
        limits:
            "1 ≤ T ≤ 10^5, 1 ≤ N ≤ 10^5, 1 ≤ a_i ≤ 10^9, the sum of N in one input at most 2·10^5",
    }],
    problem: "N bags of coins and N empty dishes; while a bag holds coins, a move\n\
              empties one such bag onto any dish; then a move takes one or more coins from\n\
              one dish (Nim). Who cannot move loses; Taro moves first.",
    input: "T; each case: N, then the N bags' numbers of coins a_i.",
    output: "per case, `First` when the first player (Taro) wins, else `Second`.",
    layout: Layout::Counted,
    answers: &["First", "Second"],
    example: [
        "3\n1\n10\n2\n1 2\n21\n476523737 103976339 266993 706803678 802362985 892644371 \
         953855359 196462821 817301757 409460796 773943961 488763959 405483423 616934516 \
         710762957 239829390 55474813 818352359 312280585 185800870 255245162\n",
        "Second\nFirst\nSecond\n",
    ],
};

pub const STRANGE_NIM: Spec = Spec {
    name: "strange-nim",
    judges: &[Judge {
        site: "AtCoder",
        id: "ARC091 F",
        title: "Strange Nim",
        // The statement (atcoder.jp/contests/arc091/tasks/arc091_d), as Luogu's AT_arc091_d
        // copies it with its four samples.
        limits: "1 ≤ N ≤ 200, 1 ≤ A_i, K_i ≤ 10^9",
    }],
    problem: "N piles, the i-th of A_i stones with its own K_i; a move removes\n\
              1 to ⌊X/K_i⌋ stones from a pile i of X stones. Who cannot move loses;\n\
              Takahashi moves first.",
    input: "N, then N lines `A_i K_i`.",
    output: "`Takahashi` when the first player (Takahashi) wins, else `Aoki`.",
    layout: Layout::One,
    answers: &["Takahashi", "Aoki"],
    example: ["2\n5 2\n3 3\n", "Aoki\n"],
};

pub const CANDY_PILES: Spec = Spec {
    name: "candy-piles",
    judges: &[Judge {
        site: "AtCoder",
        id: "AGC002 E",
        title: "Candy Piles",
        // The statement (atcoder.jp/contests/agc002/tasks/agc002_e), as
        // problem.rmj.ac/problem/agc002_e copies it with its three samples.
        limits: "1 ≤ N ≤ 10^5, 1 ≤ a_i ≤ 10^9",
    }],
    problem: "N piles of candies; a move eats every candy of a largest pile, or\n\
              one candy from each pile that has one; whoever eats the last candy loses.\n\
              Snuke moves first.",
    input: "N, then the N piles' numbers of candies a_i.",
    output: "`First` when the first player (Snuke) wins, else `Second`.",
    layout: Layout::One,
    answers: &["First", "Second"],
    example: ["2\n1 3\n", "First\n"],
};

pub const BLACK_WHITE_TREE: Spec = Spec {
    name: "black-white-tree",
    judges: &[Judge {
        site: "AtCoder",
        id: "AGC014 D",
        title: "Black and White Tree",
        // The statement (atcoder.jp/contests/agc014/tasks/agc014_d), as a public archive of
        // AtCoder's statements holds it with its three samples.
        limits: "2 ≤ N ≤ 10^5, the edges a tree",
    }],
    problem: "a tree of N vertices; Takahashi and Aoki in turn paint an\n\
              unpainted vertex, Takahashi white, Aoki black; then every white vertex next to a\n\
              black one turns black. Takahashi (first) wins iff a white vertex is left.",
    input: "N, then N − 1 lines `a b`, an edge (vertices 1 to N).",
    output: "`First` when the first player (Takahashi) wins, else `Second`.",
    layout: Layout::One,
    answers: &["First", "Second"],
    example: ["3\n1 2\n2 3\n", "First\n"],
};

pub const TREE_STONES: Spec = Spec {
    name: "tree-stones",
    judges: &[Judge {
        site: "AtCoder",
        id: "AGC010 F",
        title: "Tree Game",
        // The statement (atcoder.jp/contests/agc010/tasks/agc010_f), as a public archive of
        // AtCoder's statements holds it with its three samples.
        limits: "2 ≤ N ≤ 3000, 0 ≤ A_i ≤ 10^9, the edges a tree",
    }],
    problem: "a tree with A_i stones on vertex i and a piece on a vertex\n\
              Takahashi picks; in turn, Takahashi first, a player removes a stone from the\n\
              piece's vertex, then moves the piece to a neighbour; who cannot remove loses.",
    input: "N, then A_1 … A_N, then N − 1 lines `a b`, an edge (vertices 1 to N).",
    output: "one line: the vertices where placing the piece lets Takahashi (first) win,\n\
             increasing, separated by spaces (an empty line when there are none).",
    layout: Layout::One,
    answers: &[],
    example: ["3\n1 2 3\n1 2\n2 3\n", "2\n"],
};

/// Every spec of this file.
pub const ALL: &[&Spec] = &[
    &INTERVAL_GAME,
    &SHIRITORI,
    &STONES_DP,
    &DEQUE_GAME,
    &ALICE_BROWN,
    &ORDINARY_GAME,
    &DIVIDING_GAME,
    &STONES_SCORE,
    &LETS_PLAY_NIM,
    &STRANGE_NIM,
    &CANDY_PILES,
    &BLACK_WHITE_TREE,
    &TREE_STONES,
];
