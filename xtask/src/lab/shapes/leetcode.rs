//! The worst shapes of the binaries whose first judge is in `grundy::specs::leetcode`.

use super::*;

/// `cases` complete trees of `n` nodes valued 1 to n in level order, x = 2.
fn complete_trees(w: &mut dyn Write, n: usize, cases: usize) -> io::Result<()> {
    let tree = list(1..=n);
    for _ in 0..cases {
        writeln!(w, "{tree}\n{n}\n2")?;
    }
    Ok(())
}

/// A chain of 10^6 nodes, each the right child of the one before: the deepest tree.
fn chain(w: &mut dyn Write) -> io::Result<()> {
    const N: usize = 1_000_000;
    write!(w, "[1")?;
    for v in 2..=N {
        write!(w, ",null,{v}")?;
    }
    writeln!(w, "]\n{N}\n{}", N / 2)
}

/// `cases` grids of `side` × `side` open cells, the mouse and the cat in opposite corners
/// and the food in the middle, both jumps `side` (the most on such a grid).
fn open_grid(w: &mut dyn Write, side: usize, cases: usize) -> io::Result<()> {
    let mut rows = vec![vec![b'.'; side]; side];
    rows[0][0] = b'M';
    rows[side - 1][side - 1] = b'C';
    rows[side / 2][side / 2] = b'F';
    let rows = list(rows.iter().map(|row| quoted(row)));
    for _ in 0..cases {
        writeln!(w, "{rows}\n{side}\n{side}")?;
    }
    Ok(())
}

/// LeetCode's limit: maxChoosableInteger 20 and a total that neither the first number
/// decides nor the sum of all puts out of reach, so every set of used numbers is looked at.
fn largest(w: &mut dyn Write) -> io::Result<()> {
    let mut rng = Rng::new(1);
    for _ in 0..10 {
        writeln!(w, "20\n{}", rng.range(21, 210))?;
    }
    Ok(())
}

/// `cases` complete graphs on `n` nodes (mouse at 1, cat at 2, hole 0): every state has the
/// most moves.
fn complete_graph(w: &mut dyn Write, n: usize, cases: usize) -> io::Result<()> {
    let graph = list((0..n).map(|v| list((0..n).filter(|&u| u != v))));
    for _ in 0..cases {
        writeln!(w, "{graph}")?;
    }
    Ok(())
}

/// `cases` graphs on `n` nodes where the mouse hides: node 1 and nodes 3 to n − 2 all
/// joined, apart from the cat's node 2, node n − 1 and the hole. The start is a draw, so
/// the analysis runs until nothing more can be labelled, and it labels nearly every state
/// of the mouse's part (the cat there catches it at once): about 1.9·10^6 steps for 100
/// nodes, nearly the most a graph of 100 nodes can take.
fn hidden_mouse(w: &mut dyn Write, n: usize, cases: usize) -> io::Result<()> {
    let hiding: Vec<usize> = [1].into_iter().chain(3..n - 1).collect();
    let mut lists = vec![Vec::new(); n];
    (lists[0], lists[2], lists[n - 1]) = (vec![2], vec![0, n - 1], vec![2]);
    for &v in &hiding {
        lists[v] = hiding.iter().copied().filter(|&u| u != v).collect();
    }
    let graph = list(lists.iter().map(list));
    for _ in 0..cases {
        writeln!(w, "{graph}")?;
    }
    Ok(())
}

