//! LeetCode's problems (its editor's file is made by `cargo xtask leetcode`).

use crate::io::spec::{Judge, Layout, Spec};

pub const LC292: Spec = Spec {
    name: "lc292",
    judges: &[Judge {
        site: "LeetCode",
        id: "292",
        title: "Nim Game",
        limits: "1 ≤ n ≤ 2^31 − 1",
    }],
    problem: "a heap of n stones; a move takes 1 to 3; the last\n\
              stone wins.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when you (moving first) win, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["4\n1\n2\n", "false\ntrue\ntrue\n"],
};

pub const LC294: Spec = Spec {
    name: "lc294",
    judges: &[Judge {
        site: "LeetCode",
        id: "294",
        title: "Flip Game II",
        limits: "",
    }],
    problem: "a string of `+` and `-`; a move turns `++`\n\
              into `--`; a player who cannot move loses.",
    input:
        "LeetCode's test-case text: per case currentState, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when the first player wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["\"++++\"\n\"+\"\n", "true\nfalse\n"],
};

pub const LC375: Spec = Spec {
    name: "lc375",
    judges: &[Judge {
        site: "LeetCode",
        id: "375",
        title: "Guess Number Higher or Lower II",
        limits: "1 ≤ n ≤ 200",
    }],
    problem: "a number from 1 to n is hidden;\n\
              each wrong guess g costs g and is answered \"higher\" or \"lower\". The least\n\
              money that finds the number whatever it is.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, that least sum.",
    layout: Layout::LeetCode,
    answers: &[],
    example: ["10\n1\n2\n", "16\n0\n1\n"],
};

pub const LC464: Spec = Spec {
    name: "lc464",
    judges: &[Judge {
        site: "LeetCode",
        id: "464",
        title: "Can I Win",
        limits: "",
    }],
    problem: "in turn players pick an integer from 1 to\n\
              maxChoosableInteger not picked before, adding it to a total; whoever brings it\n\
              to desiredTotal wins.",
    input: "LeetCode's test-case text: per case maxChoosableInteger, desiredTotal,\n\
            one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when the first player can force a win, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["10\n11\n10\n0\n10\n1\n", "false\ntrue\ntrue\n"],
};

pub const LC486: Spec = Spec {
    name: "lc486",
    judges: &[Judge {
        site: "LeetCode",
        id: "486",
        title: "Predict the Winner",
        limits: "",
    }],
    problem: "numbers in a row; in turn each player\n\
              takes the one at either end, scoring it; player 1 moves first.",
    input: "LeetCode's test-case text: per case nums, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when player 1 scores at least as much as player 2, else\n\
             `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["[1,5,2]\n[1,5,233,7]\n", "false\ntrue\n"],
};

pub const LC810: Spec = Spec {
    name: "lc810",
    judges: &[Judge {
        site: "LeetCode",
        id: "810",
        title: "Chalkboard XOR Game",
        limits: "",
    }],
    problem: "numbers on a board; in turn each player\n\
              erases one; whoever leaves an exclusive or of 0 loses, and a turn that starts at\n\
              0 wins.",
    input: "LeetCode's test-case text: per case nums, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice (first) wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["[1,1,2]\n[0,1]\n[1,2,3]\n", "false\ntrue\ntrue\n"],
};

pub const LC877: Spec = Spec {
    name: "lc877",
    judges: &[Judge {
        site: "LeetCode",
        id: "877",
        title: "Stone Game",
        limits: "",
    }],
    problem: "piles in a row; in turn each player takes the\n\
              pile at either end; the larger total wins; Alice moves first.",
    input: "LeetCode's test-case text: per case piles, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, whether Alice wins: `true` or `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["[5,3,4,5]\n[3,7,2,3]\n", "true\ntrue\n"],
};

pub const LC913: Spec = Spec {
    name: "lc913",
    judges: &[Judge {
        site: "LeetCode",
        id: "913",
        title: "Cat and Mouse",
        limits: "",
    }],
    problem: "an undirected graph; the mouse starts at 1\n\
              and moves first, the cat at 2, never entering the hole 0; the mouse wins at 0,\n\
              the cat when it reaches the mouse; a repeated position is a draw.",
    input: "LeetCode's test-case text: per case graph (adjacency lists), one argument\n\
            a line, or a statement's example line (`Input: a = 1, b = [2]`).",
    output: "per case, `1` (the mouse wins), `2` (the cat wins) or `0` (a draw).",
    layout: Layout::LeetCode,
    answers: &[],
    example: [
        "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n[[1,3],[0],[3],[0,2]]\n",
        "0\n1\n",
    ],
};

