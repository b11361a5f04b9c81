//! POJ's problems (POJ compiles no Rust: there the binaries check a C++ or Java
//! solution).

use crate::io::spec::{Judge, Layout, Spec};

pub const STAIRCASE_NIM: Spec = Spec {
    name: "staircase-nim",
    judges: &[Judge {
        site: "POJ",
        id: "1704",
        title: "Georgia and Bob",
        limits: "T ≤ 20, N ≤ 1000, 1 ≤ Pi ≤ 10000",
    }],
    problem: "chessmen on distinct cells 1, 2, … of a\n\
              strip; a move shifts one left, never onto or past another; Georgia moves first;\n\
              the last move wins.",
    input: "T; each case: N, then N distinct cells (at least 1) in any order.",
    output: "per case, `Georgia will win` or `Bob will win`.",
    layout: Layout::Counted,
    answers: &["Georgia will win", "Bob will win"],
    example: [
        "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n",
        "Bob will win\nGeorgia will win\n",
    ],
};

pub const CROSSES: Spec = Spec {
    name: "crosses",
    judges: &[Judge {
        site: "POJ",
        id: "3537",
        title: "Crosses and Crosses",
        limits: "1 ≤ n ≤ 2000",
    }],
    problem: "a 1×n strip; players in turn put a cross\n\
              in an empty cell; whoever makes three crosses in a row wins.",
    input: "integers n until the end of input.",
    output: "per n, `1` when the first player wins, else `2`.",
    layout: Layout::ToTheEnd,
    answers: &["1", "2"],
    example: [
        "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n",
        "1\n1\n1\n1\n1\n2\n1\n1\n1\n1\n1\n2\n",
    ],
};

pub const CHRISTMAS_GAME: Spec = Spec {
    name: "christmas-game",
    judges: &[Judge {
        site: "POJ",
        id: "3710",
        title: "Christmas Game",
        limits: "N < 100 trees, m < 100 vertices, k < 500 edges; cases not counted",
    }],
    problem: "trees rooted at vertex 1 with polygons hung in them\n\
              (no edge on two cycles); a move cuts an edge and removes every edge no longer\n\
              joined to its root; Sally moves first; who cannot move loses.",
    input: "test cases until end of input: N, then N trees, each `m k` and k lines `a b`,\n\
            an edge (vertices 1 to m).",
    output: "per case, `Sally` when Sally wins, else `Harry`.",
    layout: Layout::ToTheEnd,
    answers: &["Sally", "Harry"],
    example: ["2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n", "Sally\n"],
};

/// Every spec of this file.
pub const ALL: &[&Spec] = &[&STAIRCASE_NIM, &CROSSES, &CHRISTMAS_GAME];