pub const SHAPES: &[(&str, &[Shape])] = &[
    ("lc1025", &[
        answered(
            "4.9·10^6 cases, n up to 2^64 − 1 (10^8 bytes, the most text admitted)",
            Gen("--cases 4900000 --max 18446744073709551615"),
        ),
        SHORTEST_CASES,
    ]),
    ("lc1140", &[
        answered("LeetCode: 10 cases of 100 piles ≤ 10^4", Gen("--items 100")),
        answered(
            "600 cases of 500 piles ≤ 10^12 (the whole budget)",
            Gen("--cases 600 --items 500 --max 1000000000000"),
        ),
        refused(
            "10^7 bytes of `[1]` (past the budget at its 150001st case)",
            Built("lc1140-smallest", |w| smallest(w, "[1]\n")),
        ),
    ]),
    ("lc1145", &[
        answered(
            "LeetCode: 10 complete trees of 99 nodes",
            Built("lc1145-complete-99x10", |w| complete_trees(w, 99, 10)),
        ),
        answered(
            "a chain of 10^6 nodes to the right, x its middle",
            Built("lc1145-chain-1e6", chain),
        ),
        answered(
            "12 complete trees of 10^6 nodes (near the 10^8 bytes of text admitted)",
            Built("lc1145-complete-1e6x12", |w| {
                complete_trees(w, 1_000_000, 12)
            }),
        ),
        answered(
            "10^7 bytes of one-node trees",
            Built("lc1145-smallest", |w| smallest(w, "[1]\n1\n1\n")),
        ),
        refused(
            "a complete tree of 10^6 + 1 nodes (past the cap)",
            Built("lc1145-complete-1000001", |w| {
                complete_trees(w, 1_000_001, 1)
            }),
        ),
    ]),
    ("lc1406", &[
        answered("LeetCode: 10 cases of 5·10^4 values in ±1000", Gen("")),
        answered(
            "10^6 values in ±10^12",
            Gen("--cases 1 --items 1000000 --max 1000000000000"),
        ),
        answered(
            "7 cases of 10^6 values in ±10^12 (the whole input is kept)",
            Gen("--cases 7 --items 1000000 --max 1000000000000"),
        ),
    ]),
    ("lc1510", &[
        answered(
            "10^6 cases of n ≤ 10^5, 10^5 among them",
            Gen("--cases 1000000"),
        ),
        SHORTEST_CASES,
    ]),
    ("lc1563", &[
        answered("LeetCode: 10 cases of 500 values ≤ 10^6", Gen("")),
        answered(
            "100 cases of 500 values ≤ 10^6 (LeetCode's largest, the whole budget)",
            Gen("--cases 100 --items 500"),
        ),
        answered(
            "25 cases of 1000 values ≤ 10^9 (the whole budget)",
            Gen("--cases 25 --items 1000 --max 1000000000"),
        ),
    ]),
    ("lc1686", &[
        answered("LeetCode: 10 cases of 2 × 10^5 values ≤ 100", Gen("")),
        answered(
            "2 × 10^6 values ≤ 10^9",
            Gen("--cases 1 --items 1000000 --max 1000000000"),
        ),
        answered(
            "5 cases of 2 × 10^6 values ≤ 10^9 (near the 10^8 bytes of text admitted)",
            Gen("--cases 5 --items 1000000 --max 1000000000"),
        ),
    ]),
    ("lc1690", &[
        answered("LeetCode: 10 cases of 1000 stones ≤ 1000", Gen("")),
        answered(
            "500 cases of 1000 stones ≤ 1000 (LeetCode's largest, the whole budget)",
            Gen("--cases 500 --items 1000"),
        ),
        answered(
            "5 cases of 10^4 stones ≤ 10^9 (the whole budget)",
            Gen("--cases 5 --items 10000 --max 1000000000"),
        ),
        refused(
            "10^7 bytes of `[1,1]` (past the budget at its 500001st case)",
            Built("lc1690-smallest", |w| smallest(w, "[1,1]\n")),
        ),
    ]),
    ("lc1728", &[
        answered(
            "LeetCode: 10 open 8×8 grids, jumps 8",
            Built("lc1728-open-8x10", |w| open_grid(w, 8, 10)),
        ),
        answered(
            "47 open 16×16 grids, jumps 16 (the whole budget)",
            Built("lc1728-open-16x47", |w| open_grid(w, 16, 47)),
        ),
        refused(
            "10^7 bytes of a 1×3 grid (past the budget at its 200001st case)",
            Built("lc1728-smallest", |w| smallest(w, "[\"MCF\"]\n1\n1\n")),
        ),
    ]),
    ("lc1872", &[
        answered("LeetCode: 10 cases of 10^5 stones in ±10^4", Gen("")),
        answered(
            "10^6 stones in ±10^12",
            Gen("--cases 1 --items 1000000 --max 1000000000000"),
        ),
        answered(
            "7 cases of 10^6 stones in ±10^12 (near the 10^8 bytes of text admitted)",
            Gen("--cases 7 --items 1000000 --max 1000000000000"),
        ),
    ]),
    ("lc1908", &[
        answered("LeetCode: 10 cases of 7 piles ≤ 7", Gen("")),
        answered(
            "4·10^6 piles ≤ 2^63 − 1",
            Gen("--cases 1 --items 4000000 --max 9223372036854775807"),
        ),
    ]),
    ("lc1927", &[
        answered("LeetCode: 10 cases of 10^5 characters", Gen("")),
        answered(
            "a row of 10^7 characters",
            Gen("--cases 1 --items 10000000"),
        ),
        answered(
            "ten rows of 10^7 − 10 characters (10^8 bytes, the most text admitted)",
            Gen("--cases 10 --items 9999990"),
        ),
    ]),
    ("lc2005", &[
        answered(
            "4.9·10^6 cases, n up to 2^64 − 1 (10^8 bytes, the most text admitted)",
            Gen("--cases 4900000 --max 18446744073709551615"),
        ),
        SHORTEST_CASES,
    ]),
    ("lc2029", &[
        answered("LeetCode: 10 cases of 10^5 stones ≤ 10^4", Gen("")),
        answered(
            "10^6 stones ≤ 10^18",
            Gen("--cases 1 --items 1000000 --max 1000000000000000000"),
        ),
        answered(
            "5 cases of 10^6 stones ≤ 10^18 (near the 10^8 bytes of text admitted)",
            Gen("--cases 5 --items 1000000 --max 1000000000000000000"),
        ),
    ]),
    ("lc2038", &[
        answered("LeetCode: 10 cases of 10^5 pieces", Gen("")),
        answered("a row of 10^7 pieces", Gen("--cases 1 --items 10000000")),
        answered(
            "ten rows of 10^7 − 10 pieces (10^8 bytes, the most text admitted)",
            Gen("--cases 10 --items 9999990"),
        ),
    ]),
    // The LeetCode binaries hold their text: 10^8 bytes of it are admitted (a 256 MiB limit
    // lets the reader hold 128 MiB).
    ("lc292", &[
        answered(
            "4.9·10^6 cases, n up to 2^64 − 1 (10^8 bytes, the most text admitted)",
            Gen("--cases 4900000 --max 18446744073709551615"),
        ),
        SHORTEST_CASES,
    ]),
    ("lc294", &[
        answered("LeetCode: 10 cases of 60 characters", Gen("")),
        answered("10^6 characters", Gen("--cases 1 --items 1000000")),
    ]),
    ("lc3021", &[
        answered("LeetCode: 1000 cases of n, m ≤ 10^5", Gen("")),
        answered(
            "2.4·10^6 cases, n and m up to 2^64 − 1 (10^8 bytes, the most text admitted)",
            Gen("--cases 2400000 --max 18446744073709551615"),
        ),
        SHORTEST_PAIRS,
    ]),
    ("lc3227", &[
        answered("LeetCode: 10 cases of 10^5 letters", Gen("")),
        answered(
            "a string of 10^7 letters",
            Gen("--cases 1 --items 10000000"),
        ),
        answered(
            "ten strings of 10^7 − 10 letters (10^8 bytes, the most text admitted)",
            Gen("--cases 10 --items 9999990"),
        ),
    ]),
    ("lc3360", &[
        answered("10^7 cases, n up to 54", Gen("--cases 10000000 --max 54")),
        SHORTEST_CASES,
        refused("n = 55 and beyond", Gen("--cases 1000 --max 1000")),
    ]),
    ("lc375", &[
        answered("LeetCode: 200 cases of n ≤ 200", Gen("")),
        answered(
            "10^7 cases of n up to 1000 (the table for 1000 built once)",
            Gen("--cases 10000000 --max 1000"),
        ),
        SHORTEST_CASES,
        refused("n above 1000", Gen("--cases 10 --max 100000")),
    ]),
    ("lc464", &[
        answered(
            "10 cases of maxChoosableInteger 20, totals 21 to 210 (all 2^20 sets)",
            Built("lc464-20x10", largest),
        ),
        SHORTEST_PAIRS,
    ]),
    ("lc486", &[
        answered("LeetCode: 10 cases of 20 values ≤ 10^7", Gen("")),
        answered(
            "20 cases of 5000 values ≤ 10^12 (the whole budget)",
            Gen("--cases 20 --items 5000 --max 1000000000000"),
        ),
    ]),
    ("lc810", &[
        answered("LeetCode: 10 cases of 1000 values < 2^16", Gen("")),
        answered(
            "10^6 values ≤ 2^63 − 1",
            Gen("--cases 1 --items 1000000 --max 9223372036854775807"),
        ),
        answered(
            "5 cases of 10^6 values ≤ 2^63 − 1 (near the 10^8 bytes of text admitted)",
            Gen("--cases 5 --items 1000000 --max 9223372036854775807"),
        ),
    ]),
    ("lc877", &[
        answered("LeetCode: 10 cases of 500 piles ≤ 500", Gen("--items 500")),
        answered(
            "20 cases of 4999 piles ≤ 10^12 (odd count: the O(n²) recurrence; the whole budget)",
            Gen("--cases 20 --items 4999 --max 1000000000000"),
        ),
    ]),
    ("lc913", &[
        answered(
            "LeetCode: 10 complete graphs on 50 nodes",
            Built("lc913-complete-50x10", |w| complete_graph(w, 50, 10)),
        ),
        answered(
            "100 complete graphs on 100 nodes (the whole budget)",
            Built("lc913-complete-100x100", |w| complete_graph(w, 100, 100)),
        ),
        answered(
            "106 graphs on 100 nodes, the mouse's 97 joined apart from the cat and the hole (a draw once every other state is analysed; the whole budget)",
            Built("lc913-hidden-100x106", |w| hidden_mouse(w, 100, 106)),
        ),
        refused(
            "complete graph on 101 nodes (past the cap)",
            Built("lc913-complete-101", |w| complete_graph(w, 101, 1)),
        ),
        refused(
            "10^7 bytes of a 3-node graph (past the budget at its 200001st case)",
            Built("lc913-smallest", |w| smallest(w, "[[2],[2],[0,1]]\n")),
        ),
    ]),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The limit builder writes LeetCode's text of the grids it names.
    #[test]
    fn the_builder_writes_the_format() {
        let mut out = Vec::new();
        open_grid(&mut out, 3, 1).unwrap();
        let grid = String::from_utf8(out).unwrap();
        assert_eq!(grid, "[\"M..\",\".F.\",\"..C\"]\n3\n3\n");
    }

    /// The limit builders write LeetCode's text of the graphs they name.
    #[test]
    fn the_builders_write_the_format() {
        let text = |build: &dyn Fn(&mut dyn Write) -> io::Result<()>| {
            let mut out = Vec::new();
            build(&mut out).unwrap();
            String::from_utf8(out).unwrap()
        };
        let graph = text(&|w| complete_graph(w, 3, 2));
        assert_eq!(graph, "[[1,2],[0,2],[0,1]]\n".repeat(2));
        let hidden = text(&|w| hidden_mouse(w, 6, 2));
        assert_eq!(hidden, "[[2],[3,4],[0,5],[1,4],[1,3],[2]]\n".repeat(2));
    }
}