pub const LC1025: Spec = Spec {
    name: "lc1025",
    judges: &[Judge {
        site: "LeetCode",
        id: "1025",
        title: "Divisor Game",
        limits: "1 ≤ n ≤ 1000",
    }],
    problem: "n on the board; a move picks x, 0 < x < n, x\n\
              dividing n, and makes it n − x; a player who cannot move loses; Alice moves\n\
              first.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["2\n3\n", "true\nfalse\n"],
};

pub const LC1140: Spec = Spec {
    name: "lc1140",
    judges: &[Judge {
        site: "LeetCode",
        id: "1140",
        title: "Stone Game II",
        limits: "",
    }],
    problem: "piles in a row, M = 1; in turn a player\n\
              takes the first X piles left, 1 ≤ X ≤ 2M, then M = max(M, X); Alice moves first.",
    input: "LeetCode's test-case text: per case piles, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, the most stones Alice can get.",
    layout: Layout::LeetCode,
    answers: &[],
    example: ["[2,7,9,4,4]\n[1,2,3,4,5,100]\n", "10\n104\n"],
};

pub const LC1145: Spec = Spec {
    name: "lc1145",
    judges: &[Judge {
        site: "LeetCode",
        id: "1145",
        title: "Binary Tree Coloring Game",
        limits: "",
    }],
    problem: "a binary tree of n nodes valued 1\n\
              to n; the first player colours node x red, the second another node blue, then\n\
              in turn each colours an uncoloured neighbour of one of theirs (or passes);\n\
              whoever ends with more nodes wins. Can the second player choose a winning node?",
    input: "LeetCode's test-case text: per case root (level order, `null` for no\n\
            child), n, x, one argument a line, or a statement's example line\n\
            (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when the second player can choose a node that wins, else\n\
             `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: [
        "[1,2,3,4,5,6,7,8,9,10,11]\n11\n3\n[1,2,3]\n3\n1\n",
        "true\nfalse\n",
    ],
};

pub const LC1406: Spec = Spec {
    name: "lc1406",
    judges: &[Judge {
        site: "LeetCode",
        id: "1406",
        title: "Stone Game III",
        limits: "",
    }],
    problem: "stones in a row; in turn a player takes\n\
              the first 1, 2 or 3, scoring their values; the higher score wins; Alice moves\n\
              first.",
    input:
        "LeetCode's test-case text: per case stoneValue, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `\"Alice\"`, `\"Bob\"` or `\"Tie\"`.",
    layout: Layout::LeetCode,
    answers: &[],
    example: [
        "[1,2,3,7]\n[1,2,3,-9]\n[1,2,3,6]\n",
        "\"Bob\"\n\"Alice\"\n\"Tie\"\n",
    ],
};

pub const LC1510: Spec = Spec {
    name: "lc1510",
    judges: &[Judge {
        site: "LeetCode",
        id: "1510",
        title: "Stone Game IV",
        limits: "1 ≤ n ≤ 10^5",
    }],
    problem: "n stones; a move removes a square number of\n\
              them; a player who cannot move loses; Alice moves first.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["1\n2\n4\n", "true\nfalse\ntrue\n"],
};

pub const LC1563: Spec = Spec {
    name: "lc1563",
    judges: &[Judge {
        site: "LeetCode",
        id: "1563",
        title: "Stone Game V",
        limits: "",
    }],
    problem: "Alice splits the row into two non-empty\n\
              parts; Bob drops the one of larger sum (Alice picks on a tie); Alice scores the\n\
              other's sum and goes on with it until one stone is left.",
    input:
        "LeetCode's test-case text: per case stoneValue, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, Alice's highest score.",
    layout: Layout::LeetCode,
    answers: &[],
    example: ["[6,2,3,4,5,5]\n[7,7,7,7,7,7,7]\n[4]\n", "18\n28\n0\n"],
};

pub const LC1686: Spec = Spec {
    name: "lc1686",
    judges: &[Judge {
        site: "LeetCode",
        id: "1686",
        title: "Stone Game VI",
        limits: "",
    }],
    problem: "each stone is worth aliceValues[i] to Alice\n\
              and bobValues[i] to Bob; in turn each takes a stone, scoring its own value;\n\
              Alice first.",
    input: "LeetCode's test-case text: per case aliceValues, bobValues, one argument\n\
            a line, or a statement's example line (`Input: a = 1, b = [2]`).",
    output: "per case, `1` when Alice wins, `-1` when Bob does, `0` for a tie.",
    layout: Layout::LeetCode,
    answers: &[],
    example: [
        "[1,3]\n[2,1]\n[1,2]\n[3,1]\n[2,4,3]\n[1,6,7]\n",
        "1\n0\n-1\n",
    ],
};

pub const LC1690: Spec = Spec {
    name: "lc1690",
    judges: &[Judge {
        site: "LeetCode",
        id: "1690",
        title: "Stone Game VII",
        limits: "",
    }],
    problem: "stones in a row; in turn a player removes\n\
              the first or the last, scoring the sum of the others; Alice moves first.",
    input: "LeetCode's test-case text: per case stones, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, Alice's score minus Bob's when Alice makes it largest and Bob\n\
             smallest.",
    layout: Layout::LeetCode,
    answers: &[],
    example: ["[5,3,1,4,2]\n[7,90,5,1,100,10,10,2]\n", "6\n122\n"],
};

pub const LC1728: Spec = Spec {
    name: "lc1728",
    judges: &[Judge {
        site: "LeetCode",
        id: "1728",
        title: "Cat and Mouse II",
        limits: "",
    }],
    problem: "a grid of walls `#`, floor `.`, cat `C`,\n\
              mouse `M`, food `F`; in turn (mouse first) each jumps up to its jump in a\n\
              straight line or stays; the cat wins on the mouse or the food, or after 1000\n\
              turns; the mouse at the food.",
    input: "LeetCode's test-case text: per case grid, catJump, mouseJump, one argument\n\
            a line, or a statement's example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when the mouse wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: [
        "[\"####F\",\"#C...\",\"M....\"]\n1\n2\n[\"M.C...F\"]\n1\n4\n[\"M.C...F\"]\n1\n3\n",
        "true\ntrue\nfalse\n",
    ],
};

pub const LC1872: Spec = Spec {
    name: "lc1872",
    judges: &[Judge {
        site: "LeetCode",
        id: "1872",
        title: "Stone Game VIII",
        limits: "",
    }],
    problem: "stones in a row; while two or more are\n\
              left, a player removes the first x > 1, scores their sum and puts a stone of\n\
              that sum first.",
    input: "LeetCode's test-case text: per case stones, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, Alice's score minus Bob's when Alice (first) makes it largest\n\
             and Bob smallest.",
    layout: Layout::LeetCode,
    answers: &[],
    example: [
        "[-1,2,-3,4,-5]\n[7,-6,5,10,5,-2,-6]\n[-10,-12]\n",
        "5\n13\n-22\n",
    ],
};

pub const LC1908: Spec = Spec {
    name: "lc1908",
    judges: &[Judge {
        site: "LeetCode",
        id: "1908",
        title: "Game of Nim",
        limits: "",
    }],
    problem: "piles of stones; in turn each player takes any\n\
              positive number of stones from one pile; a player who cannot move loses;\n\
              Alice moves first.",
    input: "LeetCode's test-case text: per case piles, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["[1]\n[1,1]\n[1,2,3]\n", "true\nfalse\nfalse\n"],
};

pub const LC1927: Spec = Spec {
    name: "lc1927",
    judges: &[Judge {
        site: "LeetCode",
        id: "1927",
        title: "Sum Game",
        limits: "",
    }],
    problem: "a row of digits and `?` of even length; in turn\n\
              Alice and Bob replace a `?` by a digit, Alice first; when none is left, Bob\n\
              wins if the digits of the two halves have equal sums, Alice otherwise.",
    input: "LeetCode's test-case text: per case num, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["\"5023\"\n\"25??\"\n\"?3295???\"\n", "false\ntrue\nfalse\n"],
};

pub const LC2005: Spec = Spec {
    name: "lc2005",
    judges: &[Judge {
        site: "LeetCode",
        id: "2005",
        title: "Subtree Removal Game with Fibonacci Tree",
        limits: "1 ≤ n ≤ 100",
    }],
    problem: "order(1) is one\n\
              node, order(n) a root with order(n − 2) on the left (none for n = 2) and\n\
              order(n − 1) on the right; in turn each player removes a node and its\n\
              subtree, and whoever must remove the root loses; Alice moves first.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["3\n1\n2\n", "true\nfalse\ntrue\n"],
};

pub const LC2029: Spec = Spec {
    name: "lc2029",
    judges: &[Judge {
        site: "LeetCode",
        id: "2029",
        title: "Stone Game IX",
        limits: "",
    }],
    problem: "in turn each player removes a stone;\n\
              whoever makes the sum of removed values divisible by 3 loses; Bob wins when none\n\
              are left.",
    input: "LeetCode's test-case text: per case stones, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice (first) wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["[2,1]\n[2]\n[5,1,2,4,3]\n", "true\nfalse\nfalse\n"],
};

pub const LC2038: Spec = Spec {
    name: "lc2038",
    judges: &[Judge {
        site: "LeetCode",
        id: "2038",
        title: "Remove Colored Pieces if Both Neighbors are the Same Color",
        limits: "",
    }],
    problem: "a\n\
              row of pieces `A` and `B`; in turn Alice removes an `A` whose two neighbours\n\
              are `A`, Bob a `B` whose two neighbours are `B`; a player who cannot move\n\
              loses; Alice moves first.",
    input: "LeetCode's test-case text: per case colors, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: [
        "\"AAABABB\"\n\"AA\"\n\"ABBBBBBBAAA\"\n",
        "true\nfalse\nfalse\n",
    ],
};

pub const LC3021: Spec = Spec {
    name: "lc3021",
    judges: &[Judge {
        site: "LeetCode",
        id: "3021",
        title: "Alice and Bob Playing Flower Game",
        limits: "1 ≤ n, m ≤ 10^5",
    }],
    problem: "x flowers in one lane, y in\n\
              the other; in turn each player picks one flower from either lane, and whoever\n\
              picks the last one wins; Alice moves first. Count the pairs 1 ≤ x ≤ n,\n\
              1 ≤ y ≤ m that Alice wins.",
    input: "LeetCode's test-case text: per case n and m, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, the number of pairs Alice wins.",
    layout: Layout::LeetCode,
    answers: &[],
    example: ["3\n2\n1\n1\n", "3\n0\n"],
};

pub const LC3227: Spec = Spec {
    name: "lc3227",
    judges: &[Judge {
        site: "LeetCode",
        id: "3227",
        title: "Vowels Game in a String",
        limits: "",
    }],
    problem: "in turn Alice removes a non-empty\n\
              substring holding an odd number of vowels (a, e, i, o, u), Bob one holding an\n\
              even number; a player who cannot move loses; Alice moves first.",
    input: "LeetCode's test-case text: per case s, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["\"leetcoder\"\n\"bbcd\"\n", "true\nfalse\n"],
};

pub const LC3360: Spec = Spec {
    name: "lc3360",
    judges: &[Judge {
        site: "LeetCode",
        id: "3360",
        title: "Stone Removal Game",
        limits: "1 ≤ n ≤ 50",
    }],
    problem: "n stones; Alice first takes exactly 10,\n\
              then each player takes exactly one stone fewer than the opponent just took;\n\
              a player who cannot loses.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    layout: Layout::LeetCode,
    answers: &["true", "false"],
    example: ["12\n1\n", "true\nfalse\n"],
};

/// Every spec of this file.
pub const ALL: &[&Spec] = &[
    &LC292, &LC294, &LC375, &LC464, &LC486, &LC810, &LC877, &LC913, &LC1025, &LC1140, &LC1145,
    &LC1406, &LC1510, &LC1563, &LC1686, &LC1690, &LC1728, &LC1872, &LC1908, &LC1927, &LC2005,
    &LC2029, &LC2038, &LC3021, &LC3227, &LC3360,
];
